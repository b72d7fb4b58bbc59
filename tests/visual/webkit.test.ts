// Every block's look (../scenes.ts) in WebKitGTK, against references/webkit/.
import { runScenes } from './support/run-scenes';

runScenes('webkit');
