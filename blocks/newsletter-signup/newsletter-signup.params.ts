import { defineParams, wrapperParams } from '../../common/define-params';

/** The help of an endpoint's field: the WordPress plugin stores signups itself. */
const OWN_ENDPOINT = 'Leave empty to store signups with this plugin.';

export default defineParams({
  brand: {
    type: 'text',
    attribute: 'brand',
    label: 'Brand',
    help: 'Who may contact the visitor: named in the consent text.',
    description: 'The name the consent text gives for `{brand}`.',
  },
  heading: {
    type: 'text',
    label: 'Heading',
    markup: '`<hN>heading</hN>` first inside',
    description: 'A heading above the form.',
  },
  headingLevel: {
    type: 'heading level',
    default: 3,
    wordpressDefault: 2,
    label: 'Heading level',
    markup: "the heading's level",
    description: "The heading's level; WordPress saves `2`.",
  },
  intro: {
    type: 'text',
    label: 'Introduction',
    multiline: true,
    markup: '`<p>intro</p>` after the heading',
    description: 'A line of text under the heading.',
  },
  action: {
    type: 'url',
    attribute: 'action',
    label: 'Signup endpoint',
    help: OWN_ENDPOINT,
    description: "Where the form posts, relative or http(s); otherwise the widget's default.",
  },
  sessionInfo: {
    type: 'url',
    attribute: 'session-info',
    label: 'Session endpoint',
    help: OWN_ENDPOINT,
    description: "Where the widget fetches its CSRF token, relative or http(s); otherwise the widget's default.",
  },
  consentText: {
    type: 'text',
    label: 'Consent text',
    help: 'Leave empty for the standard text in the page’s language; {brand} is replaced by the brand.',
    markup: '`data-i18n-newsletter.consent_label="…"`, printed as it is: the widget replaces `{brand}` in it',
    description: "The consent checkbox's label; without it, the catalogue's `newsletter.consent_label`.",
  },
  ...wrapperParams(),
});
