// Every journey (each block folder's FOLDER.journeys.ts and journeys/) in WebKitGTK (Safari's engine
// as Debian ships it), on the English demo page (/en/).
import { JOURNEYS } from './journeys';
import { runJourneys } from './support/journeys';

runJourneys('webkit', JOURNEYS, 'en');
