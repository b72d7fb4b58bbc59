// The cookie preferences dialog (a native modal <dialog>, a switch per category), its own chunk with
// lit-html. Every text and category comes from the caller, bound as text.
import { html, nothing, render } from 'lit-html';

export interface PreferencesCategory {
  name: string;
  label: string;
  description: string;
  /** Accepted now (from the stored choice; nothing is ticked before a choice). */
  checked: boolean;
  /** `necessary`: always on, not a choice. */
  locked: boolean;
}

export interface PreferencesView {
  texts: {
    title: string;
    intro: string;
    acceptAll: string;
    rejectAll: string;
    save: string;
    close: string;
    alwaysOn: string;
  };
  categories: PreferencesCategory[];
  /** Shown under the intro when the visitor's privacy signal keeps categories out of "Accept all". */
  privacyNote: string | null;
  /** The visitor's consent id, as a sentence, once a choice is stored. */
  consentId: string | null;
  /** Stores the choice: `all`, `necessary`, or the accepted categories. */
  onChoose: (choice: 'all' | 'necessary' | string[]) => void;
}

const ID = 'sw-cookie-preferences';
let dialog: HTMLDialogElement | null = null;
let opener: HTMLElement | null = null;

export function openPreferences(doc: Document, view: PreferencesView, from: HTMLElement | null): HTMLDialogElement {
  if (!dialog || !dialog.isConnected) {
    dialog = doc.createElement('dialog');
    dialog.id = ID;
    dialog.className = 'cookie-preferences';
    dialog.setAttribute('aria-labelledby', `${ID}-title`);
    dialog.setAttribute('aria-describedby', `${ID}-intro`);
    dialog.setAttribute('data-cookie-preferences', '');
    dialog.addEventListener('close', () => {
      const returnTo = opener;
      opener = null;
      if (returnTo?.isConnected) returnTo.focus();
    });
    doc.body.append(dialog);
  }
  const current = dialog;
  opener = from;
  const choose = (choice: 'all' | 'necessary' | string[]) => {
    view.onChoose(choice);
    current.close();
  };
  const save = () => {
    const accepted = Array.from(
      current.querySelectorAll<HTMLInputElement>('input[data-category]:checked:not(:disabled)'),
      (input) => input.dataset.category!,
    );
    choose(accepted);
  };
  render(
    template(view, choose, save, () => current.close()),
    current,
  );
  if (!current.open) current.showModal();
  // Start at the first switch a visitor can change (or the first button), not on the close button.
  current.querySelector<HTMLElement>('input:not(:disabled), .cookie-preferences__button')?.focus();
  return current;
}

function template(
  { texts, categories, privacyNote, consentId }: PreferencesView,
  choose: (choice: 'all' | 'necessary') => void,
  save: () => void,
  close: () => void,
) {
  return html`<div class="cookie-preferences__header">
      <h2 class="cookie-preferences__title" id="${ID}-title">${texts.title}</h2>
      <button type="button" class="cookie-preferences__close" @click=${close}><span
        class="cookie-preferences__close-icon" aria-hidden="true">×</span><span
        class="cookie-preferences__close-text">${texts.close}</span></button>
    </div>
    <p class="cookie-preferences__intro" id="${ID}-intro">${texts.intro}</p>
    ${privacyNote ? html`<p class="cookie-preferences__note" data-preferences-privacy-note>${privacyNote}</p>` : null}
    <ul class="cookie-preferences__categories">
      ${categories.map(
        (category) => html`<li class="cookie-preferences__category">
          <div class="cookie-preferences__row">
            <label class="cookie-preferences__label" for="${ID}-${category.name}">${category.label}</label>
            ${
              category.locked
                ? html`<span class="cookie-preferences__always"
                    id="${ID}-${category.name}-always">${texts.alwaysOn}</span>`
                : null
            }
            <input
              type="checkbox"
              role="switch"
              class="cookie-preferences__switch"
              id="${ID}-${category.name}"
              data-category=${category.name}
              aria-describedby=${category.description ? `${ID}-${category.name}-description` : nothing}
              .checked=${category.locked || category.checked}
              ?disabled=${category.locked}
            />
          </div>
          ${
            category.description
              ? html`<p class="cookie-preferences__description"
                  id="${ID}-${category.name}-description">${category.description}</p>`
              : null
          }
        </li>`,
      )}
    </ul>
    <div class="cookie-preferences__actions">
      <button type="button" class="cookie-preferences__button" data-preferences-choice="all"
        @click=${() => choose('all')}>${texts.acceptAll}</button>
      <button type="button" class="cookie-preferences__button" data-preferences-choice="necessary"
        @click=${() => choose('necessary')}>${texts.rejectAll}</button>
      <button type="button" class="cookie-preferences__button" data-preferences-choice="save"
        @click=${save}>${texts.save}</button>
    </div>
    ${consentId ? html`<p class="cookie-preferences__consent-id" data-preferences-consent-id>${consentId}</p>` : null}`;
}
