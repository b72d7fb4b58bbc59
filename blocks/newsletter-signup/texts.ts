import { defineTexts, type SectionKeys } from '../../common/i18n/define-texts';

/** Texts of the newsletter-signup widget. The three message keys and their English come from the contract. */
const newsletterTexts = defineTexts({
  en: {
    'newsletter.email_label': 'Email address',
    'newsletter.consent_label': 'I agree that {brand} may contact me by email',
    'newsletter.consent_label_no_brand': 'I agree to be contacted by email',
    'newsletter.submit': 'Sign up',
    'newsletter.busy': 'Signing up…',
    'newsletter.email_required': 'E-mail is required',
    'newsletter.terms_required': 'You must agree to be contacted',
    'newsletter.error': 'Something went wrong, please try again later',
  },
  nl: {
    'newsletter.email_label': 'E-mailadres',
    'newsletter.consent_label': 'Ik ga ermee akkoord dat {brand} mij per e-mail benadert',
    'newsletter.consent_label_no_brand': 'Ik ga ermee akkoord per e-mail benaderd te worden',
    'newsletter.submit': 'Aanmelden',
    'newsletter.busy': 'Bezig met aanmelden…',
    'newsletter.email_required': 'E-mail is verplicht',
    'newsletter.terms_required': 'Je moet akkoord gaan om benaderd te worden',
    'newsletter.error': 'Er ging iets mis, probeer het later opnieuw',
  },
});

export default newsletterTexts;

declare global {
  // Its keys, in the one type of every text key (TextKey).
  interface SiteWidgetsTexts extends SectionKeys<typeof newsletterTexts> {}
}
