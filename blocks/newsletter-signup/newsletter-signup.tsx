import { useEffect, useMemo, useRef, useState } from 'react';
import { dispatch } from '../../common/define-event';
import { pageLanguage } from '../../common/language';
import { Adopt } from '../../widgets/adopt';
import { trimmedOfDebris } from '../../widgets/autop';
import type { AttributeValues } from '../../widgets/attributes';
import { useWidget } from '../../widgets/widget-context';
import { uniqueId } from '../../widgets/unique-id';
import { useTexts } from '../../widgets/use-texts';
import {
  newsletterSignupError,
  newsletterSignupSuccess,
  type newsletterSignupAttributes,
} from './newsletter-signup.block';
import { EnhancedForm } from './enhanced-form';
import { findServerForm, type FoundForm } from './server-form';
import { SignupError } from './signup-error';
import { initialSignupState, settled, submitted, visibleErrors, type Message, type SignupState } from './signup-state';
import { crossOriginEndpoints, submitSignup, type SignupContext } from './submit-signup';

/** Per element, the "attribute value" pairs already warned about: one warning each, moves included. */
const warnedEndpoints = new WeakMap<HTMLElement, Set<string>>();

/** One console warning per element and cross-origin endpoint value; submitSignup refuses them. */
function warnCrossOrigin(host: HTMLElement, endpoints: { action: string; 'session-info': string }): void {
  const warned = warnedEndpoints.get(host) ?? new Set<string>();
  warnedEndpoints.set(host, warned);
  for (const name of crossOriginEndpoints(endpoints)) {
    const key = `${name} ${endpoints[name]}`;
    if (warned.has(key)) continue;
    warned.add(key);
    console.warn(
      `[site-widgets] <${host.localName}> attribute "${name}": "${endpoints[name]}" is on another origin; ` +
        "nothing is sent there (the CSRF token stays on this page's origin).",
    );
  }
}

