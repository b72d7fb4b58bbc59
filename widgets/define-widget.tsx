// The one place that calls r2wc. It turns a React component into a custom element and fills
// r2wc's gaps once for every widget:
// - CMS children: they are captured on connect, taken out when the widget mounts, and moved into
//   the React output as the same nodes (see <Adopt>). A move keeps the rendered tree; a removal
//   unmounts it and puts the children back as the element's own, so a later reconnect starts
//   again from the server markup.
// - Attributes: r2wc parses an attribute only when its value is non-empty (a bare `opened` would
//   stay false, and removing it would change nothing) and JSON.parses in the constructor. So r2wc
//   gets no props; this element parses attributes as HTML does and renders again on a change.
// - Mounting: r2wc takes a renderer. Ours renders every widget from the page's one React root,
//   through a portal into its element (widget-root.tsx), and the mount queue mounts all widgets
//   that connect together in one flushSync (mount-queue.ts).
// - Errors: each widget renders inside an error boundary that falls back to its CMS content.
import r2wc, { type R2WCRenderer } from '@r2wc/core';
import { createContext, useContext, useLayoutEffect, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { Adopt } from './adopt';
import { warnIfSplitByAutop } from './autop';
import {
  camelCase,
  defaultValues,
  parseAttribute,
  setBooleanAttribute,
  type AttributeSpecs,
  type AttributeValues,
} from './attributes';
import { captureContent, restoreContent, type CmsContent } from './content';
import { mountedWidgets } from './mounted-widgets';
import { queueMount } from './mount-queue';
import './put-back-before-snapshot';
import { uniqueId } from './unique-id';
import { UPGRADED_ATTRIBUTE } from '../common/upgrade-state';
import { removeWidget, renderWidget } from './widget-root';

export interface WidgetDefinition<Specs extends AttributeSpecs> {
  tag: string;
  attributes: Specs;
  component: ComponentType<AttributeValues<Specs>>;
  /**
   * The widget shows its CMS children (slides, links, an intro): mounted with none, inside a
   * `<p>`, it warns that wpautop split it from them (autop.ts).
   */
  showsChildren?: boolean;
}

/** A widget element: an HTMLElement with a property per declared attribute. */
export type WidgetElement<Specs extends AttributeSpecs> = HTMLElement & AttributeValues<Specs>;

interface WidgetContextValue {
  /** The custom element itself: dispatch events on it, reflect state to its attributes. */
  host: HTMLElement;
  /** The CMS children, captured at connect. */
  content: CmsContent;
}

const WidgetContext = createContext<WidgetContextValue | null>(null);

/** The host element and CMS content of the widget being rendered. */
export function useWidget(): WidgetContextValue {
  const context = useContext(WidgetContext);
  if (!context) throw new Error('useWidget() is only available inside a widget defined with defineWidget()');
  return context;
}

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

export function defineWidget<Specs extends AttributeSpecs>(definition: WidgetDefinition<Specs>): void {
  const { tag, attributes, component: Component, showsChildren = false } = definition;
  if (customElements.get(tag)) return;
  const names = Object.keys(attributes);
  // Worked out once per tag, not per element: a page may hold a thousand of them.
  const propertyOf = new Map(names.map((name) => [name, camelCase(name)]));
  // Shared by every element until its first attribute: a change replaces it, never edits it.
  const defaults = defaultValues(attributes);

  function Host({ context, values }: { context: WidgetContextValue; values: AttributeValues<Specs> }) {
    return (
      <WidgetContext value={context}>
        <UpgradedMark host={context.host} />
        <Component {...values} />
        {context.content.focused && <Refocus context={context} />}
      </WidgetContext>
    );
  }

  /** What a widget that threw shows: its CMS content as the server rendered it. */
  function Failed({ context: { host, content } }: { context: WidgetContextValue }) {
    return (
      <>
        <UpgradedMark host={host} />
        <Adopt nodes={content.all} className="widget-fallback" />
      </>
    );
  }

  // Set in HostElement's static block: the only ways in to its private state.
  let render: (element: HostElement) => void = () => {};
  let valuesOf: (element: HostElement) => AttributeValues<Specs> = () => defaults;

  // r2wc calls these from the element's connected and disconnected callbacks (which the element
  // calls when the mount queue mounts it, inside flushSync, and when it is removed); the widget
  // renders through the page's one React root (widget-root.tsx).
  const renderer: R2WCRenderer<object, HTMLElement> = {
    mount(container) {
      // The CMS children were captured just before; the widget adopts those it shows. The rest
      // (whitespace, comments, stray elements) leaves, as a root of its own would clear them.
      container.replaceChildren();
      render(container as HostElement);
      return container;
    },
    // Attributes reach the component through the element's own render, not through r2wc.
    update() {},
    unmount(container) {
      removeWidget(container);
    },
  };

  class HostElement extends (r2wc(Host as ComponentType<object>, { props: [] }, renderer) as {
    new (): HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };
  }) {
    static observedAttributes = names;
    #context: WidgetContextValue | null = null;
    #values = defaults;
    /** Connected and queued or mounted: a move (disconnect and connect at once) changes nothing. */
    #connected = false;
    readonly #key = uniqueId(tag);
    #cancelMount: (() => void) | null = null;

    static {
      render = (element) => {
        const context = element.#context!;
        renderWidget(
          element,
          <Host context={context} values={element.#values} />,
          <Failed context={context} />,
          element.#key,
        );
      };
      valuesOf = (element) => element.#values;
    }

    override connectedCallback() {
      this.#takeOverEarlyProperties();
      if (this.#connected) return; // moved, not removed: the React tree is (or will be) mounted
      this.#connected = true;
      this.#queueMount();
    }

    // The CMS children are taken when the widget mounts, not when it connects: a script may
    // insert an element first and fill it after, in the same task.
    #mount() {
      this.#cancelMount = null;
      const rendered = this.hasAttribute(UPGRADED_ATTRIBUTE);
      this.#context = { host: this, content: captureContent(this, { rendered }) };
      if (showsChildren && !rendered) warnIfSplitByAutop(this, this.#context.content.items);
      try {
        super.connectedCallback();
        mountedWidgets.set(this, { putBack: () => this.#unmount(), remount: () => this.#queueMount() });
      } catch (error) {
        console.error(`[site-widgets] <${tag}> could not start; its content stays as rendered.`, error);
      }
    }

    #queueMount() {
      if (this.isConnected && !this.#context) this.#cancelMount = queueMount(this, () => this.#mount());
    }

    /** Unmounts the widget and puts its CMS children back as the element's own. */
    #unmount() {
      this.#cancelMount?.();
      this.#cancelMount = null;
      const context = this.#context;
      if (!context) return; // not mounted: its children never moved
      mountedWidgets.delete(this);
      // Unmounted at once, so the content goes back only after the rendered nodes are gone.
      flushSync(() => super.disconnectedCallback());
      this.#context = null;
      restoreContent(this, context.content);
    }

    override disconnectedCallback() {
      // Wait a microtask: a move (remove + insert, as a parent widget does when it adopts its
      // children) keeps the tree as it is, and an unmount never runs inside another root's commit.
      queueMicrotask(() => {
        if (this.isConnected || !this.#connected) return;
        this.#connected = false;
        this.#unmount();
      });
    }

    // A script may set a property (`item.opened = true`) before the chunk is loaded, which now
    // waits until the element nears the viewport. That value sits on the element itself and would
    // hide the accessor below: pass it through the accessor instead.
    #takeOverEarlyProperties() {
      for (const property of propertyOf.values()) {
        if (!Object.hasOwn(this, property)) continue;
        const value = (this as Record<string, unknown>)[property];
        delete (this as Record<string, unknown>)[property];
        (this as Record<string, unknown>)[property] = value;
      }
    }

    attributeChangedCallback(name: string, _old: string | null, raw: string | null) {
      const spec = attributes[name];
      if (!spec) return;
      const { value, problem } = parseAttribute(spec, raw);
      if (problem)
        console.warn(
          `[site-widgets] <${tag}> attribute "${name}": "${raw}" ${problem}; using the default "${String(spec.default)}".`,
        );
      const key = propertyOf.get(name) as keyof AttributeValues<Specs>;
      if (this.#values[key] === value) return;
      this.#values = { ...this.#values, [key]: value };
      if (this.#context) render(this); // mounted: render with the new value
    }
  }

  // A property per attribute: reading gives the parsed value, writing reflects to the attribute.
  for (const [name, spec] of Object.entries(attributes)) {
    const property = propertyOf.get(name) as keyof AttributeValues<Specs>;
    Object.defineProperty(HostElement.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HostElement) {
        return valuesOf(this)[property];
      },
      set(this: HostElement, value: unknown) {
        if (spec.type === 'boolean') setBooleanAttribute(this, name, Boolean(value));
        else if (value === null || value === undefined) this.removeAttribute(name);
        else this.setAttribute(name, String(value));
      },
    });
  }

  customElements.define(tag, HostElement);
}
