import { defineTexts, type SectionKeys } from '../../common/i18n/define-texts';

/** Texts of the consent-gated video (`[data-consent-video]`). */
const consentVideoTexts = defineTexts({
  en: {
    'consent_video.notice':
      'This video is shown by an external service that places cookies. ' +
      'To watch it, allow all cookies in the cookie settings.',
    'consent_video.open_settings': 'Change cookie settings',
    'consent_video.default_title': 'Video',
  },
  nl: {
    'consent_video.notice':
      'Deze video wordt getoond via een externe dienst die cookies plaatst. ' +
      'Sta alle cookies toe in de cookie-instellingen om hem te bekijken.',
    'consent_video.open_settings': 'Cookie-instellingen wijzigen',
    'consent_video.default_title': 'Video',
  },
});

export default consentVideoTexts;

declare global {
  // Its keys, in the one type of every text key (TextKey).
  interface SiteWidgetsTexts extends SectionKeys<typeof consentVideoTexts> {}
}
