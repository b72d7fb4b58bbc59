import { defineWidget, type WidgetElement } from '../define-widget';
import { newsletterSignupAttributes } from './attributes';
import {
  NewsletterSignup,
  type NewsletterSignupErrorDetail,
  type NewsletterSignupSuccessDetail,
} from './newsletter-signup';

defineWidget({
  tag: 'newsletter-signup',
  attributes: newsletterSignupAttributes,
  component: NewsletterSignup,
  showsChildren: true,
});

export type NewsletterSignupElement = WidgetElement<typeof newsletterSignupAttributes>;
export type { NewsletterSignupErrorDetail, NewsletterSignupSuccessDetail };

declare global {
  interface HTMLElementTagNameMap {
    'newsletter-signup': NewsletterSignupElement;
  }
  interface HTMLElementEventMap {
    'newsletter-signup:success': CustomEvent<NewsletterSignupSuccessDetail>;
    'newsletter-signup:error': CustomEvent<NewsletterSignupErrorDetail>;
  }
}
