// A collapsible sub-menu (`button[data-submenu-toggle]`), whose Escape closes it before the menu
// around it, as in the APG's disclosure navigation. The rules: README.md (Behaviour).
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
