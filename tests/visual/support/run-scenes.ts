// Runs every scene (../scenes.ts) in one engine and compares each capture with its reference, or
// rewrites the references (`npm run test:visual -- --update`); the themed scenes again on the demo
// page inside each CSS framework (/themes/NAME/: its stylesheet after ours) in Chromium, and inside
// Pico, the one that moved most before the blocks held their look, in Firefox and WebKit. The
// references of those are under references/ENGINE/themes/NAME/. The engine is launched with
// `prefers-reduced-motion: reduce`, which every block honours, so that each animation has ended
// when the capture is taken, and with DejaVu as its only fonts (fonts.conf).
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { EngineName, EnginePage, Viewport } from '../../engines/support/engine';
import { DEMO_PAGES, DESKTOP, PHONE, engine } from '../../engines/support/journeys';
import { freshPage, relaunched } from '../../engines/support/fresh-page';
import { expectNoProblems, waitForHeroIntro } from '../../engines/support/page-checks';
import { SCENES, type Scene } from '../scenes';
// @ts-expect-error plain ESM module without type declarations
import { THEME_STYLESHEETS } from '../../../demo/server/themes.mjs';
import { capture, hideCaretAndScrollbars } from './capture';
import { matchReference, referenceVersion, writeReferenceVersion } from './references';

process.env.FONTCONFIG_FILE = fileURLToPath(new URL('fonts.conf', import.meta.url));

const pagesOf = (scene: Scene) => DEMO_PAGES.filter(({ lang }) => lang === 'nl' || scene.english);
const viewportsOf = (scene: Scene): Viewport[] => (scene.phoneOnly ? [PHONE] : [DESKTOP, PHONE]);
/** The frameworks each engine takes the themed scenes in. */
const themesOf = (name: EngineName): string[] => (name === 'chromium' ? Object.keys(THEME_STYLESHEETS) : ['pico']);

/**
 * Opens the page, as a first visit, at the viewport, without caret and scrollbars, waits
 * for the hero's intro (the header slides in with it), and brings the scene's state.
 */
export async function show(page: EnginePage, scene: Scene, path: string, viewport: Viewport) {
  await page.setViewport(viewport);
  await page.goto(path);
  await hideCaretAndScrollbars(page);
  await waitForHeroIntro(page);
  await scene.prepare(page);
}

export function runScenes(name: EngineName) {
  const update = inject('visualUpdate');
  describe(name, () => {
    let page: EnginePage;
    let version: string;
    const referencesVersion = referenceVersion(name);
    const open = () => engine(name).open({ viewport: DESKTOP, reducedMotion: true });
    // A first visit for each capture. WebKit keeps the images it drew across a reset, and draws the
    // bottom row of an SVG image it drew before at another size (the lightbox at 1280 wide, then at
    // 390) one way or the other: each of its captures gets a browser of its own. The other engines
    // are reset, which takes a fraction of a launch.
    const firstVisit = async () => {
      page = await (name === 'webkit' ? relaunched(page, open) : freshPage(page, open));
    };
    beforeAll(async () => {
      page = await open();
      version = await page.version();
    });
    afterAll(async () => {
      if (update && version) writeReferenceVersion(name, version);
      await page?.close();
    });

    /** The test of one capture: the scene on the page at `path`, against the reference `id`. */
    const takes = (scene: Scene, path: string, viewport: Viewport, id: string, what: string) => async () => {
      await firstVisit();
      await show(page, scene, path, viewport);
      const image = await capture(page, scene.region);
      matchReference(image, { engine: name, name: id, what, version, referencesVersion }, update);
      await expectNoProblems(page);
    };

    for (const scene of SCENES.filter(({ cannotCapture }) => !cannotCapture?.[name]))
      for (const { path, lang } of pagesOf(scene))
        for (const viewport of viewportsOf(scene)) {
          const id = `${scene.block}-${scene.state}-${lang}-${viewport.width}`;
          const what = `${name}: ${scene.block}, ${scene.state}, ${lang} page at ${viewport.width}×${viewport.height}`;
          it(
            `${scene.block}: ${scene.state} (${lang}, ${viewport.width} wide)`,
            takes(scene, path, viewport, id, what),
          );
        }

    for (const theme of themesOf(name))
      for (const scene of SCENES.filter(({ themed, cannotCapture }) => themed && !cannotCapture?.[name]))
        for (const viewport of viewportsOf(scene)) {
          const id = `themes/${theme}/${scene.block}-${scene.state}-nl-${viewport.width}`;
          const where = `inside ${theme} at ${viewport.width}×${viewport.height}`;
          const what = `${name}: ${scene.block}, ${scene.state}, ${where}`;
          const path = `/themes/${theme}/`;
          it(
            `inside ${theme}, ${scene.block}: ${scene.state} (${viewport.width} wide)`,
            takes(scene, path, viewport, id, what),
          );
        }

    it('the comparison fails on an element moved by 2 px and on a changed colour', async () => {
      const [scene] = SCENES.filter(({ block, state }) => block === 'accordion' && state === 'closed');
      const check = {
        engine: name,
        name: 'accordion-closed-nl-1280',
        what: `${name}: harness`,
        version,
        referencesVersion,
      };
      await firstVisit();
      await show(page, scene!, '/', DESKTOP);
      const item = '#block-collapse-group collapse-item';
      await page.evaluate((s) => (document.querySelector<HTMLElement>(s)!.style.translate = '2px 0'), item);
      const moved = await capture(page, scene!.region);
      expect(() => matchReference(moved, check, false)).toThrow(/pixels differ from the reference/);
      await page.evaluate((s) => {
        const element = document.querySelector<HTMLElement>(s)!;
        element.style.translate = '';
        element.querySelector<HTMLElement>('.collapse-item__button')!.style.color = '#c2185b';
      }, item);
      const recoloured = await capture(page, scene!.region);
      expect(() => matchReference(recoloured, check, false)).toThrow(/pixels differ from the reference/);
    });
  });
}
