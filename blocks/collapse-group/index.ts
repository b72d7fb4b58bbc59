import { defineWidget, type WidgetElement } from '../../widgets/define-widget';
import block, { collapseGroupAttributes } from './block';
import { CollapseGroup } from './collapse-group';

defineWidget({ tag: block.tag, attributes: collapseGroupAttributes, component: CollapseGroup });

export type CollapseGroupElement = WidgetElement<typeof collapseGroupAttributes>;

declare global {
  interface HTMLElementTagNameMap {
    'collapse-group': CollapseGroupElement;
  }
}
