// The widget's behaviour on a server-rendered form: it adds its handler, state and messages to the same
// nodes, and takes them off on unmount, so the form goes back as the server rendered it.
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { setAttributes, type ServerForm } from './server-form';
import { SignupError } from './signup-error';
import type { Message, SignupState } from './signup-state';

/** Marks the elements the widget inserts into a server form to hold its messages. */
const MESSAGES_ATTRIBUTE = 'data-newsletter-signup-messages';

interface MessageIds {
  emailError: string;
  consentError: string;
  formError: string;
}

interface EnhancedFormProps {
  fields: ServerForm;
  state: SignupState;
  ids: MessageIds;
  text: (message: Message) => string;
  busyLabel: string;
  onSubmit: (event: Event) => void;
}

/** The child of `form` that holds `field` (its row), or the field itself when it is a direct child. */
function rowOf(form: HTMLFormElement, field: Element): Element {
  let row = field;
  while (row.parentElement && row.parentElement !== form) row = row.parentElement;
  return row;
}

function messageHolder(): HTMLDivElement {
  const holder = document.createElement('div');
  holder.className = 'newsletter-signup__messages';
  holder.setAttribute(MESSAGES_ATTRIBUTE, '');
  return holder;
}

export function EnhancedForm({ fields, state, ids, text, busyLabel, onSubmit }: EnhancedFormProps) {
  // Detached at first: React renders the messages into them, the layout effect puts them in the form.
  const [holders] = useState(() => ({ email: messageHolder(), consent: messageHolder(), form: messageHolder() }));
  const submitHandler = useRef(onSubmit);
  useLayoutEffect(() => {
    submitHandler.current = onSubmit;
  });

  useLayoutEffect(() => {
    const { form, email, consent, submit } = fields;
    // Holders left in a copy of the rendered page (a router's snapshot) go: these are the live ones.
    for (const stale of form.querySelectorAll(`[${MESSAGES_ATTRIBUTE}]`)) stale.remove();
    rowOf(form, email).after(holders.email);
    rowOf(form, consent).after(holders.consent);
    rowOf(form, submit).after(holders.form);
    // As on the widget's own form: its checks instead of the browser's, and routers leave it alone.
    const restore = setAttributes(form, { novalidate: '', 'hx-boost': 'false', 'data-turbo': 'false' });
    const listener = (event: Event) => submitHandler.current(event);
    form.addEventListener('submit', listener);
    return () => {
      form.removeEventListener('submit', listener);
      restore();
      for (const holder of Object.values(holders)) holder.remove();
    };
  }, [fields, holders]);

  const sending = state.phase === 'sending';
  const done = state.phase === 'done';
  useLayoutEffect(() => {
    const { form, email, consent, submit } = fields;
    // Each run starts from the server's values (the previous run's cleanup put them back).
    const describedBy = (field: Element, id: string | null) => {
      const own = field.getAttribute('aria-describedby');
      return own && id ? `${own} ${id}` : (own ?? id);
    };
    const restores = [
      setAttributes(form, { 'aria-busy': sending ? 'true' : null, hidden: done ? '' : form.getAttribute('hidden') }),
      setAttributes(email, {
        'aria-invalid': state.emailError ? 'true' : email.getAttribute('aria-invalid'),
        'aria-describedby': describedBy(email, state.emailError ? ids.emailError : null),
      }),
      setAttributes(consent, {
        'aria-invalid': state.consentError ? 'true' : consent.getAttribute('aria-invalid'),
        'aria-describedby': describedBy(consent, state.consentError ? ids.consentError : null),
      }),
      // Busy is shown, not enforced by `disabled`: a disabled button would drop keyboard focus.
      setAttributes(submit, {
        'aria-disabled': sending ? 'true' : submit.getAttribute('aria-disabled'),
        'aria-describedby': describedBy(submit, state.formError ? ids.formError : null),
      }),
    ];
    if (sending) restores.push(showBusy(submit, busyLabel));
    return () => {
      for (const restore of restores.reverse()) restore();
    };
  }, [fields, state, ids, sending, done, busyLabel]);

  const error = (message: Message | null, id: string, holder: HTMLElement, form = false) =>
    message && createPortal(<SignupError id={id} text={text(message)} form={form} />, holder);
  return (
    <>
      {error(state.emailError, ids.emailError, holders.email)}
      {error(state.consentError, ids.consentError, holders.consent)}
      {error(state.formError, ids.formError, holders.form, true)}
    </>
  );
}

/** The button says it is busy (as the widget's own button does); the returned function puts its own label back. */
function showBusy(submit: HTMLButtonElement | HTMLInputElement, label: string): () => void {
  if (submit instanceof HTMLInputElement) return setAttributes(submit, { value: label });
  const own = Array.from(submit.childNodes);
  submit.replaceChildren(label);
  return () => submit.replaceChildren(...own);
}
