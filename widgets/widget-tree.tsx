// What a widget renders into its element: the component with its context, or, after the
// component threw, the CMS content as the server rendered it. Either way the element is marked
// upgraded while it is mounted (define-widget.tsx), so the stylesheet switches from its
// pre-upgrade layout.
import { useLayoutEffect, type ComponentType } from 'react';
import { Adopt } from './adopt';
import type { AttributeSpecs, AttributeValues } from './attributes';
import { WidgetContext, type WidgetContextValue } from './widget-context';

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
export function FailedWidget({ context: { content } }: { context: WidgetContextValue }) {
  return <Adopt nodes={content.all} className="widget-fallback" />;
}

/** The component of one tag, rendered with its element's context and attribute values. */
export function liveWidget<Specs extends AttributeSpecs>(Component: ComponentType<AttributeValues<Specs>>) {
  return function LiveWidget({ context, values }: { context: WidgetContextValue; values: AttributeValues<Specs> }) {
    return (
      <WidgetContext value={context}>
        <Component {...values} />
        {context.content.focused && <Refocus context={context} />}
      </WidgetContext>
    );
  };
}
