// The menu's toggles, bundled in the entry: nearly every page has a menu.
import { defineBlockRuntime } from '../../runtime/block-runtime';
import { blockBehaviours } from '../../runtime/page-behaviour-block';
import { bundled } from '../../runtime/page-behaviour-loading';
import block from './menu.block';
import * as menu from './menu';
import * as submenu from './submenu';

export default defineBlockRuntime({
  behaviours: blockBehaviours(block, {
    menu: { load: bundled(menu.setup) },
    submenu: { load: bundled(submenu.setup) },
  }),
});
