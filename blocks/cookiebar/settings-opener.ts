// `[data-cookiebar-open]`: the "change cookie settings" action. Reopening the bar is as easy as
// the first choice was: one click, and focus moves into the bar.
import type { Cleanup } from '../../runtime/enhance';
import { openCookiebar } from '../../common/consent/enhanced-bars';

export function setup(opener: HTMLElement): Cleanup {
  const onClick = (event: Event) => {
    // Without a bar on the page a link keeps its own href (e.g. a cookie policy page).
    if (openCookiebar(opener)) event.preventDefault();
  };
  opener.addEventListener('click', onClick);
  return () => opener.removeEventListener('click', onClick);
}
