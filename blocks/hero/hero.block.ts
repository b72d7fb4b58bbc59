import { definePageBehaviourBlock } from '../../runtime/page-behaviour-block';

export default definePageBehaviourBlock({
  name: 'hero',
  summary: 'the animated hero with a pause button',
  docs: 'blocks/hero/README.md',
  markup: { hero: '[data-hero]' },
});
