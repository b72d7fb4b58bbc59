// A collapsible sub-menu: `button[data-submenu-toggle][aria-controls=ID]` toggles `hidden` on `#ID`
// and keeps `aria-expanded` on the button in step with it.
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

  const onClick = (event: Event) => {
    const submenu = submenuOf();
    if (!submenu) return;
    event.preventDefault();
    submenu.hidden = !submenu.hidden;
    toggle.setAttribute('aria-expanded', String(!submenu.hidden));
  };
  toggle.addEventListener('click', onClick);
  return () => toggle.removeEventListener('click', onClick);
}
