// The cookie bar `[data-cookiebar]`: shows it while no valid choice is stored and stores the choice.
// A chunk, loaded when a bar is on the page, using the entry's consent store (consent-access.ts).
import type { Cleanup } from '../../runtime/enhance';
import { t } from '../../common/i18n/catalogue';
import type { ConsentAccess } from '../../common/consent/consent-access';
import { startConsentLog } from './consent-log';
import type * as Preferences from './cookiebar-preferences.chunk';

/** On <html> while the stored choice hides every bar, until a bar has decided for itself. */
const STORED_ATTRIBUTE = 'data-cookiebar-stored';

/** Loads the preferences dialog's chunk (only the entry loads chunks). */
export type LoadPreferences = () => Promise<typeof Preferences>;

export function setup(bar: HTMLElement, consent: ConsentAccess, loadPreferences: LoadPreferences): Cleanup {
  const { declaredCategories, isChoice, listenForOpen, onConsentChange, onConsentRecord, readConsent, storeChoice } =
    consent;
  const doc = bar.ownerDocument;
  if (!bar.hasAttribute('role')) bar.setAttribute('role', 'region');
  if (!bar.hasAttribute('aria-labelledby') && !bar.hasAttribute('aria-label')) {
    console.warn(
      '[site-widgets] cookiebar: give [data-cookiebar] an aria-labelledby (its heading) so screen readers can name it.',
      bar,
    );
  }
  // Focusable from script only, so a reopened bar can take focus and be read out.
  if (!bar.hasAttribute('tabindex')) bar.tabIndex = -1;
  bar.hidden = readConsent(doc) !== null;
  bar.setAttribute('data-cookiebar-enhanced', '');
  doc.documentElement.removeAttribute(STORED_ATTRIBUTE);

  let opener: HTMLElement | null = null;

  const choose = (choice: Parameters<typeof storeChoice>[0]) => {
    const returnTo = opener;
    opener = null;
    storeChoice(choice, doc);
    bar.hidden = true;
    if (returnTo?.isConnected && !doc.querySelector('dialog[data-cookie-preferences][open]')) returnTo.focus();
  };

  const onClick = (event: Event) => {
    const target = event.target as Element | null;
    const preferences = target?.closest<HTMLElement>('[data-cookiebar-preferences]');
    if (preferences && bar.contains(preferences)) {
      event.preventDefault();
      void openPreferences(consent, loadPreferences, doc, preferences, (choice) => choose(choice));
      return;
    }
    const button = target?.closest<HTMLElement>('[data-cookiebar-choice]');
    if (!button || !bar.contains(button)) return;
    const choice = button.dataset.cookiebarChoice;
    if (!isChoice(choice)) {
      console.warn(
        `[site-widgets] cookiebar: data-cookiebar-choice="${choice ?? ''}" is not "all" or "necessary"; ` +
          'nothing stored.',
        button,
      );
      return;
    }
    event.preventDefault();
    choose(choice);
  };

  const open = (from: HTMLElement | null) => {
    // With categories, "change cookie settings" means the dialog; a bar without them reopens.
    if (declaredCategories(doc).length > 0) {
      void openPreferences(consent, loadPreferences, doc, from, (choice) => storeChoice(choice, doc)).then(
        (opened) => opened || reopen(from),
      );
      return;
    }
    reopen(from);
  };
  const reopen = (from: HTMLElement | null) => {
    opener = from;
    bar.hidden = false;
    bar.focus();
  };

  bar.addEventListener('click', onClick);
  const stopLogging = startConsentLog(bar, onConsentRecord);
  const stopListeningForOpen = listenForOpen(open);
  // A choice made elsewhere (the dialog, another bar, the site's own script) closes this one too.
  const stopListening = onConsentChange(() => {
    bar.hidden = true;
  }, doc);
  return () => {
    bar.removeEventListener('click', onClick);
    stopLogging();
    stopListeningForOpen();
    stopListening();
  };
}

// Several bars (unusual) share one dialog: the first to ask opens it.
let opening: Promise<boolean> | null = null;

/** Loads the dialog chunk and opens it with the page's categories and the stored choice. */
function openPreferences(
  store: ConsentAccess,
  loadPreferences: LoadPreferences,
  doc: Document,
  from: HTMLElement | null,
  onChoose: Preferences.PreferencesView['onChoose'],
): Promise<boolean> {
  if (opening) return opening;
  const { accepts, declaredCategories, NECESSARY, privacySignalApplies, readConsent, sellsOrShares } = store;
  const consent = readConsent(doc);
  const declared = declaredCategories(doc);
  const leftOut = privacySignalApplies(doc) ? declared.filter(({ element }) => sellsOrShares(element)) : [];
  const necessary = doc.querySelector<HTMLElement>(`[data-cookiebar] [data-cookiebar-category="${NECESSARY}"]`);
  const view: Preferences.PreferencesView = {
    texts: {
      title: t('cookiebar.dialog_title'),
      intro: t('cookiebar.dialog_intro'),
      acceptAll: t('cookiebar.accept_all'),
      rejectAll: t('cookiebar.reject_all'),
      save: t('cookiebar.save'),
      close: t('cookiebar.close'),
      alwaysOn: t('cookiebar.always_on'),
    },
    // Why "Accept all" leaves some categories out, and the id a visitor can quote.
    privacyNote:
      leftOut.length > 0
        ? t('cookiebar.gpc_note', {
            categories: leftOut.map(({ element, name }) => labelOf(element) ?? name).join(', '),
          })
        : null,
    consentId: consent?.id ? t('cookiebar.consent_id', { id: consent.id }) : null,
    categories: [
      {
        name: NECESSARY,
        label: labelOf(necessary) ?? t('cookiebar.necessary_label'),
        description: textOf(necessary) || t('cookiebar.necessary_description'),
        checked: true,
        locked: true,
      },
      ...declared.map(({ name, element }) => ({
        name,
        label: labelOf(element) ?? name,
        description: textOf(element),
        checked: accepts(consent, name, doc),
        locked: false,
      })),
    ],
    onChoose,
  };
  opening = loadPreferences()
    .then(({ openPreferences: open }) => Boolean(open(doc, view, from)))
    // Reported by the loader (preload-error); the bar's own buttons still work.
    .catch(() => false)
    .finally(() => (opening = null));
  return opening;
}

function labelOf(element: HTMLElement | null): string | null {
  return element?.dataset.cookiebarLabel?.trim() || null;
}

function textOf(element: HTMLElement | null): string {
  return element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}
