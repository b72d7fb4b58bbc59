// Every journey the engine tests run, in the order a visitor meets the blocks on the demo page.
import type { Journey } from '../support/journeys';
import { brandJourneys } from './brand';
import { collapseJourneys } from './collapse';
import { cookiebarJourneys } from './cookiebar';
import { galleryJourneys } from './gallery';
import { harnessJourneys } from './harness';
import { heroJourneys } from './hero';
import { languageSwitchJourneys } from './language-switch';
import { menuJourneys } from './menu';
import { newsletterJourneys } from './newsletter';
import { sliderJourneys } from './sliders';
import { turboJourneys } from './turbo';
import { upgradeJourneys } from './upgrade';

export const JOURNEYS: Journey[] = [
  ...harnessJourneys,
  ...upgradeJourneys,
  ...cookiebarJourneys,
  ...heroJourneys,
  ...menuJourneys,
  ...languageSwitchJourneys,
  ...sliderJourneys,
  ...collapseJourneys,
  ...brandJourneys,
  ...newsletterJourneys,
  ...galleryJourneys,
  ...turboJourneys,
];
