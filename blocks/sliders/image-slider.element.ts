import { defineWidget } from '../../widgets/define-widget';
import block from './image-slider.block';
import { ImageSlider } from './image-slider';

defineWidget(block, ImageSlider, { showsChildren: true });
