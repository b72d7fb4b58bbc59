// The runtime modules: plain TypeScript on data attributes, no React. Light modules that most
// pages need are bundled in the entry; heavy ones (GSAP, PhotoSwipe) load from a chunk when
// their markup appears. Add a line here for a new module.
import type { RuntimeModule } from './enhance';

export const runtimeModules: RuntimeModule[] = [
  { name: 'hero', selector: '[data-hero]', load: () => import('./hero/hero') },
];
