// The text catalogue (common/i18n/catalogue.ts) for the demo page's table of site texts: bundled
// once per process with esbuild (the demo server runs on plain Node, without TypeScript).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { blockFolderModules } from '../../build/block-folders.mjs';

const cataloguePath = fileURLToPath(new URL('../../common/i18n/catalogue.ts', import.meta.url));
let loading = null;

/** `{ nl: { key: text }, en: { key: text } }`, keys in catalogue order. */
export function loadCatalogue() {
  loading ??= build({
    entryPoints: [cataloguePath],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
    plugins: [blockFolderModules(fileURLToPath(new URL('../../blocks', import.meta.url)))],
  })
    .then(
      ({ outputFiles }) => import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`),
    )
    .then((module) => module.catalogue)
    .catch((error) => {
      loading = null;
      throw error;
    });
  return loading;
}
