import { defineWidget, type WidgetElement } from '../define-widget';
import { collapseItemAttributes } from './attributes';
import type { CollapseItemChangeDetail } from '../../common/collapse-item-state';
import { CollapseItem } from './collapse-item';

defineWidget({
  tag: 'collapse-item',
  attributes: collapseItemAttributes,
  component: CollapseItem,
  showsChildren: true,
});

export type CollapseItemElement = WidgetElement<typeof collapseItemAttributes>;
export type { CollapseItemChangeDetail };

declare global {
  interface HTMLElementTagNameMap {
    'collapse-item': CollapseItemElement;
  }
}
