import { defineWidget } from '../../widgets/define-widget';
import block from './collapse-group.block';
import { CollapseGroup } from './collapse-group';

defineWidget(block, CollapseGroup);
