import { defineWidget } from '../../widgets/define-widget';
import block from './updates-slider.block';
import { UpdatesSlider } from './updates-slider';

defineWidget(block, UpdatesSlider, { showsChildren: true });
