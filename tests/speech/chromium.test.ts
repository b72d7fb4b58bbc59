// What a screen reader says for every block, on both demo pages, in Debian's Chromium.
import { runSpeechTests } from './support/speech-test';

runSpeechTests('chromium');
