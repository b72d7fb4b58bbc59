// A collapsible sub-menu: `button[data-submenu-toggle][aria-controls=ID]` toggles `hidden` on `#ID`
// and keeps `aria-expanded` on the button in step with it. Escape on the open sub-menu (a link in
// it, or its button) closes it and puts focus on its button, as in the APG's disclosure navigation;
// only a second Escape reaches the menu around it.
import type { Cleanup } from '../../runtime/enhance';

export function setup(toggle: HTMLElement): Cleanup {
  const id = toggle.getAttribute('aria-controls') ?? '';
  const submenuOf = () => (id ? toggle.ownerDocument.getElementById(id) : null);
  const initial = submenuOf();
  if (!initial)
    console.warn(
      `[site-widgets] submenu: no element with id "${id}" for the toggle's aria-controls; the toggle does nothing.`,
      toggle,
    );
  else toggle.setAttribute('aria-expanded', String(!initial.hidden));

  const setOpen = (submenu: HTMLElement, open: boolean) => {
    submenu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
  };
  const onClick = (event: Event) => {
    const submenu = submenuOf();
    if (!submenu) return;
    event.preventDefault();
    setOpen(submenu, Boolean(submenu.hidden));
  };
  const onKeydown = (event: KeyboardEvent) => {
    const submenu = submenuOf();
    if (event.key !== 'Escape' || event.defaultPrevented || !submenu || submenu.hidden) return;
    event.preventDefault(); // the menu leaves an Escape that something has answered
    event.stopPropagation(); // one Escape closes one thing
    toggle.focus();
    setOpen(submenu, false);
  };
  toggle.addEventListener('click', onClick);
  toggle.addEventListener('keydown', onKeydown);
  initial?.addEventListener('keydown', onKeydown);
  return () => {
    toggle.removeEventListener('click', onClick);
    toggle.removeEventListener('keydown', onKeydown);
    initial?.removeEventListener('keydown', onKeydown);
  };
}
