// The form a CMS may render inside <newsletter-signup>, so the signup works before and without the
// widget's code: it posts to its own `action` as any form does. The widget takes it over as it is
// (the same nodes, with whatever the visitor typed and ticked) instead of rendering its own.

/** The server-rendered form and the three fields the widget works with. */
export interface ServerForm {
  form: HTMLFormElement;
  email: HTMLInputElement;
  consent: HTMLInputElement;
  submit: HTMLButtonElement | HTMLInputElement;
}

export type FoundForm =
  /** No form among the children: the widget renders its own. */
  | { kind: 'none' }
  | { kind: 'complete'; fields: ServerForm }
  /** A form without one of the fields: it stays as the server rendered it, posting by itself. */
  | { kind: 'incomplete'; form: HTMLFormElement; missing: string[] };

const SUBMIT_BUTTON = 'button[type="submit"], button:not([type]), input[type="submit"]';

/** The first `<form>` among the CMS children (or inside one of them), with its fields. */
export function findServerForm(nodes: readonly Node[]): FoundForm {
  let form: HTMLFormElement | null = null;
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    form = node instanceof HTMLFormElement ? node : node.querySelector('form');
    if (form) break;
  }
  if (!form) return { kind: 'none' };
  const input = (selector: string) => form.querySelector<HTMLInputElement>(selector);
  const email = input('input[name="email"]') ?? input('input[type="email"]');
  const consent = input('input[type="checkbox"][name="consent"]') ?? input('input[type="checkbox"]');
  const submit = form.querySelector<HTMLButtonElement | HTMLInputElement>(SUBMIT_BUTTON);
  if (email && consent && submit) return { kind: 'complete', fields: { form, email, consent, submit } };
  const missing = [
    email ? null : 'an email field (input name="email")',
    consent ? null : 'a consent checkbox (input type="checkbox" name="consent")',
    submit ? null : 'a submit button',
  ].filter((name): name is string => name !== null);
  return { kind: 'incomplete', form, missing };
}

/** Sets attributes on an element; the returned function puts back the values they had. */
export function setAttributes(element: Element, values: Record<string, string | null>): () => void {
  const before = Object.keys(values).map((name) => [name, element.getAttribute(name)] as const);
  for (const [name, value] of Object.entries(values)) {
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
  return () => {
    for (const [name, value] of before) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  };
}
