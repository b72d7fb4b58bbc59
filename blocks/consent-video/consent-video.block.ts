import { definePageBehaviourBlock } from '../../runtime/page-behaviour-block';

export default definePageBehaviourBlock({
  name: 'consent-video',
  summary: 'videos and embeds that load only after consent',
  docs: 'blocks/consent-video/README.md',
  markup: { 'consent-video': ':is([data-consent-video], [data-consent-embed])[data-src]' },
});
