// @vitest-environment node
// Every block folder is where the tests look for it, so a new block cannot go untested unnoticed:
// its engine journeys beside its code (blocks/FOLDER/FOLDER.journeys.ts, which
// tests/engines/journeys/index.ts collects by file), fixtures for widgets the CMSs render (a cms/
// folder), and its markup on both demo pages. The folders are the build's (build/block-folders.mjs);
// the demo pages are rendered as the demo server renders them. Each failure names its folder, and
// each check is shown to fail on made-up folders.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { blockFolders } from '../../build/block-folders.mjs';
// @ts-expect-error plain ESM module without type declarations
import { renderPage } from '../../demo/server/pages.mjs';
import type { PageBehaviourBlock } from '../../runtime/page-behaviour-block';

const root = join(import.meta.dirname, '../..');
const LANGUAGES = ['nl', 'en'] as const;

/** What the checks know of a block folder. */
interface FolderFacts {
  name: string;
  /** The names of the files in the folder itself. */
  files: string[];
  /** Its widgets' tags. */
  widgets: string[];
  /** Whether it has faces for the CMSs (files in cms/). */
  cmsFaces: boolean;
  /** What shows each of its blocks on a page: a widget's tag, each of a page behaviour's selectors. */
  markers: { block: string; selector: string }[];
}

interface DemoPage {
  lang: string;
  /** Whether an element of the page matches the selector. */
  has: (selector: string) => boolean;
}

const journeyFile = (folder: string) => `${folder}.journeys.ts`;

function missingJourneys(folders: FolderFacts[]): string[] {
  return folders
    .filter((folder) => !folder.files.includes(journeyFile(folder.name)))
    .map((folder) => `blocks/${folder.name}/ has no engine journeys (${journeyFile(folder.name)})`);
}

function missingFixtures(folders: FolderFacts[]): string[] {
  return folders
    .filter((folder) => folder.widgets.length > 0 && folder.cmsFaces)
    .filter((folder) => !folder.files.some((file) => file.endsWith('.fixtures.json')))
    .map((folder) => `blocks/${folder.name}/ has widgets with CMS faces (cms/) but no NAME.fixtures.json`);
}

function missingFromDemo(folders: FolderFacts[], pages: DemoPage[]): string[] {
  return folders.flatMap((folder) =>
    folder.markers.flatMap(({ block, selector }) =>
      pages
        .filter((page) => !page.has(selector))
        .map((page) => `blocks/${folder.name}/: ${block} (${selector}) is not on the ${page.lang} demo page`),
    ),
  );
}

interface BuildFolder {
  name: string;
  dir: string;
  blocks: { name: string; kind: 'widget' | 'behaviour'; declaration: string }[];
}

/** The facts of the block folders in `blocksDir`, as the build finds them. */
async function folderFacts(blocksDir: string): Promise<FolderFacts[]> {
  const facts = [];
  for (const folder of (await blockFolders(blocksDir)) as BuildFolder[]) {
    const markers = [];
    for (const block of folder.blocks) {
      if (block.kind === 'widget') {
        markers.push({ block: `<${block.name}>`, selector: block.name });
        continue;
      }
      const declaration = (await import(/* @vite-ignore */ pathToFileURL(block.declaration).href)) as {
        default: PageBehaviourBlock;
      };
      for (const selector of Object.values(declaration.default.markup)) markers.push({ block: block.name, selector });
    }
    const cms = join(folder.dir, 'cms');
    facts.push({
      name: folder.name,
      files: await readdir(folder.dir),
      widgets: folder.blocks.filter((block) => block.kind === 'widget').map((block) => block.name),
      cmsFaces: existsSync(cms) && (await readdir(cms)).length > 0,
      markers,
    });
  }
  return facts;
}

const window = new Window();

/** A page's markup, parsed inert (a template's content: nothing loads or runs). */
function demoPage(lang: string, html: string): DemoPage {
  const template = window.document.createElement('template');
  template.innerHTML = html;
  return { lang, has: (selector) => template.content.querySelector(selector) !== null };
}

/**
 * Both demo pages as the demo server renders them: each language's layout with every block
 * folder's demo/*.LANG.html. Without the built manifest, whose attribute tables are not checked.
 */
async function demoPages(blocksDir: string): Promise<DemoPage[]> {
  const noManifest = join(blocksDir, 'no-manifest.json');
  return Promise.all(
    LANGUAGES.map(async (lang) =>
      demoPage(lang, await renderPage(join(root, 'demo/pages'), lang, noManifest, { blocksDir })),
    ),
  );
}

describe('every block folder', () => {
  const blocksDir = join(root, 'blocks');

  it('is found with what the checks read: files, and a marker for each block', async () => {
    const folders = await folderFacts(blocksDir);
    expect(folders.length).toBeGreaterThanOrEqual(10);
    // Without markers the demo check would pass with nothing to look for.
    expect(folders.filter((folder) => folder.markers.length === 0).map((folder) => folder.name)).toEqual([]);
    expect(folders.filter((folder) => folder.cmsFaces).length).toBeGreaterThan(0);
  });

  it('has engine journeys beside its code, FOLDER.journeys.ts', async () => {
    expect(missingJourneys(await folderFacts(blocksDir))).toEqual([]);
  });

  it('with widgets that have CMS faces has its fixtures', async () => {
    expect(missingFixtures(await folderFacts(blocksDir))).toEqual([]);
  });

  it('shows each of its blocks on the Dutch and the English demo page', async () => {
    expect(missingFromDemo(await folderFacts(blocksDir), await demoPages(blocksDir))).toEqual([]);
  });
});

