// The runtime modules of every block folder, as the scan enhances them: the blocks' runtime.ts
// lists (the entry gets them from the build, `site-widgets:block-runtimes`), in the blocks' order.
import type { RuntimeModule } from './enhance';

/** One list of modules; a module that yields `data-src` leaves out the markup that others own. */
export function moduleList(blockRuntimes: readonly (readonly RuntimeModule[])[]): RuntimeModule[] {
  const modules = blockRuntimes.flat();
  const owned = modules.filter((module) => module.ownsDataSrc).map((module) => module.selector);
  return modules.map((module) =>
    module.yieldsDataSrc && owned.length
      ? { ...module, selector: `${module.selector}:not(${owned.join(', ')})` }
      : module,
  );
}
