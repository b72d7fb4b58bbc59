import { definePageBehaviourBlock } from '../../runtime/page-behaviour-block';

export default definePageBehaviourBlock({
  name: 'gallery',
  summary: 'image links open in a full-screen lightbox (PhotoSwipe)',
  docs: 'blocks/gallery/README.md',
  markup: { gallery: '[data-gallery]' },
});
