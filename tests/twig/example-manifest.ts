// A preload manifest of the shape build/preload-manifest.mjs writes (site-widgets.manifest.json),
// made for the Twig tests, so that they need no build: three widgets and a runtime module.
import type { PreloadManifest } from '../support/preload-manifest';

const script = (name: string) => ({ file: `chunks/${name}.js`, integrity: `sha384-${name}`, as: 'script' as const });
const react = script('chunk-REACT');
export const exampleManifest: PreloadManifest = {
  entry: { file: 'site-widgets.js', integrity: 'sha384-entry' },
  stylesheet: { file: 'site-widgets.css', integrity: 'sha384-stylesheet' },
  widgets: {
    'collapse-group': { preload: [react, script('collapse-group-A1')] },
    'collapse-item': { preload: [react, script('collapse-item-B2')] },
    'image-slider': {
      preload: [
        { file: 'chunks/swiper-C3.css', integrity: 'sha384-swiper-css', as: 'style' },
        react,
        script('chunk-SWIPER'),
        script('image-slider-D4'),
      ],
    },
  },
  modules: { hero: { preload: [script('hero-E5')] } },
};
