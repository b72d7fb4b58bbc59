// Every block's look in the site's default block theme (Twenty Twenty-Five on 7.0, Twenty
// Twenty-Three on 6.1), in Debian's Chromium, as the visual suite takes it inside each CSS framework
// (tests/visual/): its themed scenes, but the menu's and the hero's (the demo site's own, not on a
// WordPress site), on the English post of Custom HTML blocks, at a desktop's and a phone's width,
// against references/chromium/wordpress/THEME/ (`npm run test:wordpress -- --update` rewrites them).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { EnginePage } from '../engines/support/engine';
import { relaunched } from '../engines/support/fresh-page';
import { DESKTOP, PHONE } from '../engines/support/journeys';
import { expectNoProblems } from '../engines/support/page-checks';
import { puppeteerEngine } from '../engines/support/puppeteer-page';
import { scenesOn } from '../visual/scenes';
import { capture } from '../visual/support/capture';
import { matchReference, referenceVersion } from '../visual/support/references';
import { show } from '../visual/support/run-scenes';
import { defaultTheme } from './support/default-theme';

const site = inject('wordpress');
const theme = defaultTheme(site);
const update = inject('visualUpdate');

// The one font family the references are drawn with, as the visual suite's (its setup installs it).
process.env.FONTCONFIG_FILE = fileURLToPath(new URL('../visual/support/fonts.conf', import.meta.url));

/** The post's first accordion (the demo's first, of three items) and its language switch block. */
const SCENES = scenesOn({
  group: '.entry-content > collapse-group:first-of-type',
  languageSwitch: 'language-switch',
}).filter(({ themed, block }) => themed && block !== 'menu' && block !== 'hero');

describe(`every block's look in ${theme}, WordPress ${site.version}'s default theme`, () => {
  const post = new URL(site.posts['html-block-en']!.url);
  const open = () =>
    puppeteerEngine('chromium', inject('chromiumPath'), site.baseUrl).open({ viewport: DESKTOP, reducedMotion: true });
  let page: EnginePage;
  let version: string;
  beforeAll(async () => {
    execFileSync(fileURLToPath(new URL('../visual/setup.sh', import.meta.url)), {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    page = await open();
    version = await page.version();
  });
  afterAll(() => page?.close());

  for (const scene of SCENES)
    for (const viewport of [DESKTOP, PHONE])
      it(`${scene.block}: ${scene.state} (${viewport.width} wide)`, async () => {
        page = await relaunched(page, open);
        await show(page, scene, `${post.pathname}${post.search}`, viewport);
        const image = await capture(page, scene.region);
        const name = `wordpress/${theme}/${scene.block}-${scene.state}-en-${viewport.width}`;
        const what = `chromium: ${scene.block}, ${scene.state}, in ${theme} at ${viewport.width}×${viewport.height}`;
        const referencesVersion = referenceVersion('chromium');
        matchReference(image, { engine: 'chromium', name, what, version, referencesVersion }, update);
        await expectNoProblems(page);
      });
});
