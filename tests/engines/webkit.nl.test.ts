// Every journey (each block folder's FOLDER.journeys.ts and journeys/) in WebKitGTK (Safari's engine
// as Debian ships it), on the Dutch demo page (/).
import { JOURNEYS } from './journeys';
import { runJourneys } from './support/journeys';

runJourneys('webkit', JOURNEYS, 'nl');
