// Before its code arrives, the entry moves the updates slider's row on an arrow key or a swipe, as the
// upgraded slider will, and asks for its code (common/slider-early.ts, shared by the sliders).
import { keepEarlySlides } from '../../common/slider-early';
import { defineBlockRuntime } from '../../runtime/block-runtime';
import { load } from '../../runtime/registry';

export default defineBlockRuntime({ start: { atOnce: () => keepEarlySlides('updates-slider', false, load) } });
