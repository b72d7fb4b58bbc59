import { defineWidget } from '../../widgets/define-widget';
import block from './block';
import { CollapseItem } from './collapse-item';

defineWidget(block, CollapseItem, { showsChildren: true });
