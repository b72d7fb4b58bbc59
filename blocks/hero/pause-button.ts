// The hero's visible pause/play button (WCAG 2.2.2), rendered with lit-html into a container
// appended to the hero. A real <button>; its visible text is its name and swaps between
// "Pause animation" and "Play animation", so no aria-pressed is needed on top.
import { html, render, svg } from 'lit-html';
import { textsOf } from '../../common/i18n/catalogue';

export interface PauseButton {
  /** Shows the label for the current state: `paused` → "Play animation". */
  update(paused: boolean): void;
  remove(): void;
}

const pauseIcon = svg`<rect x="3" y="2" width="3.5" height="12" rx="1"></rect><rect
  x="9.5" y="2" width="3.5" height="12" rx="1"></rect>`;
const playIcon = svg`<path d="M4 2.2v11.6a.8.8 0 0 0 1.2.7l9.3-5.8a.8.8 0 0 0 0-1.4L5.2 1.5A.8.8 0 0 0 4 2.2z"></path>`;

/** The class of the container the button is rendered into, a child of the hero. */
export const PAUSE_CONTROLS_CLASS = 'sw-hero__controls';

export function createPauseButton(hero: HTMLElement, onToggle: () => void): PauseButton {
  const t = textsOf(hero); // the hero's own data-i18n-hero.pause / hero.play first
  const container = document.createElement('div');
  container.className = PAUSE_CONTROLS_CLASS;
  hero.append(container);
  return {
    update(paused) {
      render(
        html`<button type="button" class="sw-hero__toggle" data-hero-toggle @click=${onToggle}>
          <svg class="sw-hero__toggle-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"
            focusable="false">${paused ? playIcon : pauseIcon}</svg>
          <span>${t(paused ? 'hero.play' : 'hero.pause')}</span>
        </button>`,
        container,
      );
    },
    remove() {
      render(null, container);
      container.remove();
    },
  };
}
