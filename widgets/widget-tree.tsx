// What a widget renders into its element: the component with its context, or, after the
// component threw, the CMS content as the server rendered it. Either way the element is marked
// upgraded while it is shown, so the stylesheet switches from its pre-upgrade layout.
import { useLayoutEffect, type ComponentType } from 'react';
import { Adopt } from './adopt';
import type { AttributeSpecs, AttributeValues } from './attributes';
import { UPGRADED_ATTRIBUTE } from '../common/upgrade-state';
import { WidgetContext, type WidgetContextValue } from './widget-context';

/**
 * Marks the host upgraded while the widget (or, after an error, its fallback) is rendered. It is
 * rendered as the widget's first sibling, and React runs the layout effects of earlier siblings
 * first: the stylesheet has switched from the pre-upgrade layout by the time the widget's own
 * layout effects measure (Swiper does). A sibling, not a wrapper: one component less per widget.
 */
function UpgradedMark({ host }: { host: HTMLElement }) {
  useLayoutEffect(() => {
    host.setAttribute(UPGRADED_ATTRIBUTE, '');
    return () => host.removeAttribute(UPGRADED_ATTRIBUTE);
  }, [host]);
  return null;
}

/**
 * Focuses the CMS node that had focus when the widget took its content, if it is still inside the
 * host. Rendered after the widget, and only for a widget whose content had focus: its layout
 * effect runs once the widget's own have put the CMS nodes back in place, and the other widgets
 * (a page may hold a thousand) pay nothing for it.
 */
function Refocus({ context: { host, content } }: { context: WidgetContextValue }) {
  useLayoutEffect(() => {
    const { focused } = content;
    if (!focused?.isConnected || !host.contains(focused)) return;
    if (focused.ownerDocument.activeElement !== focused) focused.focus({ preventScroll: true });
  }, [host, content]);
  return null;
}

/** What a widget that threw shows: its CMS content as the server rendered it. */
export function FailedWidget({ context: { host, content } }: { context: WidgetContextValue }) {
  return (
    <>
      <UpgradedMark host={host} />
      <Adopt nodes={content.all} className="widget-fallback" />
    </>
  );
}

/** The component of one tag, rendered with its element's context and attribute values. */
export function liveWidget<Specs extends AttributeSpecs>(Component: ComponentType<AttributeValues<Specs>>) {
  return function LiveWidget({ context, values }: { context: WidgetContextValue; values: AttributeValues<Specs> }) {
    return (
      <WidgetContext value={context}>
        <UpgradedMark host={context.host} />
        <Component {...values} />
        {context.content.focused && <Refocus context={context} />}
      </WidgetContext>
    );
  };
}
