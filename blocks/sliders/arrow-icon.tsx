/** A chevron for the previous/next buttons; `direction` flips it. Decorative: the button has the name. */
export function ArrowIcon({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg
      className="slider-button__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={direction === 'next' ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
