import { useEffect, useLayoutEffect, useRef } from 'react';
import { Adopt } from '../../widgets/adopt';
import type { AttributeValues } from '../../widgets/attributes';
import { elementsOf } from '../../widgets/content';
import { useWidget } from '../../widgets/widget-context';
import { differsFromDefaults, groupChanged } from './group-settings';
import { closedByOpening, collapseItemChange, groupOf, type CollapseItemChangeDetail } from './item-state';
import type { collapseGroupAttributes } from './collapse-group.block';

/** Groups collapse-items; opening one closes the others unless `leave-open` is set. */
export function CollapseGroup({ leaveOpen, element, headingLevel }: AttributeValues<typeof collapseGroupAttributes>) {
  const { host, content } = useWidget();
  const mounted = useRef(false);

  // The items read the heading level and the region rule from the group's attributes as they
  // render. Those that mounted with the group rendered out of the document, with the defaults
  // (group-settings.ts): with settings of its own, the group has them render again, before the
  // browser paints; and again after every change.
  useLayoutEffect(() => {
    if (mounted.current || differsFromDefaults(host)) groupChanged(host);
    mounted.current = true;
  }, [host, headingLevel, leaveOpen]);

  // Items talk to the group through their bubbling `collapse-item:change` event, never directly
  // (not its alias `change`, which a form control in a body fires too). The one-open rule reads
  // `leave-open` itself (item-state.ts), as the early answer does; each item it closes reports
  // its own change.
  useEffect(() => {
    const closeOthers = (event: Event) => {
      const opened = event.target as Element;
      if (opened.localName !== 'collapse-item' || !(event as CustomEvent<CollapseItemChangeDetail>).detail?.opened)
        return;
      if (groupOf(opened) !== host) return; // an item of a nested group: that group's rule
      for (const item of closedByOpening(opened)) item.removeAttribute('opened');
    };
    host.addEventListener(collapseItemChange.name, closeOthers);
    return () => host.removeEventListener(collapseItemChange.name, closeOthers);
  }, [host]);

  if (element === 'ul' || element === 'ol') {
    const List = element;
    return (
      <List className="collapse-group__list">
        {elementsOf(content.items).map((child, index) => (
          <Adopt as="li" key={index} className="collapse-group__list-item" nodes={[child]} />
        ))}
      </List>
    );
  }
  return <Adopt as={element} className="collapse-group__list" nodes={content.items} />;
}
