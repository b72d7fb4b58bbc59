import { defineEvent, type EventMap } from '../../common/define-event';
import type { AttributeSpecs } from '../../widgets/attributes';
import { defineWidgetBlock, type WidgetElements } from '../../widgets/widget-block';

export const newsletterSignupAttributes = {
  brand: {
    type: 'string',
    default: '',
    description: 'The organisation named in the consent label ("I agree that {brand} may contact me by email").',
  },
  action: {
    type: 'url',
    default: '/api/v1/newsletter/signup',
    description:
      'Where the signup is posted (multipart form data with email and consent=1); ' +
      'on the page’s own origin, or nothing is sent.',
  },
  'session-info': {
    type: 'url',
    default: '/actions/users/session-info',
    description:
      'Where a fresh CSRF token is read (Craft’s session-info action) before each signup; ' +
      'on the page’s own origin, or nothing is sent.',
  },
} as const satisfies AttributeSpecs;

export const newsletterSignupSuccess = defineEvent({
  name: 'newsletter-signup:success',
  target: 'element',
  detail: { messages: 'string[]' },
  description: 'The server accepted the signup; `messages` are its success texts. Bubbles; carries no email address.',
});

export const newsletterSignupError = defineEvent({
  name: 'newsletter-signup:error',
  target: 'element',
  detail: { kind: ['invalid', 'rejected', 'failed'], messages: 'string[]' },
  description:
    '`invalid`: a field check failed and nothing was sent; `rejected`: the server said why; `failed`: no ' +
    'usable reply. Bubbles; carries no email address.',
});

const newsletterSignupEvents = [newsletterSignupSuccess, newsletterSignupError] as const;

const newsletterSignupBlock = defineWidgetBlock({
  tag: 'newsletter-signup',
  summary: 'email, consent and submit, posted with a CSRF token to your backend',
  docs: 'blocks/newsletter-signup/README.md',
  attributes: newsletterSignupAttributes,
  events: newsletterSignupEvents,
});

export default newsletterSignupBlock;

declare global {
  interface HTMLElementTagNameMap extends WidgetElements<typeof newsletterSignupBlock> {}
  interface HTMLElementEventMap extends EventMap<typeof newsletterSignupEvents> {}
}
