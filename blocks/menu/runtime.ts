// The menu's toggles, bundled in the entry: nearly every page has a menu.
import type { RuntimeModule } from '../../runtime/enhance';
import { bundled } from '../../runtime/module-loading';
import block from './block';
import * as menu from './menu';
import * as submenu from './submenu';

export default [
  { name: 'menu', selector: block.markup.menu, load: bundled(menu.setup) },
  { name: 'submenu', selector: block.markup.submenu, load: bundled(submenu.setup) },
] satisfies RuntimeModule[];
