import { defineParams } from '../../common/define-params';

export default defineParams({
  brand: { type: 'text', attribute: 'brand', description: 'The name the consent text gives for `{brand}`.' },
  heading: { type: 'text', markup: '`<hN>heading</hN>` first inside', description: 'A heading above the form.' },
  headingLevel: {
    type: 'heading level',
    default: 3,
    wordpressDefault: 2,
    markup: "the heading's level",
    description: "The heading's level; WordPress saves `2`.",
  },
  intro: { type: 'text', markup: '`<p>intro</p>` after the heading', description: 'A line of text under the heading.' },
  action: {
    type: 'url',
    attribute: 'action',
    description: "Where the form posts, relative or http(s); otherwise the widget's default.",
  },
  sessionInfo: {
    type: 'url',
    attribute: 'session-info',
    description: "Where the widget fetches its CSRF token, relative or http(s); otherwise the widget's default.",
  },
  consentText: {
    type: 'text',
    markup: '`data-i18n-newsletter.consent_label="…"`, printed as it is: the widget replaces `{brand}` in it',
    description: "The consent checkbox's label; without it, the catalogue's `newsletter.consent_label`.",
  },
});
