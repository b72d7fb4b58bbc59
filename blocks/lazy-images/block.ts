import { defineModuleBlock } from '../../runtime/module-block';

export default defineModuleBlock({
  name: 'lazy-images',
  summary: 'lazy images and iframes',
  docs: 'blocks/lazy-images/README.md',
  markup: { 'lazy-images': ':is(img[loading=lazy], iframe[loading=lazy], [data-src], [data-srcset])' },
});
