// The intro words' ease: a fast start and a soft landing, as a plain function rather than GSAP's
// CustomEase plugin. The curve: README.md (For contributors).
export function introEase(progress: number): number {
  const rest = 1 - progress;
  return 1 - rest * rest * rest * (1 - 1.5 * progress);
}