/** The page without its fragment: where the visitor agreed. */
const pageAddress = () => location.href.replace(/#.*$/, '');

/**
 * What the signup sends besides the address (submit-signup.ts, SignupContext): the consent text
 * as its label shows it, the time since the form was shown, and the honeypot's value.
 */
function signupContext(consent: HTMLInputElement, shownAt: number, trap: HTMLInputElement | null): SignupContext {
  return {
    page: pageAddress(),
    lang: pageLanguage(),
    consent_text: (consent.labels?.[0]?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    elapsed: String(Math.round(performance.now() - shownAt)),
    website: trap?.value ?? '',
  };
}

/** Server forms already warned about: one warning each. */
const warnedForms = new WeakSet<HTMLFormElement>();

/** One console warning for a server form the widget cannot take over (it keeps posting by itself). */
function warnIncomplete(host: HTMLElement, found: FoundForm): void {
  if (found.kind !== 'incomplete' || warnedForms.has(found.form)) return;
  warnedForms.add(found.form);
  console.warn(
    `[site-widgets] <${host.localName}>: the form inside lacks ${found.missing.join(' and ')}; ` +
      'it stays as the server rendered it and posts to its own action, without the widget.',
    found.form,
  );
}

/**
 * An email field, a consent checkbox and a button; the CMS intro stays above them. A form the
 * server rendered inside the element (server-form.ts) is used instead of the widget's own.
 */
export function NewsletterSignup({ brand, action, sessionInfo }: AttributeValues<typeof newsletterSignupAttributes>) {
  const { host, content } = useWidget();
  // Every child is the intro (slotted ones too), less wpautop's debris; a server form stays among them.
  const intro = useMemo(() => trimmedOfDebris(content.all), [content]);
  const found = useMemo(() => findServerForm(content.all), [content]);
  const serverFields = found.kind === 'complete' ? found.fields : null;
  const t = useTexts();
  const text = (message: Message) => ('key' in message ? t(message.key) : message.text);
  const [ids] = useState(() => {
    const id = uniqueId('newsletter-signup');
    return {
      email: `${id}-email`,
      emailError: `${id}-email-error`,
      consent: `${id}-consent`,
      consentError: `${id}-consent-error`,
      formError: `${id}-error`,
    };
  });
  const [state, setState] = useState<SignupState>(initialSignupState);
  // The state a submit sees, updated synchronously: a second click or Enter in the same frame
  // already finds `sending` and sends nothing.
  const latestState = useRef(state);
  // The widget's own fields; a server form's are in serverFields.
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  // The honeypot: a field people never see or reach; a bot that fills in every field fills it.
  const trapRef = useRef<HTMLInputElement>(null);
  // When the form was shown, for the time a backend expects a person to take filling it in.
  const [shownAt] = useState(() => performance.now());
  // The request being sent, to abort when the widget goes.
  const pendingRequest = useRef<AbortController | null>(null);
  const focusAfterRender = useRef<'email' | 'consent' | 'success' | null>(null);

  const update = (next: SignupState) => {
    latestState.current = next;
    setState(next);
  };

  useEffect(() => () => pendingRequest.current?.abort(), []);

  useEffect(() => warnCrossOrigin(host, { action, 'session-info': sessionInfo }), [host, action, sessionInfo]);

  useEffect(() => warnIncomplete(host, found), [host, found]);

  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (!target) return;
    const fields = serverFields ?? { email: emailRef.current, consent: consentRef.current };
    (target === 'success' ? successRef.current : fields[target])?.focus();
  }, [state, serverFields]);

  const onSubmit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const before = latestState.current;
    const email = (serverFields?.email ?? emailRef.current!).value;
    const consentField = serverFields?.consent ?? consentRef.current!;
    const next = submitted(before, { email, consent: consentField.checked });
    if (next === before) return; // already sending, or done
    update(next);
    if (next.phase !== 'sending') {
      focusAfterRender.current = next.emailError ? 'email' : 'consent';
      dispatch(host, newsletterSignupError, { kind: 'invalid', messages: visibleErrors(next, t) });
      return;
    }
    const controller = new AbortController();
    pendingRequest.current = controller;
    // A server form may hold a honeypot of its own, named as the widget's.
    const trap = serverFields
      ? serverFields.form.querySelector<HTMLInputElement>('input[name="website"]')
      : trapRef.current;
    const context = signupContext(consentField, shownAt, trap);
    void submitSignup({
      email,
      action,
      sessionInfo,
      language: pageLanguage(),
      context,
      signal: controller.signal,
    }).then((outcome) => {
      if (controller.signal.aborted) return;
      pendingRequest.current = null;
      const after = settled(latestState.current, outcome);
      if (after.phase === 'done') focusAfterRender.current = 'success';
      update(after);
      if (outcome.kind === 'success') dispatch(host, newsletterSignupSuccess, { messages: outcome.messages });
      else
        dispatch(host, newsletterSignupError, {
          kind: outcome.kind,
          messages: visibleErrors(after, t),
        });
    });
  };

  const sending = state.phase === 'sending';
  const done = state.phase === 'done';
  const busyLabel = t('newsletter.busy');
  return (
    <>
      <Adopt className="newsletter-signup__intro" nodes={intro} />
      {serverFields && <EnhancedForm fields={serverFields} {...{ state, ids, text, busyLabel, onSubmit }} />}
      {/* The form is the widget's own: routers that take over forms (htmx's hx-boost, Turbo Drive) leave it alone. */}
      {found.kind === 'none' && (
        <form
          className="newsletter-signup__form"
          noValidate
          onSubmit={onSubmit}
          aria-busy={sending || undefined}
          hidden={done}
          hx-boost="false"
          data-turbo="false"
        >
          <div className="newsletter-signup__field">
            <label className="newsletter-signup__label" htmlFor={ids.email}>
              {t('newsletter.email_label')}
            </label>
            <input
              ref={emailRef}
              className="newsletter-signup__input"
              id={ids.email}
              name="email"
              type="email"
              required
              autoComplete="email"
              aria-invalid={state.emailError ? true : undefined}
              aria-describedby={state.emailError ? ids.emailError : undefined}
            />
            {state.emailError && <SignupError id={ids.emailError} text={text(state.emailError)} />}
          </div>
          <div className="newsletter-signup__field newsletter-signup__field--consent">
            <input
              ref={consentRef}
              className="newsletter-signup__checkbox"
              id={ids.consent}
              name="consent"
              type="checkbox"
              value="1"
              aria-invalid={state.consentError ? true : undefined}
              aria-describedby={state.consentError ? ids.consentError : undefined}
            />
            <label className="newsletter-signup__consent-label" htmlFor={ids.consent}>
              {brand.trim()
                ? t('newsletter.consent_label', { brand: brand.trim() })
                : t('newsletter.consent_label_no_brand')}
            </label>
            {state.consentError && <SignupError id={ids.consentError} text={text(state.consentError)} />}
          </div>
          {/* Out of sight and out of the accessibility tree, and no Tab stop: only a bot fills it in. */}
          <div className="newsletter-signup__trap" aria-hidden="true">
            <input ref={trapRef} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          {/* Busy is shown, not enforced by `disabled`: a disabled button would drop keyboard focus. */}
          <button
            className="newsletter-signup__submit"
            type="submit"
            aria-disabled={sending || undefined}
            aria-describedby={state.formError ? ids.formError : undefined}
          >
            {sending ? t('newsletter.busy') : t('newsletter.submit')}
          </button>
          {state.formError && <SignupError id={ids.formError} text={text(state.formError)} form />}
        </form>
      )}
      {/* Always present, so the status region exists before its text arrives and is announced. */}
      <div className="newsletter-signup__success" role="status" tabIndex={-1} ref={successRef}>
        {state.success.map((message, index) => (
          <p key={index}>{message}</p>
        ))}
      </div>
    </>
  );
}
