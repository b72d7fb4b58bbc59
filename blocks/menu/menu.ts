// The navigation menu (`button[data-menu-toggle]`): opening freezes scrolling and makes the rest
// inert; closing undoes it all. The rules: README.md (Behaviour).
import { afterNextPaint, type AfterPaint } from '../../common/after-next-paint';
import { beforeSnapshot } from '../../common/router-snapshots';
import type { Cleanup } from '../../runtime/enhance';
import { inertOutside } from './inert-outside';
import { freezeScroll } from './scroll-freeze';

const MENU_OPEN_CLASS = 'is-menu-open';

interface CloseOptions {
  returnFocus: boolean;
  restoreScroll: boolean;
  /** The rest of the page live again at once, not after the next frame (the page is leaving). */
  now?: boolean;
}

interface OpenMenu {
  menu: HTMLElement;
  toggle: HTMLElement;
  close: (options: CloseOptions) => void;
}

// One menu open at a time: opening another closes the first.
let openMenu: OpenMenu | null = null;
// Freezing the scroll and making the rest of the page inert change nothing on screen, but restyle
// all of the page (Firefox rebuilds its boxes): on a long page that takes longer than a frame on a
// phone. So both run just after the frame that shows the menu open, and making the page live again
// just after the frame that shows it closed. That undoing waits here, and runs first if a menu
// opens before it has.
let pendingUndoInert: AfterPaint | null = null;

// A router that keeps a copy of the page to show again (Turbo's cache, htmx 2's history) would
// copy an open menu: the rest of the page inert, the scroll frozen. Leaving the page closes it.
beforeSnapshot(() => {
  openMenu?.close({ returnFocus: false, restoreScroll: true, now: true });
  pendingUndoInert?.flush();
  return () => {};
});

export function setup(toggle: HTMLElement): Cleanup {
  const id = toggle.getAttribute('aria-controls') ?? '';
  const menuOf = () => (id ? toggle.ownerDocument.getElementById(id) : null);
  if (!menuOf())
    console.warn(
      `[site-widgets] menu: no element with id "${id}" for the toggle's aria-controls; the toggle does nothing.`,
      toggle,
    );
  if (!openMenu || openMenu.menu !== menuOf()) toggle.setAttribute('aria-expanded', 'false');

  const onClick = (event: Event) => {
    const menu = menuOf();
    if (!menu) return;
    event.preventDefault();
    if (openMenu?.menu === menu) openMenu.close({ returnFocus: true, restoreScroll: true });
    else open(menu, toggle);
  };
  toggle.addEventListener('click', onClick);
  return () => {
    toggle.removeEventListener('click', onClick);
    // Markup removed while open (a page swap): undo the freeze and inert; the old scroll position means nothing now.
    if (openMenu && (openMenu.toggle === toggle || !openMenu.menu.isConnected))
      openMenu.close({ returnFocus: false, restoreScroll: false, now: true });
  };
}

function open(menu: HTMLElement, toggle: HTMLElement): void {
  openMenu?.close({ returnFocus: false, restoreScroll: true });
  pendingUndoInert?.flush();
  const doc = toggle.ownerDocument;
  const view = doc.defaultView ?? window;
  const toggles = togglesFor(menu, toggle);
  let unfreeze: ReturnType<typeof freezeScroll> | null = null;
  let undoInert: (() => void) | null = null;
  const holdPage = afterNextPaint(view, () => {
    unfreeze = freezeScroll(doc);
    undoInert = inertOutside([menu, ...toggles], doc);
  });
  doc.documentElement.classList.add(MENU_OPEN_CLASS);
  for (const t of toggles) t.setAttribute('aria-expanded', 'true');

  const onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    current.close({ returnFocus: true, restoreScroll: true });
  };
  doc.addEventListener('keydown', onKeydown);
  // Following a link in the menu closes it first, so an in-page link scrolls the real page.
  const onMenuClick = (event: MouseEvent) => {
    if ((event.target as Element | null)?.closest('a[href]'))
      current.close({ returnFocus: false, restoreScroll: true });
  };
  menu.addEventListener('click', onMenuClick);

  const current: OpenMenu = {
    menu,
    toggle,
    close({ returnFocus, restoreScroll, now = false }) {
      if (openMenu !== current) return;
      openMenu = null;
      doc.removeEventListener('keydown', onKeydown);
      menu.removeEventListener('click', onMenuClick);
      doc.documentElement.classList.remove(MENU_OPEN_CLASS);
      for (const t of togglesFor(menu, toggle)) t.setAttribute('aria-expanded', 'false');
      // Closed before the page was held: nothing to undo.
      holdPage.cancel();
      const undo = undoInert;
      if (undo) {
        pendingUndoInert = afterNextPaint(view, () => {
          pendingUndoInert = null;
          undo();
        });
        if (now) pendingUndoInert.flush();
      }
      // At once: a script reading the scroll position after the tap finds the page's own.
      unfreeze?.({ restoreScroll });
      if (returnFocus && toggle.isConnected) toggle.focus({ preventScroll: true });
    },
  };
  openMenu = current;
}

/** Every toggle of this menu (a page may have a second one, e.g. a close button inside the menu). */
function togglesFor(menu: HTMLElement, opener: HTMLElement): HTMLElement[] {
  const all = Array.from(
    opener.ownerDocument.querySelectorAll<HTMLElement>('[data-menu-toggle][aria-controls]'),
  ).filter((t) => t.getAttribute('aria-controls') === menu.id);
  return all.includes(opener) ? all : [opener, ...all];
}
