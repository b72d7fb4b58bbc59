// The page the Craft stand-in answers a plain form post with (the newsletter form posted without
// JavaScript): what happened, in the language of the page the form was on. After a success, a
// link back to that page; after a refusal, the form again with the typed email and the consent as
// they were, the message at the field it is about, and that field focused (autofocus, so no script
// is needed), as a site's own server-rendered form would answer.
import { escapeHtml } from './pages.mjs';

const TEXTS = {
  nl: {
    title: 'Nieuwsbrief',
    signedUp: 'Aangemeld',
    problem: 'Fout',
    back: 'Terug naar de pagina',
    email: 'E-mailadres',
    consent: 'Ik ga ermee akkoord dat Studio Noord mij per e-mail benadert',
    submit: 'Aanmelden',
    form: 'Het formulier',
  },
  en: {
    title: 'Newsletter',
    signedUp: 'Signed up',
    problem: 'Error',
    back: 'Back to the page',
    email: 'Email address',
    consent: 'I agree that Studio Noord may contact me by email',
    submit: 'Sign up',
    form: 'The form',
  },
};

/**
 * @param {{ language: 'nl' | 'en', backTo: string, action: string }} page where the visitor came
 *   from (a path on this site) and where the form posts
 * @param {{ success: string } | { field: 'email' | 'consent' | null, message: string, email: string,
 *   consent: boolean, csrfInput: string }} outcome `field` null: a refusal that is about no field
 *   (a stale token); `csrfInput` is the fresh hidden field
 */
export function renderSignupPage({ language, backTo, action }, outcome) {
  const t = TEXTS[language];
  const back = `<p><a href="${escapeHtml(backTo)}">${t.back}</a></p>`;
  if ('success' in outcome) {
    const status = `<p class="newsletter-signup__success" role="status">${escapeHtml(outcome.success)}</p>`;
    return layout(language, `${t.signedUp}: ${t.title}`, `<h1>${t.title}</h1>\n${status}\n${back}`);
  }
  const { field, message, email, consent } = outcome;
  const text = escapeHtml(message);
  // The message's id, and the attributes of the field it is about.
  const errorId = `newsletter-${field}-error`;
  const invalid = (name) => (field === name ? ` aria-invalid="true" aria-describedby="${errorId}" autofocus` : '');
  const error = (name) => (field === name ? `<p class="newsletter-signup__error" id="${errorId}">${text}</p>` : '');
  const emailInput =
    '<input class="newsletter-signup__input" id="newsletter-email" name="email" type="email" required\n' +
    `      autocomplete="email" value="${escapeHtml(email)}"${invalid('email')}>`;
  const consentInput =
    '<input class="newsletter-signup__checkbox" id="newsletter-consent" name="consent" type="checkbox"\n' +
    `      value="1" required${consent ? ' checked' : ''}${invalid('consent')}>`;
  // Inside the element, so the form gets the widget's stylesheet (its sizes are set on the element).
  const form =
    `<newsletter-signup><form class="newsletter-signup__form" method="post" action="${escapeHtml(action)}" ` +
    `aria-label="${t.form}">
  ${outcome.csrfInput}
  ${field === null ? `<p class="newsletter-signup__error" role="alert">${text}</p>` : ''}
  <div class="newsletter-signup__field">
    <label class="newsletter-signup__label" for="newsletter-email">${t.email}</label>
    ${emailInput}
    ${error('email')}
  </div>
  <div class="newsletter-signup__field newsletter-signup__field--consent">
    ${consentInput}
    <label class="newsletter-signup__consent-label" for="newsletter-consent">${t.consent}</label>
    ${error('consent')}
  </div>
  <button class="newsletter-signup__submit" type="submit">${t.submit}</button>
</form></newsletter-signup>`;
  // The page title starts with the error, so a screen reader says it as the page opens.
  const fieldName = { email: `${t.email}: `, consent: `${t.consent}: ` }[field] ?? '';
  return layout(language, `${t.problem}: ${fieldName}${message} (${t.title})`, `<h1>${t.title}</h1>\n${form}\n${back}`);
}

function layout(language, title, main) {
  return `<!doctype html>
<html lang="${language}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="/assets/demo.css">
  <link rel="stylesheet" href="/dist/site-widgets.css">
</head>
<body>
  <main id="main" class="signup-result">
${main}
  </main>
</body>
</html>
`;
}
