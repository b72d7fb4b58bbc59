import { definePageBehaviourBlock } from '../../runtime/page-behaviour-block';
import { cookiebarChange } from '../../common/consent/consent-event';

export default definePageBehaviourBlock({
  name: 'cookiebar',
  summary: 'the cookie bar and its preferences dialog; scripts that run only after consent',
  docs: 'blocks/cookiebar/README.md',
  markup: {
    cookiebar: '[data-cookiebar]',
    'cookiebar-open': '[data-cookiebar-open]',
    'consent-script': 'script[type="text/plain"][data-consent]',
  },
  events: [cookiebarChange],
});
