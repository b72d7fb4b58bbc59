import { defineWidget } from '../../widgets/define-widget';
import block from './block';
import { ImageSlider } from './image-slider';

defineWidget(block, ImageSlider, { showsChildren: true });
