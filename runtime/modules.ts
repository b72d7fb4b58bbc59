// The runtime modules: plain TypeScript on data attributes, no React. Each module's file exports
// `setup(element)` (→ its cleanup); this list says which markup each one enhances. Light modules
// that most pages need are bundled in the entry; heavy ones (GSAP, PhotoSwipe) load from a chunk
// when their markup appears. Add a line here for a new module.
import type * as ConsentVideo from './consent-video/consent-video';
import { showVideoLink } from './consent-video/video-link';
import type * as Cookiebar from './cookiebar/cookiebar';
import { consentAccess, type ConsentAccess } from './cookiebar/consent-access';
import { storedConsentRead } from './cookiebar/consent-store';
import * as cookiebarOpener from './cookiebar/settings-opener';
import * as gatedScripts from './cookiebar/gated-scripts';
import type { Cleanup, ElementSetup, RuntimeModule } from './enhance';
import type * as Gallery from './gallery/gallery';
import type * as Lightbox from './gallery/lightbox';
import type * as Hero from './hero/hero';
import * as lazyImages from './lazy-images/lazy-images';
import { loadChunk } from './load-chunk';
import * as menu from './menu/menu';
import * as submenu from './menu/submenu';
import { afterWidgets } from './registry';

/** A module bundled in the entry: nothing to load. */
const bundled = (setup: ElementSetup) => () => Promise.resolve({ setup });
/** A module bundled in the entry that reads the stored consent: it starts once that can be read. */
const afterConsent = (setup: ElementSetup) => () => storedConsentRead().then(() => ({ setup }));
/** A module in a chunk that reads and stores consent: through the entry's store, once it can be read. */
const withConsent =
  (load: () => Promise<{ setup: (element: HTMLElement, consent: ConsentAccess) => Cleanup | void }>) => () =>
    Promise.all([load(), storedConsentRead()]).then(([{ setup }]) => ({
      setup: (element: HTMLElement) => setup(element, consentAccess),
    }));

interface ModuleDeclaration extends RuntimeModule {
  /** Its elements' `data-src` is its own to read (not an image's): lazy images leave them alone. */
  ownsDataSrc?: true;
}

const modules: ModuleDeclaration[] = [
  { name: 'menu', selector: 'button[data-menu-toggle][aria-controls]', load: bundled(menu.setup) },
  { name: 'submenu', selector: 'button[data-submenu-toggle][aria-controls]', load: bundled(submenu.setup) },
  // A chunk (not every page shows a bar), handed the entry's consent store. The bar is shown by
  // its code; on a bar the server rendered visible, the entry answers the choice buttons until
  // then (cookiebar/early-choice.ts).
  {
    name: 'cookiebar',
    selector: '[data-cookiebar]',
    load: withConsent(() => loadChunk<typeof Cookiebar>('cookiebar')),
  },
  { name: 'cookiebar-open', selector: '[data-cookiebar-open]', load: bundled(cookiebarOpener.setup) },
  // After the bar, whose revision and categories decide what a stored choice accepts.
  { name: 'consent-script', selector: gatedScripts.GATED_SCRIPT_SELECTOR, load: afterConsent(gatedScripts.setup) },
  // A chunk, handed the entry's consent store. Its data-src is the video's (or embed's) URL.
  {
    name: 'consent-video',
    selector: ':is([data-consent-video], [data-consent-embed])[data-src]',
    load: withConsent(() => loadChunk<typeof ConsentVideo>('consent-video')),
    unavailable: showVideoLink,
    ownsDataSrc: true,
  },
  {
    name: 'gallery',
    selector: '[data-gallery]',
    // The gallery chunk is a click listener; it asks for the lightbox chunk on the first click.
    load: () =>
      afterWidgets(() => loadChunk<typeof Gallery>('gallery')).then(({ setup }) => ({
        setup: (gallery) => setup(gallery, () => loadChunk<typeof Lightbox>('lightbox')),
      })),
  },
  {
    name: 'hero',
    selector: '[data-hero]',
    load: () => afterWidgets(() => loadChunk<typeof Hero>('hero')),
    // Shown as it is at once, rather than after the stylesheet's 4 s fallback.
    unavailable: (hero) => hero.setAttribute('data-hero-failed', ''),
  },
];

/** Markup whose `data-src` a module reads itself. */
const ownDataSrc = modules.filter((module) => module.ownsDataSrc).map((module) => module.selector);

export const runtimeModules: RuntimeModule[] = [
  ...modules,
  // Every lazy image and iframe, and every other `data-src`, but those that modules read themselves.
  {
    name: 'lazy-images',
    selector: ownDataSrc.length
      ? `${lazyImages.LAZY_MEDIA_SELECTOR}:not(${ownDataSrc.join(', ')})`
      : lazyImages.LAZY_MEDIA_SELECTOR,
    load: bundled(lazyImages.setup),
  },
];
