// Every block's look (../scenes.ts) in Debian's Chromium, against references/chromium/.
import { runScenes } from './support/run-scenes';

runScenes('chromium');
