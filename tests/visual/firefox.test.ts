// Every block's look (../scenes.ts) in Firefox ESR, against references/firefox/.
import { runScenes } from './support/run-scenes';

runScenes('firefox');
