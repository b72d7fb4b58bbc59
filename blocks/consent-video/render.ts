// The consent video's (and any consent-gated embed's) DOM, as lit-html templates (a chunk of its
// own, with lit-html). It gets every text and URL from its caller, so it carries no catalogue or
// cookie code.
import { html, nothing, render } from 'lit-html';
import { imageTemplate } from './image-description';

export interface ConsentVideoView {
  consented: boolean;
  /** An http(s) URL, checked by the caller. */
  src: string;
  title: string;
  notice: string;
  openSettings: string;
  /** The one-click "allow and play": accepts the embed's category and shows it. */
  allow: string;
  onAllow: () => void;
  /** An optional decorative still shown beside the notice. */
  poster: string | null;
  onOpenSettings: (button: HTMLElement) => void;
}

// What third-party players ask for; fullscreen so the video can fill the screen. Only `allow`: beside it,
// the legacy `allowfullscreen` attribute is ignored, and Chromium warns that it is.
const ALLOW = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen';

export function renderConsentVideo(element: HTMLElement, view: ConsentVideoView): void {
  const doc = element.ownerDocument;
  const hadFocus = element.contains(doc.activeElement);
  render(view.consented ? videoTemplate(view) : noticeTemplate(view), element);
  element.classList.toggle('is-consented', view.consented);
  // The notice's button (focused after the choice) is gone: focus goes to the video frame, named by
  // its title, not lost on <body>; without a frame, to the element itself.
  if (hadFocus && !element.contains(doc.activeElement)) {
    const frame = element.querySelector<HTMLIFrameElement>(':scope > .consent-video__frame');
    if (frame) frame.focus({ preventScroll: true });
    else {
      element.tabIndex = -1;
      element.focus({ preventScroll: true });
    }
  }
}

/**
 * Takes out what renderConsentVideo added, when the element is removed: it is left as the server
 * sent it, and a later render (the element put back in the page) starts afresh rather than on top.
 */
export function clearConsentVideo(element: HTMLElement): void {
  // lit keeps its place as a marker comment and an `_$litPart$` property (stable across lit 2 and 3): both go.
  (render(nothing, element).startNode as ChildNode | null)?.remove();
  delete (element as { _$litPart$?: unknown })._$litPart$;
  element.classList.remove('is-consented');
}

function videoTemplate({ src, title }: ConsentVideoView) {
  return html`<iframe class="consent-video__frame" src=${src} title=${title} loading="lazy" allow=${ALLOW}
    referrerpolicy="strict-origin-when-cross-origin"></iframe>`;
}

function noticeTemplate({ notice, openSettings, allow, poster, onOpenSettings, onAllow }: ConsentVideoView) {
  const posterImage = poster
    ? imageTemplate({ tag: 'img', attributes: { src: poster, alt: '', class: 'consent-video__poster' }, lazy: true })
    : null;
  return html`<div class="consent-video__notice">
    ${posterImage}
    <p class="consent-video__text">${notice}</p>
    <div class="consent-video__actions">
      <button type="button" class="consent-video__allow" @click=${onAllow}>${allow}</button>
      <button type="button" class="consent-video__button"
        @click=${(event: Event) => onOpenSettings(event.currentTarget as HTMLElement)}>${openSettings}</button>
    </div>
  </div>`;
}
