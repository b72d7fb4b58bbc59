// The runtime modules: plain TypeScript on data attributes, no React. Light modules that most
// pages need are bundled in the entry; heavy ones (GSAP, PhotoSwipe) load from a chunk when
// their markup appears. Add a line here for a new module.
import { setupConsentVideo } from './consent-video/consent-video';
import { setupCookiebar } from './cookiebar/cookiebar';
import { setupCookiebarOpener } from './cookiebar/cookiebar-open';
import { GATED_SCRIPT_SELECTOR, setupGatedScript } from './cookiebar/gated-scripts';
import type { ElementSetup, RuntimeModule } from './enhance';
import type * as Gallery from './gallery/gallery';
import type * as Lightbox from './gallery/lightbox';
import type * as Hero from './hero/hero';
import { loadChunk } from './load-chunk';
import { afterWidgets } from './registry';
import { LAZY_SELECTOR, setupLazyMedia } from './lazy-images/lazy-images';
import { setupMenuToggle } from './menu/menu';
import { setupSubmenuToggle } from './menu/submenu';

/** A module bundled in the entry: nothing to load. */
const bundled = (setup: ElementSetup) => () => Promise.resolve({ setup });

export const runtimeModules: RuntimeModule[] = [
  { name: 'menu', selector: 'button[data-menu-toggle][aria-controls]', load: bundled(setupMenuToggle) },
  { name: 'submenu', selector: 'button[data-submenu-toggle][aria-controls]', load: bundled(setupSubmenuToggle) },
  { name: 'cookiebar', selector: '[data-cookiebar]', load: bundled(setupCookiebar) },
  { name: 'cookiebar-open', selector: '[data-cookiebar-open]', load: bundled(setupCookiebarOpener) },
  // After the bar, whose revision and categories decide what a stored choice accepts.
  { name: 'consent-script', selector: GATED_SCRIPT_SELECTOR, load: bundled(setupGatedScript) },
  // Decides in the entry; its lit-html templates load from a chunk only when the markup is there.
  { name: 'consent-video', selector: ':is([data-consent-video], [data-consent-embed])[data-src]', load: bundled(setupConsentVideo) },
  { name: 'lazy-images', selector: LAZY_SELECTOR, load: bundled(setupLazyMedia) },
  {
    name: 'gallery',
    selector: '[data-gallery]',
    // The gallery chunk is a click listener; it asks for the lightbox chunk on the first click.
    load: () => afterWidgets(() => loadChunk<typeof Gallery>('gallery')).then(({ setupGallery }) => ({ setup: (gallery) => setupGallery(gallery, () => loadChunk<typeof Lightbox>('lightbox')) })),
  },
  {
    name: 'hero',
    selector: '[data-hero]',
    load: () => afterWidgets(() => loadChunk<typeof Hero>('hero')),
    // Shown as it is at once, rather than after the stylesheet's 4 s fallback.
    unavailable: (hero) => hero.setAttribute('data-hero-failed', ''),
  },
];
