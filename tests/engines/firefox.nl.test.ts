// Every journey (each block folder's FOLDER.journeys.ts and journeys/) in Debian's Firefox ESR
// on the Dutch demo page (/).
import { JOURNEYS } from './journeys';
import { runJourneys } from './support/journeys';

runJourneys('firefox', JOURNEYS, 'nl');
