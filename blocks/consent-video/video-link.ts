// What a consent video or embed shows when its chunk could not load: rather than an empty box, a
// plain link to the video (following it is the visitor's own choice to visit the other site).
import { httpUrl } from '../../common/http-url';

/** The class of the paragraph with the link; the chunk clears it when it renders after all. */
export const FALLBACK_CLASS = 'consent-video__fallback';

export function showVideoLink(element: HTMLElement): void {
  const src = httpUrl(element.dataset.src ?? '', element.ownerDocument.baseURI);
  if (!src || element.querySelector(`:scope > .${FALLBACK_CLASS}`)) return;
  const paragraph = element.ownerDocument.createElement('p');
  paragraph.className = FALLBACK_CLASS;
  const link = element.ownerDocument.createElement('a');
  link.href = src;
  // Its title, or the address itself: the entry carries no texts (they come with the chunks).
  link.textContent = element.dataset.title?.trim() || src;
  paragraph.append(link);
  element.append(paragraph);
}
