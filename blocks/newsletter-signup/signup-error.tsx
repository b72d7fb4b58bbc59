/**
 * A message at a field (or, with `form`, at the submit button), announced as it appears. The same
 * for the widget's own form and a server form it took over (enhanced-form.tsx).
 */
export function SignupError({ id, text, form = false }: { id: string; text: string; form?: boolean }) {
  return (
    <p
      className={form ? 'newsletter-signup__error newsletter-signup__error--form' : 'newsletter-signup__error'}
      id={id}
      role="alert"
    >
      {text}
    </p>
  );
}
