import type { EventDetail, EventMap } from '../../common/events';
import { defineWidget, type WidgetElement } from '../define-widget';
import {
  newsletterSignupAttributes,
  type newsletterSignupError,
  type newsletterSignupEvents,
  type newsletterSignupSuccess,
} from './attributes';
import { NewsletterSignup } from './newsletter-signup';

defineWidget({
  tag: 'newsletter-signup',
  attributes: newsletterSignupAttributes,
  component: NewsletterSignup,
  showsChildren: true,
});

export type NewsletterSignupElement = WidgetElement<typeof newsletterSignupAttributes>;
export type NewsletterSignupSuccessDetail = EventDetail<typeof newsletterSignupSuccess>;
export type NewsletterSignupErrorDetail = EventDetail<typeof newsletterSignupError>;
type NewsletterSignupEventMap = EventMap<typeof newsletterSignupEvents>;

declare global {
  interface HTMLElementTagNameMap {
    'newsletter-signup': NewsletterSignupElement;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map is the declared events
  interface HTMLElementEventMap extends NewsletterSignupEventMap {}
}
