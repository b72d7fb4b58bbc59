// Every journey (each block folder's FOLDER.journeys.ts and journeys/) in Debian's Firefox ESR
// on the English demo page (/en/).
import { JOURNEYS } from './journeys';
import { runJourneys } from './support/journeys';

runJourneys('firefox', JOURNEYS, 'en');
