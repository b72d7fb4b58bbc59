import { definePageBehaviourBlock } from '../../runtime/page-behaviour-block';

export default definePageBehaviourBlock({
  name: 'menu',
  summary: 'the navigation menu: open, close, scroll freeze, focus',
  docs: 'blocks/menu/README.md',
  markup: {
    menu: 'button[data-menu-toggle][aria-controls]',
    submenu: 'button[data-submenu-toggle][aria-controls]',
  },
});
