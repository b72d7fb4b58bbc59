// `npm run build:wordpress`: builds dist/ into the WordPress plugin's folder and writes the installable
// release/site-widgets-VERSION.zip. See docs/internals.md#the-build.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { build } from '../build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const pluginDir = join(root, 'integrations/wordpress/site-widgets');

/** Every file below `dir`, as paths relative to it with forward slashes, in name order. */
function filesBelow(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => String(name))
    .filter((name) => statSync(join(dir, name)).isFile())
    .map((name) => name.split(sep).join('/'))
    .sort();
}

/** The plugin's main file with the package's version in its header. */
export function withVersion(header, version) {
  if (!/^ \* Version:/m.test(header)) throw new Error('site-widgets.php has no Version header.');
  return header.replace(/^( \* Version:\s*).*$/m, `$1${version}`);
}

/** Writes the zip of the plugin folder (with the given dist/) and returns its path. */
export function writePluginZip({ dist = join(root, 'dist'), outDir = join(root, 'release') } = {}) {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const entries = {};
  const mtime = new Date();
  const add = (name, data) => (entries[`site-widgets/${name}`] = [data, { mtime }]);
  for (const name of filesBelow(pluginDir)) {
    // dist/ is a copy from an earlier build (the fresh one goes in below); dotfiles are the repository's.
    if (name.startsWith('dist/') || name.split('/').some((part) => part.startsWith('.'))) continue;
    const data = readFileSync(join(pluginDir, name));
    add(name, name === 'site-widgets.php' ? Buffer.from(withVersion(data.toString('utf8'), version)) : data);
  }
  for (const name of filesBelow(dist)) {
    if (!name.endsWith('.map')) add(`dist/${name}`, readFileSync(join(dist, name)));
  }
  add('LICENSE', readFileSync(join(root, 'LICENSE')));
  mkdirSync(outDir, { recursive: true });
  const zip = join(outDir, `site-widgets-${version}.zip`);
  writeFileSync(zip, zipSync(entries, { level: 9 }));
  return zip;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await build({ quiet: true });
  const copy = join(pluginDir, 'dist');
  rmSync(copy, { recursive: true, force: true });
  cpSync(join(root, 'dist'), copy, { recursive: true });
  const zip = writePluginZip();
  console.log(`WordPress plugin: ${relative(root, copy)}/ and ${relative(root, zip)}`);
}
