// Consent-gated iframes (`[data-consent-video]`, `[data-consent-embed]`): a notice until consent, the
// iframe with it. A chunk, using the entry's consent store (common/consent/consent-access.ts).
import type { ConsentAccess } from '../../common/consent/consent-access';
import type { Cleanup } from '../../runtime/enhance';
import { httpUrl } from '../../common/http-url';
import { textsOf } from '../../common/i18n/catalogue';
import { clearConsentVideo, renderConsentVideo, type ConsentVideoView } from './render';
import { FALLBACK_CLASS } from './video-link';

export function setup(element: HTMLElement, consent: ConsentAccess): Cleanup | void {
  const {
    accepts,
    declaredCategories,
    isCategoryName,
    NECESSARY,
    onConsentChange,
    readConsent,
    storeChoice,
    openCookiebar,
  } = consent;
  const t = textsOf(element); // the element's own data-i18n-consent_video.… overrides first
  const doc = element.ownerDocument;
  const what = element.hasAttribute('data-consent-video') ? 'consent-video' : 'consent-embed';
  const src = httpUrl(element.dataset.src ?? '', doc.baseURI);
  if (!src) {
    console.warn(
      `[site-widgets] ${what}: data-src "${element.dataset.src ?? ''}" is not an http(s) URL; ` +
        `the ${what === 'consent-video' ? 'video' : 'embed'} is left out.`,
      element,
    );
    return;
  }
  const category = element.dataset.consentEmbed?.trim() || undefined;
  if (category !== undefined && (!isCategoryName(category) || category === NECESSARY || category === 'all')) {
    console.warn(
      `[site-widgets] ${what}: data-consent-embed="${category}" names no category a visitor can accept; ` +
        'the embed is left out.',
      element,
    );
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
      else
        storeChoice(
          [...(consent?.all ? declaredCategories(doc).map(({ name }) => name) : (consent?.categories ?? [])), category],
          doc,
        );
    },
  };

  // A copy of an enhanced element (a router's cached page, shown again) still holds the last
  // render: start from the server's markup.
  for (const leftover of element.querySelectorAll(
    `:scope > :is(.consent-video__notice, .consent-video__frame, .${FALLBACK_CLASS})`,
  ))
    leftover.remove();
  element.classList.remove('is-consented');

  let active = true;
  const show = () =>
    active && renderConsentVideo(element, { ...base, consented: accepts(readConsent(doc), category, doc) });
  show();
  // After the code that made the choice has finished: a dialog it came from first gives focus
  // back to the notice's button, and the render then keeps focus at the video it replaces it with.
  const stopListening = onConsentChange(() => queueMicrotask(show), doc);
  return () => {
    active = false;
    stopListening();
    // The element as the server sent it, should it be put back in the page.
    clearConsentVideo(element);
  };
}
