import { defineModuleBlock } from '../../runtime/module-block';

export default defineModuleBlock({
  name: 'gallery',
  summary: 'image links open in a full-screen lightbox (PhotoSwipe)',
  docs: 'blocks/gallery/README.md',
  markup: { gallery: '[data-gallery]' },
});
