// Every journey (journeys/) in Debian's Firefox ESR.
import { JOURNEYS } from './journeys';
import { runJourneys } from './support/journeys';

runJourneys('firefox', JOURNEYS);
