import { defineWidget, type WidgetElement } from '../../widgets/define-widget';
import block, { collapseItemAttributes } from './block';
import type { CollapseItemChangeDetail } from '../../common/collapse-item-state';
import { CollapseItem } from './collapse-item';

defineWidget({
  tag: block.tag,
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
