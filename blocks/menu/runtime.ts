// The menu's toggles, bundled in the entry: nearly every page has a menu.
import { defineBlockRuntime } from '../../runtime/block-runtime';
import { blockModules } from '../../runtime/module-block';
import { bundled } from '../../runtime/module-loading';
import block from './block';
import * as menu from './menu';
import * as submenu from './submenu';

export default defineBlockRuntime({
  behaviours: blockModules(block, {
    menu: { load: bundled(menu.setup) },
    submenu: { load: bundled(submenu.setup) },
  }),
});
