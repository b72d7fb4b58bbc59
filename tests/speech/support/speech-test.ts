// The speech tests of one engine: every block (blocks.ts) on the Dutch and the English demo page,
// each from a first visit, its phrases compared with the lists (lists/), and the page left without
// an error or a CSP or Trusted Types violation (the reader evaluated into it included).
import { afterEach, describe, it } from 'vitest';
import type { EngineName } from '../../engines/support/engine';
import { DEMO_PAGES } from '../../engines/support/journeys';
import { SPEECH_BLOCKS } from '../blocks';
import { en } from '../lists/en';
import { nl } from '../lists/nl';
import { expectSpeech } from './compare';
import { expectCleanPage, openForSpeech, useSpeechPage } from './visit';

const LISTS = { nl, en };

export function runSpeechTests(name: EngineName) {
  describe(name, () => {
    const page = useSpeechPage(name);
    afterEach(async () => {
      await expectCleanPage(page());
    });
    for (const { path, lang } of DEMO_PAGES)
      for (const block of SPEECH_BLOCKS)
        it(`${block.name}, ${lang === 'nl' ? 'Dutch' : 'English'} (${path})`, async () => {
          await openForSpeech(page(), path, block.cookieBar);
          const heard = await block.run(page());
          const expected = LISTS[lang][block.name] ?? {};
          expectSpeech(heard, expected, `${name}, ${block.name} on ${path} (lists/${lang}.ts)`);
        });
  });
}
