// What a widget renders into its element: the component with its context, or, after the
// component threw, the CMS content as the server rendered it. Either way the element is marked
// upgraded while it is mounted (define-widget.tsx), so the stylesheet switches from its
// pre-upgrade layout.
import { useLayoutEffect, type ComponentType, type ReactNode } from 'react';
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

/**
 * What a widget renders while it works: its component, with its context and attribute values,
 * under no component of ours, so a page of a thousand widgets holds no extra fiber for each.
 */
export function liveWidget<Specs extends AttributeSpecs>(
  Component: ComponentType<AttributeValues<Specs>>,
  context: WidgetContextValue,
  values: AttributeValues<Specs>,
): ReactNode {
  const widget = <Component {...values} />;
  return (
    <WidgetContext value={context}>
      {context.content.focused ? (
        <>
          {widget}
          <Refocus context={context} />
        </>
      ) : (
        widget
      )}
    </WidgetContext>
  );
}
