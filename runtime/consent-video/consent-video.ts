// `[data-consent-video][data-src]`: a video from an external service, loaded only with consent.
// Until the stored cookie choice is `all`, a notice asks the visitor to change the cookie settings
// and offers a button that opens the bar; with `all` the iframe is created (lazily, titled); when
// consent is withdrawn the iframe goes again. This part (in the entry) decides; the DOM is built
// by lit-html templates in a chunk that loads only when such markup is on the page.
import { openCookiebar } from '../cookiebar/bar-registry';
import { onChoiceChange, readChoice } from '../cookiebar/consent-store';
import type { Cleanup } from '../enhance';
import { httpUrl } from '../http-url';
import { textsOf } from '../i18n/catalogue';
import { loadChunk } from '../load-chunk';
import type * as Render from './render';
import type { ConsentVideoView } from './render';

export function setupConsentVideo(element: HTMLElement): Cleanup | void {
  const t = textsOf(element); // the element's own data-i18n-consent_video.… overrides first
  const src = httpUrl(element.dataset.src ?? '', element.ownerDocument.baseURI);
  if (!src) {
    console.warn(`[site-widgets] consent-video: data-src "${element.dataset.src ?? ''}" is not an http(s) URL; the video is left out.`, element);
    return;
  }
  const poster = element.dataset.poster ? httpUrl(element.dataset.poster, element.ownerDocument.baseURI) : null;
  const base: Omit<ConsentVideoView, 'consented'> = {
    src,
    title: element.dataset.title?.trim() || t('consent_video.default_title'),
    notice: t('consent_video.notice'),
    openSettings: t('consent_video.open_settings'),
    poster,
    onOpenSettings: (button) => openCookiebar(button),
  };

  let active = true;
  const show = (consented: boolean) =>
    loadChunk<typeof Render>('consent-video').then(
      ({ renderConsentVideo }) => {
        if (!active) return;
        element.querySelector(`:scope > .${FALLBACK_CLASS}`)?.remove();
        renderConsentVideo(element, { ...base, consented });
      },
      // Reported by the loader (preload-error). No empty box: a link to the video instead.
      () => active && showFallback(element, src, base.title),
    );
  show(readChoice() === 'all');
  const stopListening = onChoiceChange((choice) => show(choice === 'all'), element.ownerDocument);
  return () => {
    active = false;
    stopListening();
  };
}

const FALLBACK_CLASS = 'consent-video__fallback';

/** Without its chunk the element would stay an empty box: offer the video as a plain link. */
function showFallback(element: HTMLElement, src: string, title: string): void {
  if (element.querySelector(`:scope > .${FALLBACK_CLASS}`)) return;
  const paragraph = element.ownerDocument.createElement('p');
  paragraph.className = FALLBACK_CLASS;
  const link = element.ownerDocument.createElement('a');
  link.href = src;
  link.textContent = title;
  paragraph.append(link);
  element.append(paragraph);
}
