import { defineModuleBlock } from '../../runtime/module-block';

export default defineModuleBlock({
  name: 'menu',
  summary: 'the navigation menu: open, close, scroll freeze, focus',
  docs: 'blocks/menu/README.md',
  markup: {
    menu: 'button[data-menu-toggle][aria-controls]',
    submenu: 'button[data-submenu-toggle][aria-controls]',
  },
});
