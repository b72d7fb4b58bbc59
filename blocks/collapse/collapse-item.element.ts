import { defineWidget } from '../../widgets/define-widget';
import block from './collapse-item.block';
import { CollapseItem } from './collapse-item';

defineWidget(block, CollapseItem, { showsChildren: true });
