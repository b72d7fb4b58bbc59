import type { EventDetail, EventMap } from '../../common/define-event';
import { defineWidget, type WidgetElement } from '../../widgets/define-widget';
import block, {
  newsletterSignupAttributes,
  type newsletterSignupError,
  type NewsletterSignupEvents,
  type newsletterSignupSuccess,
} from './block';
import { NewsletterSignup } from './newsletter-signup';

defineWidget({
  tag: block.tag,
  attributes: newsletterSignupAttributes,
  component: NewsletterSignup,
  showsChildren: true,
});

export type NewsletterSignupElement = WidgetElement<typeof newsletterSignupAttributes>;
export type NewsletterSignupSuccessDetail = EventDetail<typeof newsletterSignupSuccess>;
export type NewsletterSignupErrorDetail = EventDetail<typeof newsletterSignupError>;
type NewsletterSignupEventMap = EventMap<NewsletterSignupEvents>;

declare global {
  interface HTMLElementTagNameMap {
    'newsletter-signup': NewsletterSignupElement;
  }
  interface HTMLElementEventMap extends NewsletterSignupEventMap {}
}
