// How openers (`[data-cookiebar-open]`, the consent video's button) reach the bar without knowing
// it: each enhanced bar listens with its `open`, and `openCookiebar` opens the ones on the page.

type OpenBar = (opener: HTMLElement | null) => void;

const bars = new Set<OpenBar>();

/** Called with `open` by each enhanced bar; returns what stops it. */
export function listenForOpen(open: OpenBar): () => void {
  bars.add(open);
  return () => bars.delete(open);
}

/** Opens the cookie bar; returns false when the page has none. */
export function openCookiebar(opener: HTMLElement | null): boolean {
  for (const open of bars) open(opener);
  return bars.size > 0;
}
