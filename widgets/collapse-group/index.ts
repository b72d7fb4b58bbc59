import { defineWidget, type WidgetElement } from '../define-widget';
import { collapseGroupAttributes } from './attributes';
import { CollapseGroup } from './collapse-group';

defineWidget({ tag: 'collapse-group', attributes: collapseGroupAttributes, component: CollapseGroup });

export type CollapseGroupElement = WidgetElement<typeof collapseGroupAttributes>;

declare global {
  interface HTMLElementTagNameMap {
    'collapse-group': CollapseGroupElement;
  }
}
