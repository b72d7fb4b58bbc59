import { defineWidget } from '../../widgets/define-widget';
import block from './block';
import { CollapseGroup } from './collapse-group';

defineWidget(block, CollapseGroup);
