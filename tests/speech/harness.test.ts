// The speech tests can fail: a block whose spoken text changes (an accessible name changed in the
// page) no longer matches its list, and the comparison names the phrase.
import { expect, it } from 'vitest';
import { expectSpeech } from './support/compare';
import { SPEECH_BLOCKS } from './blocks';
import { nl } from './lists/nl';
import { openForSpeech, useSpeechPage } from './support/visit';

const page = useSpeechPage('chromium');

it('a changed accessible name fails the comparison with the list, naming the phrase', async () => {
  await openForSpeech(page(), '/');
  await page().evaluate(() =>
    document.querySelector('[data-hero] button')!.setAttribute('aria-label', 'Beweging stoppen'),
  );
  const hero = SPEECH_BLOCKS.find((block) => block.name === 'hero')!;
  const heard = await hero.run(page());
  const named = /step "read":\n {2}\+ heard, not listed: "button, Beweging stoppen"/;
  const missing = /- listed, not heard: "button, Animatie afspelen"/;
  expect(() => expectSpeech(heard, nl.hero!, 'hero')).toThrow(named);
  expect(() => expectSpeech(heard, nl.hero!, 'hero')).toThrow(missing);
});
