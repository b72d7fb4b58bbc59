// Before a router copies the page (common/router-snapshots.ts), every widget in the copied part
// puts its server-rendered markup back, and mounts again right after where it stays in the page.
// (A widget restored from a copy taken without such a hook still rebuilds from the CMS nodes
// inside its old markup: see captureContent.)
import { beforeSnapshot } from '../common/router-snapshots';
import { putBackServerMarkup } from './mounted-widgets';

beforeSnapshot(putBackServerMarkup);
