import { definePageBehaviourBlock } from '../../runtime/page-behaviour-block';

export default definePageBehaviourBlock({
  name: 'lazy-images',
  summary: 'lazy images and iframes',
  docs: 'blocks/lazy-images/README.md',
  markup: { 'lazy-images': ':is(img[loading=lazy], iframe[loading=lazy], [data-src], [data-srcset])' },
});
