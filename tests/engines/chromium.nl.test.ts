// Every journey (each block folder's FOLDER.journeys.ts and journeys/) in Debian's Chromium
// on the Dutch demo page (/).
import { JOURNEYS } from './journeys';
import { runJourneys } from './support/journeys';

runJourneys('chromium', JOURNEYS, 'nl');
