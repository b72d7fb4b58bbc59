import { useLayoutEffect, useRef, useState } from 'react';
import type { CollapseItemChangeDetail } from '../../common/collapse-item-state';
import { Adopt } from '../adopt';
import { setBooleanAttribute, type AttributeValues } from '../attributes';
import { useWidget } from '../define-widget';
import { uniqueId } from '../unique-id';
import { emit } from '../emit';
import { collapseItemEvents, type collapseItemAttributes } from './attributes';
import { setBodyOpen } from './height-animation';
import { revealHashTargetAfterMount } from './reveal';

const [changeEvent] = collapseItemEvents;

/** A header button that shows and hides the CMS body below it. The `opened` attribute is the state. */
export function CollapseItem({ heading, opened }: AttributeValues<typeof collapseItemAttributes>) {
  const { host, content } = useWidget();
  const [bodyId] = useState(() => uniqueId('collapse-item-body'));
  const bodyRef = useRef<HTMLDivElement>(null);
  const previous = useRef<boolean | null>(null);
  const slottedHeading = content.slots.heading;

  // Show or hide the body; animate only real changes, not the first render. At the first render
  // a URL hash that points inside the body opens the item (checked once for all items mounted
  // together); later hash changes and find-in-page are handled once for all items (./reveal.ts).
  useLayoutEffect(() => {
    const isChange = previous.current !== null && previous.current !== opened;
    const cancel = setBodyOpen(bodyRef.current!, opened, isChange);
    if (isChange) emit<CollapseItemChangeDetail>(host, changeEvent, { opened });
    if (previous.current === null) revealHashTargetAfterMount();
    previous.current = opened;
    return cancel;
  }, [host, opened]);

  return (
    <>
      {/* The plus/minus icon is the button's ::before and ::after (collapse-item.css). */}
      <button type="button" className="collapse-item__button" aria-expanded={opened} aria-controls={bodyId} onClick={() => setBooleanAttribute(host, 'opened', !opened)}>
        {slottedHeading ? <Adopt as="span" className="collapse-item__heading" nodes={slottedHeading} /> : <span className="collapse-item__heading">{heading}</span>}
      </button>
      <div className="collapse-item__body" id={bodyId} ref={bodyRef}>
        <Adopt className="collapse-item__content" nodes={content.body} />
      </div>
    </>
  );
}
