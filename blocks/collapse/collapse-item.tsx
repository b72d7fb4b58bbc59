import { useLayoutEffect, useRef } from 'react';
import { dispatch } from '../../common/define-event';
import { adopted } from '../../widgets/adopt';
import { setBooleanAttribute, type AttributeValues } from '../../widgets/attributes';
import { useWidget } from '../../widgets/widget-context';
import type { collapseItemAttributes } from './collapse-item.block';
import { groupSettingsOf } from './group-settings';
import { DEFAULT_HEADING_LEVEL, HEADING_LEVELS, parseHeadingLevel } from '../../common/heading-level';
import { setBodyOpen } from './height-animation';
import { COLLAPSE_ITEM_CHANGE_EVENTS, groupOf } from './item-state';
import { revealHashTargetAfterMount } from './reveal';

/** Each item's odd heading-level it was warned about, so a value is warned about once. */
const warnedLevels = new WeakMap<Element, string>();

/**
 * Warns once about an odd heading-level of `host`, as it renders: not in an effect, which every
 * item of a thousand would hold for a warning that is rare. Worded a microtask later, once the
 * item is in place: an item mounting with its group renders out of it (group-settings.ts).
 */
function warnIfOddLevel(host: Element, headingLevel: string): void {
  if (headingLevel === '' || parseHeadingLevel(headingLevel)) {
    warnedLevels.delete(host);
    return;
  }
  if (warnedLevels.get(host) === headingLevel) return;
  warnedLevels.set(host, headingLevel);
  queueMicrotask(() => {
    const fallback = groupOf(host) ? "its group's level" : `the default "${DEFAULT_HEADING_LEVEL}"`;
    const problem = `"${headingLevel}" is not one of ${HEADING_LEVELS.join(', ')}`;
    console.warn(`[site-widgets] <collapse-item> attribute "heading-level": ${problem}; using ${fallback}.`);
  });
}

/**
 * A header button, in a heading element, that shows and hides the CMS body below it (the APG
 * accordion pattern). The `opened` attribute is the state.
 */
export function CollapseItem({ heading, opened, headingLevel }: AttributeValues<typeof collapseItemAttributes>) {
  const { host, content, id } = useWidget();
  const bodyId = `${id}-body`;
  const buttonId = `${id}-button`;
  const group = groupSettingsOf(host);
  const ownLevel = parseHeadingLevel(headingLevel);
  const Heading = `h${ownLevel ?? group.headingLevel}` as const;
  const bodyRef = useRef<HTMLDivElement>(null);
  const previous = useRef<boolean | null>(null);
  const slottedHeading = content.slots.heading;

  // Show or hide the body; animate only real changes, not the first render. At the first render
  // a URL hash that points inside the body opens the item (checked once for all items mounted
  // together); later hash changes and find-in-page are handled once for all items (./reveal.ts).
  useLayoutEffect(() => {
    const isChange = previous.current !== null && previous.current !== opened;
    const cancel = setBodyOpen(bodyRef.current!, opened, isChange);
    if (isChange) for (const event of COLLAPSE_ITEM_CHANGE_EVENTS) dispatch(host, event, { opened });
    if (previous.current === null) revealHashTargetAfterMount();
    previous.current = opened;
    return cancel;
  }, [host, opened]);

  warnIfOddLevel(host, headingLevel);

  // A generic element may not carry a name: the body is named by its button only as a region.
  const region = group.region ? ({ role: 'region', 'aria-labelledby': buttonId } as const) : {};
  return (
    <>
      {/* The heading holds the button and nothing else (APG). The plus/minus icon is the button's
          background (collapse-item.css). */}
      <Heading className="collapse-item__header">
        <button
          type="button"
          id={buttonId}
          className="collapse-item__button"
          aria-expanded={opened}
          aria-controls={bodyId}
          onClick={() => setBooleanAttribute(host, 'opened', !opened)}
        >
          {slottedHeading ? (
            <span className="collapse-item__heading" {...adopted(slottedHeading)} />
          ) : (
            <span className="collapse-item__heading">{heading}</span>
          )}
        </button>
      </Heading>
      <div className="collapse-item__body" id={bodyId} ref={bodyRef} {...region}>
        <div className="collapse-item__content" {...adopted(content.body)} />
      </div>
    </>
  );
}
