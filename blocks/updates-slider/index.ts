import { defineWidget } from '../../widgets/define-widget';
import block from './block';
import { UpdatesSlider } from './updates-slider';

defineWidget(block, UpdatesSlider, { showsChildren: true });
