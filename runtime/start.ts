// Starts the runtime on the page: the entry (site-widgets.ts) calls it with the runtime part of
// every block folder. Kept small, as the entry is: the registry, the scan and what the folders
// bundle; everything heavy is a chunk loaded when its markup is on the page.
import { sharedSlot } from '../common/shared-state';
import type { BlockRuntime, StartSteps } from './block-runtime';
import { keepEarlyInteractions } from './early-interactions/early-interactions';
import { behaviourList } from './page-behaviour-list';
import { startScanning } from './scan';

/** Starts the runtime with the block folders' runtime parts, once per page. */
export function start(blockRuntimes: readonly BlockRuntime[]): void {
  // The script may be included twice (a CMS block and a layout); the second copy does nothing.
  let first = false;
  sharedSlot('started', () => (first = true));
  if (!first) return;
  const behaviours = behaviourList(blockRuntimes.map((runtime) => runtime.behaviours ?? []));
  const steps = (step: keyof StartSteps) => () => {
    for (const runtime of blockRuntimes) {
      // One folder's failing step leaves the other folders' steps and the scan running.
      try {
        runtime.start?.[step]?.();
      } catch (error) {
        console.error(`[site-widgets] a block's start step "${step}" failed; the other blocks start.`, error);
      }
    }
  };
  // From now on, a click on a widget whose code is on its way is not lost.
  keepEarlyInteractions(Object.assign({}, ...blockRuntimes.map((runtime) => runtime.earlyAnswers)));
  steps('atOnce')();
  const begin = () => {
    steps('parsed')();
    startScanning(behaviours);
    markStarted();
  };
  // A module script, async or deferred, may run before the document is parsed: wait for it then.
  // (Starting on a half-parsed page was tried: under load the parser keeps the main thread busy,
  // and the widgets at the top were not interactive any sooner.)
  if (document.readyState === 'loading') {
    markStarted();
    steps('beforeFirstPaint')();
    document.addEventListener('DOMContentLoaded', begin, { once: true });
  } else {
    // The widgets in view are asked for first: React's download waits for nothing else.
    begin();
    steps('beforeFirstPaint')();
  }
}

/**
 * Tells the stylesheet the runtime is here: the blocks' fallbacks for a script that never arrives
 * stand down. On a parsed page this comes after the first scan: the attribute restyles the root
 * and the waiting sliders, and the scan's measuring of the widgets in view would otherwise wait
 * for that restyle (and a layout) before asking for their code. Keep selectors under this
 * attribute to a few elements: a rule for every waiting accordion item made it restyle them all.
 */
function markStarted(): void {
  document.documentElement.setAttribute('data-site-widgets-started', '');
}
