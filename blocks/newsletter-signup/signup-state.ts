// The form's state as plain data and two transitions: a submit (which checks the fields and
// decides whether anything is sent) and the outcome of a submission. The React component only
// renders this state, so every rule here is tested without a browser.
import type { TextKey } from '../../common/i18n/catalogue';
import type { SignupOutcome } from './submit-signup';

export interface SignupState {
  /** `sending` while a submission runs (the only time one may start is from `editing`); `done` after success. */
  phase: 'editing' | 'sending' | 'done';
  /** The error next to the email field: a catalogue key, or the server's messages joined with spaces. */
  emailError: Message | null;
  /** The error next to the consent checkbox. */
  consentError: Message | null;
  /** A failure that belongs to no field (network, timeout, broken reply). */
  formError: Message | null;
  /** The server's success messages, shown instead of the fields. */
  success: string[];
}

/** A text from the catalogue, or text from the server (always rendered as text). */
export type Message = { key: TextKey } | { text: string };

export const initialSignupState: SignupState = {
  phase: 'editing',
  emailError: null,
  consentError: null,
  formError: null,
  success: [],
};

export interface SignupFields {
  email: string;
  consent: boolean;
}

/**
 * A submit: clears the messages and checks the fields in order (email, then consent). Returns
 * `sending` when the signup may be sent. While sending or after success it changes nothing.
 */
export function submitted(state: SignupState, { email, consent }: SignupFields): SignupState {
  if (state.phase !== 'editing') return state;
  const emailError: Message | null = email.trim() === '' ? { key: 'newsletter.email_required' } : null;
  const consentError: Message | null = consent ? null : { key: 'newsletter.terms_required' };
  const valid = !emailError && !consentError;
  return { phase: valid ? 'sending' : 'editing', emailError, consentError, formError: null, success: [] };
}

/** The outcome of a submission. An aborted one (the element left the page) leaves the form as it was. */
export function settled(state: SignupState, outcome: SignupOutcome): SignupState {
  if (state.phase !== 'sending') return state;
  const editing: SignupState = { ...initialSignupState };
  switch (outcome.kind) {
    case 'success':
      return { ...editing, phase: 'done', success: outcome.messages };
    case 'rejected':
      return { ...editing, emailError: { text: outcome.messages.join(' ') } };
    case 'failed':
      return outcome.reason === 'aborted' ? editing : { ...editing, formError: { key: 'newsletter.error' } };
  }
}

/** Every message on show, as text, in reading order (for the error event's detail). */
export function visibleErrors(state: SignupState, text: (key: TextKey) => string): string[] {
  return [state.emailError, state.consentError, state.formError]
    .filter((m): m is Message => m !== null)
    .map((m) => ('key' in m ? text(m.key) : m.text));
}
