// The preload manifest (dist/site-widgets.manifest.json) and the Craft include that prints it
// (integrations/craft/site-widgets.twig, rendered here by Twig.js with Craft's json_decode): the
// files it names exist with the integrity it gives, and a page whose <head> it printed loads every
// named block's files once, early, and upgrades them with a quiet console.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import Twig from 'twig';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { SECURITY_HEADERS } from '../../demo/server/csp.mjs';
import { baseUrl, cspViolations, useBrowser, waitForUpgrade } from './support/browser';
import { readPreloadManifest, type PreloadManifest } from '../support/preload-manifest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const newPage = useBrowser();

/** What Craft prints for `{% include '_site-widgets/site-widgets.twig' with { manifest, base, tags } %}`. */
async function craftHead(manifest: PreloadManifest, tags: string[]): Promise<string> {
  Twig.extendFilter('json_decode', (value: unknown) => JSON.parse(String(value)));
  // Craft escapes output by default (autoescape, which Twig.js's types leave out).
  const options = { data: await readFile(`${root}integrations/craft/site-widgets.twig`, 'utf8'), autoescape: true };
  const template = Twig.twig(options);
  return template.render({ manifest, base: '/dist/', tags });
}

describe('the preload manifest', () => {
  it('names every widget and runtime chunk, and each file exists with its sha384 as integrity', async () => {
    const manifest = await readPreloadManifest();
    expect(Object.keys(manifest.widgets)).toEqual(
      expect.arrayContaining(['collapse-item', 'image-slider', 'newsletter-signup']),
    );
    expect(Object.keys(manifest.modules)).toEqual(
      expect.arrayContaining(['hero', 'gallery', 'lightbox', 'consent-video', 'cookiebar', 'cookiebar-preferences']),
    );
    const files = [
      manifest.entry,
      manifest.stylesheet,
      ...[...Object.values(manifest.widgets), ...Object.values(manifest.modules)].flatMap((chunk) => chunk.preload),
    ];
    for (const { file, integrity } of files) {
      const digest = createHash('sha384')
        .update(await readFile(`${root}dist/${file}`))
        .digest('base64');
      expect(integrity, file).toBe(`sha384-${digest}`);
    }
    // A slider preloads Swiper's stylesheet as a style, its code as scripts, its own file last.
    const slider = manifest.widgets['image-slider']!.preload;
    expect(slider.filter((file) => file.as === 'style').map((file) => file.file)).toEqual([
      expect.stringMatching(/^chunks\/swiper-.*\.css$/),
    ]);
    expect(slider.at(-1)!.file).toMatch(/^chunks\/image-slider-.*\.js$/);
  });

  it('gives every widget the widget runtime (React, widgets/, common/) first, the accordion four files', async () => {
    const manifest = await readPreloadManifest();
    const sources = async (file: string): Promise<string[]> =>
      (JSON.parse(await readFile(`${root}dist/${file}.map`, 'utf8')) as { sources: string[] }).sources;
    const [runtime] = manifest.widgets['collapse-item']!.preload.map((file) => file.file);
    expect(await sources(runtime!)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/node_modules\/react-dom\//),
        expect.stringMatching(/widgets\/define-widget\.tsx$/),
        expect.stringMatching(/common\/define-event\.ts$/),
      ]),
    );
    // Each file besides the runtime, with the widgets that load it.
    const users = new Map<string, string[]>();
    for (const [tag, { preload }] of Object.entries(manifest.widgets)) {
      expect(preload[0]!.file, tag).toBe(runtime);
      for (const { file, as } of preload.slice(1))
        if (as === 'script') users.set(file, [...(users.get(file) ?? []), tag]);
    }
    // React is in the runtime only, and so is any code of widgets/ and common/ that two widgets use.
    for (const [file, tags] of users) {
      const shared = (await sources(file)).filter((source) =>
        tags.length > 1
          ? /(^|\/)(common|widgets)\/|node_modules\/react/.test(source)
          : /node_modules\/react/.test(source),
      );
      expect(shared, `${file} (${tags.join(', ')})`).toEqual([]);
    }
    // The runtime, the code the group and its items share, and each one's own file.
    const accordion = new Set(
      ['collapse-group', 'collapse-item'].flatMap((tag) => manifest.widgets[tag]!.preload.map((file) => file.file)),
    );
    expect(accordion.size).toBe(4);
  });

  it(
    'printed by the Craft include, preloads the named blocks: ' +
      'each file fetched once, every block upgraded, nothing refused',
    async () => {
      const manifest = await readPreloadManifest();
      const head = await craftHead(manifest, ['collapse-group', 'collapse-item', 'image-slider', 'no-such-block']);
      expect(head).toMatch(/<!-- site-widgets: the manifest names no block (&quot;|")no-such-block/);
      const page = await newPage();
      const url = `${baseUrl()}/test/preloaded`;
      const html =
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>preloaded</title>' +
        `${head}</head><body><div id="app">
      <collapse-group><collapse-item heading="One"><p>First.</p></collapse-item>` +
        `<collapse-item heading="Two"><p>Second.</p></collapse-item></collapse-group>
      <image-slider><figure>A</figure><figure>B</figure><figure>C</figure></image-slider></div></body></html>`;
      await page.route(url, (route) =>
        route.fulfill({
          status: 200,
          headers: { ...SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8' },
          body: html,
        }),
      );
      await page.goto(url);
      await waitForUpgrade(page, 'collapse-item, image-slider');
      const fetched = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      );
      const preloaded = [
        ...new Set(
          ['collapse-group', 'collapse-item', 'image-slider'].flatMap((tag) =>
            manifest.widgets[tag]!.preload.map(({ file }) => `/dist/${file}`),
          ),
        ),
      ];
      for (const path of preloaded)
        expect(
          fetched.filter((entry) => entry === path),
          path,
        ).toHaveLength(1);
      // Chromium says so in the console when a preload is refused (integrity) or goes unused.
      expect(page.problems.consoleErrors).toEqual([]);
      expect(page.problems.consoleWarnings).toEqual([]);
      expect(page.problems.pageErrors).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
    },
  );
});
