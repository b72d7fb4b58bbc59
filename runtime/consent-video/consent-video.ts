// `[data-consent-video][data-src]` and `[data-consent-embed="CATEGORY"][data-src]`: an iframe from
// an external service, loaded only with consent. Until the stored choice accepts the embed's
// category (`data-consent-embed`; a `data-consent-video` without one asks for all cookies, as
// before), a notice says so, with a one-click "allow and play" (accepts that category, or all)
// and a button that opens the cookie settings; with consent the iframe is created (lazily,
// titled); when consent is withdrawn the iframe goes again. This part (in the entry) decides; the
// DOM is built by lit-html templates in a chunk that loads only when such markup is on the page.
import { openCookiebar } from '../cookiebar/open-cookiebar';
import { accepts, declaredCategories, isCategoryName, NECESSARY, onConsentChange, readConsent, storeChoice } from '../cookiebar/consent-store';
import type { Cleanup } from '../enhance';
import { httpUrl } from '../../common/http-url';
import { textsOf } from '../../common/i18n/catalogue';
import { loadChunk } from '../load-chunk';
import type * as Render from './render';
import type { ConsentVideoView } from './render';

export function setup(element: HTMLElement): Cleanup | void {
  const t = textsOf(element); // the element's own data-i18n-consent_video.… overrides first
  const doc = element.ownerDocument;
  const what = element.hasAttribute('data-consent-video') ? 'consent-video' : 'consent-embed';
  const src = httpUrl(element.dataset.src ?? '', doc.baseURI);
  if (!src) {
    console.warn(
      `[site-widgets] ${what}: data-src "${element.dataset.src ?? ''}" is not an http(s) URL; the ${what === 'consent-video' ? 'video' : 'embed'} is left out.`,
      element,
    );
    return;
  }
  const category = element.dataset.consentEmbed?.trim() || undefined;
  if (category !== undefined && (!isCategoryName(category) || category === NECESSARY || category === 'all')) {
    console.warn(`[site-widgets] ${what}: data-consent-embed="${category}" names no category a visitor can accept; the embed is left out.`, element);
    return;
  }
  const isVideo = what === 'consent-video';
  const declaration = category ? declaredCategories(doc).find(({ name }) => name === category) : undefined;
  const categoryLabel = declaration?.element.dataset.cookiebarLabel?.trim() || category;
  const poster = element.dataset.poster ? httpUrl(element.dataset.poster, doc.baseURI) : null;
  const base: Omit<ConsentVideoView, 'consented'> = {
    src,
    title: element.dataset.title?.trim() || t(isVideo ? 'consent_video.default_title' : 'consent_embed.default_title'),
    notice: categoryLabel ? t('consent_embed.notice', { category: categoryLabel }) : t('consent_video.notice'),
    openSettings: t('consent_video.open_settings'),
    allow: t(isVideo ? 'consent_embed.allow_video' : 'consent_embed.allow'),
    poster,
    onOpenSettings: (button) => openCookiebar(button),
    onAllow: () => {
      const consent = readConsent(doc);
      if (!category) storeChoice('all', doc);
      else storeChoice([...(consent?.all ? declaredCategories(doc).map(({ name }) => name) : (consent?.categories ?? [])), category], doc);
    },
  };

  // A copy of an enhanced element (a router's cached page, shown again) still holds the last
  // render: start from the server's markup.
  for (const leftover of element.querySelectorAll(`:scope > :is(.consent-video__notice, .consent-video__frame, .${FALLBACK_CLASS})`)) leftover.remove();
  element.classList.remove('is-consented');

  let active = true;
  let rendered: typeof Render | null = null;
  const show = (consented: boolean) =>
    loadChunk<typeof Render>('consent-video').then(
      (render) => {
        if (!active) return;
        element.querySelector(`:scope > .${FALLBACK_CLASS}`)?.remove();
        render.renderConsentVideo(element, { ...base, consented });
        rendered = render;
      },
      // Reported by the loader (preload-error). No empty box: a link to the video instead.
      () => active && showFallback(element, src, base.title),
    );
  const consented = () => accepts(readConsent(doc), category, doc);
  show(consented());
  const stopListening = onConsentChange(() => show(consented()), doc);
  return () => {
    active = false;
    stopListening();
    // The element as the server sent it, should it be put back in the page.
    rendered?.clearConsentVideo(element);
    element.querySelector(`:scope > .${FALLBACK_CLASS}`)?.remove();
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
