// The consent categories the demo's cookie bar declares. They are written once, in the bar's
// markup in each language's layout (demo/pages/LANG/layout.html:
// `<li data-cookiebar-category="analytics" …>`), and read from there, so the server accepts what
// the pages offer without a second list to keep in step. Read per request, as the pages are
// rendered per request: an edited layout counts at once.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Always a category, declared or not (the runtime's NECESSARY: on whatever the visitor chooses). */
export const NECESSARY = 'necessary';

const DECLARATION = /\sdata-cookiebar-category\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;
/** A name the runtime takes (common/consent/consent-value.ts: isCategoryName, and never `all`). */
const CATEGORY_NAME = /^[a-z][a-z0-9_-]{0,39}$/;

/** `necessary` and every category a layout under `pagesDir` declares, in markup order, each once. */
export async function cookiebarCategories(pagesDir) {
  const names = [NECESSARY];
  const entries = await readdir(pagesDir, { withFileTypes: true });
  const languages = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  for (const language of languages.sort()) {
    const layout = await readLayout(join(pagesDir, language, 'layout.html'));
    for (const match of layout.matchAll(DECLARATION)) {
      const name = match[1] ?? match[2] ?? match[3];
      if (CATEGORY_NAME.test(name) && name !== 'all' && !names.includes(name)) names.push(name);
    }
  }
  return names;
}

/** A language folder's layout, or nothing when the folder has none. */
function readLayout(path) {
  return readFile(path, 'utf8').catch((error) => (error.code === 'ENOENT' ? '' : Promise.reject(error)));
}
