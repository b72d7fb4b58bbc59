// Every lazy image and iframe, and every other `data-src`, but those that modules read themselves
// (runtime/page-behaviour-list.ts); bundled in the entry.
import { defineBlockRuntime } from '../../runtime/block-runtime';
import { blockBehaviours } from '../../runtime/page-behaviour-block';
import { bundled } from '../../runtime/page-behaviour-loading';
import block from './lazy-images.block';
import * as lazyImages from './lazy-images';

export default defineBlockRuntime({
  behaviours: blockBehaviours(block, {
    'lazy-images': { load: bundled(lazyImages.setup), yieldsDataSrc: true },
  }),
});
