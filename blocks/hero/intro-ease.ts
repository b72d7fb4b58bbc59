// The intro words' ease, designed for this hero: a fast start and a soft landing that overshoots
// by a hair (about 0.2 %) before settling, so the words seem to arrive rather than stop.
// f(p) = 1 − (1 − p)³ · (1 − 1.5 p): f(0) = 0, f(1) = 1, f′(0) = 4.5, f′(1) = 0.
// A plain function instead of the CustomEase plugin keeps the GSAP chunk smaller.
export function introEase(progress: number): number {
  const rest = 1 - progress;
  return 1 - rest * rest * rest * (1 - 1.5 * progress);
}
