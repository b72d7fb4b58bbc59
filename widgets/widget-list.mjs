// The one list of widgets: every folder under widgets/ with an index.ts is a widget, and its name
// is the tag. The build makes each a chunk the registry loads by its tag, adds its stylesheet
// (widgets/TAG/TAG.css, if there is one) to dist/site-widgets.css, and describes its attributes
// and events (widgets/TAG/attributes.ts) in the manifest. Nothing else lists the widgets.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The widget folders in `widgetsDir`, by tag in name order, each with its entry (index.ts), and
 * its stylesheet and attribute declaration where it has them (absolute paths, or null).
 */
export async function widgetFolders(widgetsDir) {
  const widgets = [];
  for (const entry of await readdir(widgetsDir, { withFileTypes: true })) {
    const dir = join(widgetsDir, entry.name);
    if (!entry.isDirectory() || !existsSync(join(dir, 'index.ts'))) continue;
    // A custom element's name: lowercase, starting with a letter, with a hyphen.
    if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(entry.name))
      throw new Error(
        `widgets/${entry.name}/ has an index.ts, so it is a widget, but "${entry.name}" is no custom element name ` +
          '(lowercase, with a hyphen).',
      );
    const optional = (file) => (existsSync(join(dir, file)) ? join(dir, file) : null);
    widgets.push({
      tag: entry.name,
      entry: join(dir, 'index.ts'),
      stylesheet: optional(`${entry.name}.css`),
      attributes: optional('attributes.ts'),
    });
  }
  return widgets.sort((a, b) => (a.tag < b.tag ? -1 : 1));
}

/** What runtime/site-widgets.css imports to get every widget's stylesheet. */
const WIDGET_STYLESHEETS = 'site-widgets:widget-stylesheets';

/** An esbuild plugin: `@import 'site-widgets:widget-stylesheets'` becomes an @import of each widget's stylesheet. */
export function widgetStylesheets(widgetsDir) {
  return {
    name: 'widget-stylesheets',
    setup(build) {
      build.onResolve({ filter: /^site-widgets:widget-stylesheets$/ }, () => ({
        path: WIDGET_STYLESHEETS,
        namespace: 'widget-stylesheets',
      }));
      build.onLoad({ filter: /.*/, namespace: 'widget-stylesheets' }, async () => {
        const stylesheets = (await widgetFolders(widgetsDir)).flatMap(({ stylesheet }) =>
          stylesheet ? [stylesheet] : [],
        );
        return {
          contents: stylesheets.map((path) => `@import ${JSON.stringify(path)};`).join('\n'),
          loader: 'css',
          resolveDir: widgetsDir,
          watchFiles: stylesheets,
        };
      });
    },
  };
}
