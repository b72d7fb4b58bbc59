// The eager entry, dist/site-widgets.js: the runtime, started with the runtime part of every block
// folder (blocks/NAME/runtime.ts; the build makes `site-widgets:block-runtimes` from the folders).
// The widgets need no line here: the registry loads each by its tag (build/block-folders.mjs).
import blockRuntimes from 'site-widgets:block-runtimes';
import { start } from './runtime/start';

start(blockRuntimes);
