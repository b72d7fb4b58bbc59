// The widget chunks being loaded now, which the mount queue waits for so widgets requested together
// mount in one batch. See docs/internals.md#the-mount-queue.
import { sharedSlot } from './shared-state';

/** The widget chunk loads in flight (each settles once its chunk has run, or failed). */
export const widgetLoads = (): Set<Promise<unknown>> => sharedSlot('widgetLoads', () => new Set());
