// The hero's animation (GSAP) is a chunk that loads after the widgets requested with it: it only
// decorates, and does not compete with them for the main thread as they start.
import { loadChunk } from '../../runtime/load-chunk';
import { defineBlockRuntime } from '../../runtime/block-runtime';
import { blockBehaviours } from '../../runtime/page-behaviour-block';
import { afterWidgets } from '../../runtime/registry';
import block from './hero.block';
import type * as Hero from './hero.chunk';

export default defineBlockRuntime({
  behaviours: blockBehaviours(block, {
    hero: {
      load: () => afterWidgets(() => loadChunk<typeof Hero>('hero')),
      // Shown as it is at once, rather than after the stylesheet's 4 s fallback.
      unavailable: (hero: HTMLElement) => hero.setAttribute('data-hero-failed', ''),
    },
  }),
});
