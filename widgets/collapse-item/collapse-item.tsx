import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Adopt } from '../adopt';
import { setBooleanAttribute, type AttributeValues } from '../attributes';
import { useWidget } from '../define-widget';
import { uniqueId } from '../unique-id';
import type { collapseItemAttributes } from './attributes';
import { setBodyOpen } from './height-animation';

export interface CollapseItemChangeDetail {
  opened: boolean;
}

/** A header button that shows and hides the CMS body below it. The `opened` attribute is the state. */
export function CollapseItem({ heading, opened }: AttributeValues<typeof collapseItemAttributes>) {
  const { host, content } = useWidget();
  const [bodyId] = useState(() => uniqueId('collapse-item-body'));
  const bodyRef = useRef<HTMLDivElement>(null);
  const previous = useRef<boolean | null>(null);
  const openedNow = useRef(opened);
  openedNow.current = opened;
  const slottedHeading = content.slots.heading;

  // Show or hide the body; animate only real changes, not the first render.
  useLayoutEffect(() => {
    const isChange = previous.current !== null && previous.current !== opened;
    const cancel = setBodyOpen(bodyRef.current!, opened, isChange);
    if (isChange) host.dispatchEvent(new CustomEvent<CollapseItemChangeDetail>('change', { bubbles: true, detail: { opened } }));
    previous.current = opened;
    return cancel;
  }, [host, opened]);

  // Find-in-page and fragment links reveal a closed body: the browser fires `beforematch` on it.
  useEffect(() => {
    const body = bodyRef.current!;
    const open = () => setBooleanAttribute(host, 'opened', true);
    body.addEventListener('beforematch', open);
    return () => body.removeEventListener('beforematch', open);
  }, [host]);

  // A URL hash that points inside the body opens the item (at load and on every hash change).
  useEffect(() => {
    const openForHash = () => {
      const target = elementForHash(location.hash);
      if (!target || !bodyRef.current!.contains(target) || openedNow.current) return;
      setBooleanAttribute(host, 'opened', true);
      requestAnimationFrame(() => target.scrollIntoView({ block: 'start' }));
    };
    openForHash();
    window.addEventListener('hashchange', openForHash);
    return () => window.removeEventListener('hashchange', openForHash);
  }, [host]);

  return (
    <>
      <div className="collapse-item__header">
        <button type="button" className="collapse-item__button" aria-expanded={opened} aria-controls={bodyId} onClick={() => setBooleanAttribute(host, 'opened', !opened)}>
          {slottedHeading ? <Adopt as="span" className="collapse-item__heading" nodes={slottedHeading} /> : <span className="collapse-item__heading">{heading}</span>}
          <span className="collapse-item__icon" aria-hidden="true" />
        </button>
      </div>
      <div className="collapse-item__body" id={bodyId} ref={bodyRef}>
        <Adopt className="collapse-item__content" nodes={content.body} />
      </div>
    </>
  );
}

function elementForHash(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed %-escape
  }
}
