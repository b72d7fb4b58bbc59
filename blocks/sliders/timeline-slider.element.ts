import { defineWidget } from '../../widgets/define-widget';
import block from './timeline-slider.block';
import { TimelineSlider } from './timeline-slider';

defineWidget(block, TimelineSlider, { showsChildren: true });
