// The gallery chunk is a click listener; it asks for the lightbox chunk on the first click. It
// loads after the widgets requested with it: a lightbox does not compete with them as they start.
import { loadChunk } from '../../runtime/load-chunk';
import { defineBlockRuntime } from '../../runtime/block-runtime';
import { blockBehaviours } from '../../runtime/page-behaviour-block';
import { afterWidgets } from '../../runtime/registry';
import block from './gallery.block';
import type * as Gallery from './gallery.chunk';
import type * as Lightbox from './lightbox.chunk';

const loadLightbox = () => loadChunk<typeof Lightbox>('lightbox');

export default defineBlockRuntime({
  behaviours: blockBehaviours(block, {
    gallery: {
      load: () =>
        afterWidgets(() => loadChunk<typeof Gallery>('gallery')).then(({ setup }) => ({
          setup: (gallery: HTMLElement) => setup(gallery, loadLightbox),
        })),
    },
  }),
});