describe('the engine journeys', () => {
  it('are all collected, the harness first, then each block folder alphabetically, then the rest', async () => {
    const { JOURNEY_FILES, JOURNEYS } = await import('../engines/journeys/index');
    const folders = (await folderFacts(join(root, 'blocks'))).map((folder) => folder.name);
    const blockFiles = folders.map((folder) => `../../../blocks/${folder}/${journeyFile(folder)}`);
    const spanning = JOURNEY_FILES.slice(1 + blockFiles.length);
    expect(JOURNEY_FILES).toEqual(['./harness.ts', ...blockFiles, ...spanning]);
    expect(spanning.length).toBeGreaterThan(0);
    expect(spanning.every((file) => /^\.\/[a-z-]+\.ts$/.test(file))).toBe(true);
    expect([...spanning].sort()).toEqual(spanning);
    // A journey's name is its test's name in every engine: two of one name could not be told apart.
    const names = JOURNEYS.map((journey) => journey.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('fail, naming the file, when a file exports no usable journeys', async () => {
    const { journeysOf } = await import('../engines/journeys/index');
    const journey = { name: 'a journey', run: async () => {} };
    expect(journeysOf('fine.journeys.ts', { journeys: [journey] })).toEqual([journey]);
    for (const module of [{}, null, { default: [journey] }, { journeys: [] }, { journeys: [{ name: 'no run' }] }])
      expect(() => journeysOf('broken.journeys.ts', module), JSON.stringify(module)).toThrow(
        'broken.journeys.ts exports no journeys',
      );
  });
});

describe('the checks', () => {
  /** A made-up folder that misses nothing, with `changes`; its widget is on both made-up pages. */
  const fake = (name: string, changes: Partial<FolderFacts> = {}): FolderFacts => ({
    name,
    files: [`${name}.block.ts`, `${name}.journeys.ts`, `${name}.fixtures.json`],
    widgets: ['on-both'],
    cmsFaces: true,
    markers: [{ block: '<on-both>', selector: 'on-both' }],
    ...changes,
  });

  it('fail on made-up folders, naming each one that misses something', () => {
    const folders: FolderFacts[] = [
      fake('covered'),
      // Journeys of another name than the folder's: not the file the folder is known by.
      fake('unjourneyed', { files: ['unjourneyed.block.ts', 'other.journeys.ts', 'unjourneyed.fixtures.json'] }),
      fake('unfixtured', { files: ['unfixtured.block.ts', 'unfixtured.journeys.ts'] }),
      // A page behaviour with CMS faces needs no fixtures; a widget without them neither.
      fake('behaviour', { files: ['behaviour.journeys.ts'], widgets: [] }),
      fake('no-cms', { files: ['no-cms.journeys.ts'], cmsFaces: false }),
      fake('off-page', { markers: [{ block: 'off-page', selector: '[data-off-page]' }] }),
      fake('dutch-only', { markers: [{ block: 'dutch-only', selector: '[data-dutch-only]' }] }),
    ];
    const pages = [
      demoPage('nl', '<on-both></on-both><div data-dutch-only></div>'),
      demoPage('en', '<main><on-both></on-both></main>'),
    ];
    expect(missingJourneys(folders)).toEqual(['blocks/unjourneyed/ has no engine journeys (unjourneyed.journeys.ts)']);
    expect(missingFixtures(folders)).toEqual([
      'blocks/unfixtured/ has widgets with CMS faces (cms/) but no NAME.fixtures.json',
    ]);
    expect(missingFromDemo(folders, pages)).toEqual([
      'blocks/off-page/: off-page ([data-off-page]) is not on the nl demo page',
      'blocks/off-page/: off-page ([data-off-page]) is not on the en demo page',
      'blocks/dutch-only/: dutch-only ([data-dutch-only]) is not on the en demo page',
    ]);
  });

  it('fail on a folder on disk that misses all three, read and rendered as the real ones are', async () => {
    const blocksDir = await mkdtemp(join(tmpdir(), 'block-coverage-'));
    const write = async (path: string, text = '') => {
      await mkdir(join(blocksDir, path, '..'), { recursive: true });
      await writeFile(join(blocksDir, path), text);
    };
    try {
      // A widget with a Craft component, and a page behaviour shown in Dutch alone.
      await write('bare-widget/bare-widget.block.ts');
      await write('bare-widget/bare-widget.element.ts');
      await write('bare-widget/cms/bare-widget.twig');
      await write(
        'half-shown/half-shown.block.ts',
        "export default { name: 'half-shown', markup: { 'half-shown': '[data-half-shown]' } };\n",
      );
      await write('half-shown/runtime.ts');
      await write('half-shown/half-shown.journeys.ts');
      await write('half-shown/demo/10-half-shown.nl.html', '<!-- title: Half -->\n<div data-half-shown></div>\n');
      const folders = await folderFacts(blocksDir);
      expect(missingJourneys(folders)).toEqual([
        'blocks/bare-widget/ has no engine journeys (bare-widget.journeys.ts)',
      ]);
      expect(missingFixtures(folders)).toEqual([
        'blocks/bare-widget/ has widgets with CMS faces (cms/) but no NAME.fixtures.json',
      ]);
      expect(missingFromDemo(folders, await demoPages(blocksDir))).toEqual([
        'blocks/bare-widget/: <bare-widget> (bare-widget) is not on the nl demo page',
        'blocks/bare-widget/: <bare-widget> (bare-widget) is not on the en demo page',
        'blocks/half-shown/: half-shown ([data-half-shown]) is not on the en demo page',
      ]);
    } finally {
      await rm(blocksDir, { recursive: true, force: true });
    }
  });
});
