// Puts each widget's server markup back before a router copies the page, and mounts it again where it
// stays. See docs/internals.md#the-widget-lifecycle.
import { beforeSnapshot } from '../common/router-snapshots';
import { putBackServerMarkup } from './mounted-widgets';

beforeSnapshot(putBackServerMarkup);
