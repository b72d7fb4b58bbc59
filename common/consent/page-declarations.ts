// What the page's markup declares about consent (its bars' revision and categories) and the names
// the page and the store share: read here alone, so the entry and the chunks read them alike.
import { isCategoryName, NECESSARY } from './consent-value';

/** On <html> while a stored choice hides every bar (the stylesheet reads it), until a bar decides. */
export const STORED_MARK = 'data-cookiebar-stored';
/** The localStorage key of the note that a choice is stored, read before the cookie can be. */
export const STORED_HINT = 'site-widgets:cookiebar-stored';

/** The bars of the page (a page normally has one). */
export function bars(doc: Document): HTMLElement[] {
  return Array.from(doc.querySelectorAll<HTMLElement>('[data-cookiebar]'));
}

/** The page's consent revision: the highest `data-cookiebar-revision` of its bars, else 0. */
export function pageRevision(doc: Document = document): number {
  let revision = 0;
  for (const bar of bars(doc)) {
    const value = Number(bar.dataset.cookiebarRevision ?? 0);
    if (Number.isInteger(value) && value > revision) revision = value;
  }
  return revision;
}

/** A category declared in a bar's markup. */
export interface CategoryDeclaration {
  name: string;
  /** The declaring element: its label, description and cookie list are read from it. */
  element: HTMLElement;
}

/** The categories the page's bars declare, `necessary` left out, in markup order. */
export function declaredCategories(doc: Document = document): CategoryDeclaration[] {
  const seen = new Map<string, CategoryDeclaration>();
  for (const bar of bars(doc)) {
    for (const element of bar.querySelectorAll<HTMLElement>('[data-cookiebar-category]')) {
      const name = element.dataset.cookiebarCategory ?? '';
      if (!isCategoryName(name) || name === 'all') {
        console.warn(
          `[site-widgets] cookiebar: data-cookiebar-category="${name}" is not a category name ` +
            '(a-z, 0-9, - and _, starting with a letter); left out.',
          element,
        );
      } else if (name !== NECESSARY && !seen.has(name)) seen.set(name, { name, element });
    }
  }
  return [...seen.values()];
}

/** The cookie names (or `prefix*` patterns) a category lists in `data-consent-cookies`. */
export function listedCookies(element: HTMLElement): string[] {
  return (element.dataset.consentCookies ?? '').split(/[\s,]+/).filter(Boolean);
}
