// Every lazy image and iframe, and every other `data-src`, but those that modules read themselves
// (runtime/module-list.ts); bundled in the entry.
import { defineBlockRuntime } from '../../runtime/block-runtime';
import { blockModules } from '../../runtime/module-block';
import { bundled } from '../../runtime/module-loading';
import block from './block';
import * as lazyImages from './lazy-images';

export default defineBlockRuntime({
  behaviours: blockModules(block, {
    'lazy-images': { load: bundled(lazyImages.setup), yieldsDataSrc: true },
  }),
});
