// The gallery chunk is a click listener; it asks for the lightbox chunk on the first click. It
// loads after the widgets requested with it: a lightbox does not compete with them as they start.
import type { RuntimeModule } from '../../runtime/enhance';
import { loadChunk } from '../../runtime/load-chunk';
import { afterWidgets } from '../../runtime/registry';
import block from './block';
import type * as Gallery from './gallery.chunk';
import type * as Lightbox from './lightbox.chunk';

const loadLightbox = () => loadChunk<typeof Lightbox>('lightbox');

export default [
  {
    name: 'gallery',
    selector: block.markup.gallery,
    load: () =>
      afterWidgets(() => loadChunk<typeof Gallery>('gallery')).then(({ setup }) => ({
        setup: (gallery: HTMLElement) => setup(gallery, loadLightbox),
      })),
  },
] satisfies RuntimeModule[];
