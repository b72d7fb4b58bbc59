// The one place that calls r2wc. It turns a React component into a custom element and fills
// r2wc's gaps once for every widget:
// - CMS children: React clears its root container on first render, so the children are captured
//   on connect and moved into the React output as the same nodes (see <Adopt>). A move keeps the
//   rendered tree; a removal unmounts it and puts the children back as the element's own, so a
//   later reconnect starts again from the server markup.
// - Attributes: r2wc parses an attribute only when its value is non-empty (a bare `opened` would
//   stay false, and removing it would change nothing) and JSON.parses in the constructor. So r2wc
//   gets no props; this element parses attributes as HTML does and renders its root again.
// - Mounting: r2wc takes a renderer; ours gives each element a root and renders it at once, as
//   the mount queue calls connectedCallback in batches inside flushSync.
// - Errors: each widget renders inside an error boundary that falls back to its CMS content.
import r2wc, { type R2WCRenderer } from '@r2wc/core';
import { createContext, useContext, useLayoutEffect, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Adopt } from './adopt';
import { camelCase, defaultValues, parseAttribute, setBooleanAttribute, type AttributeSpecs, type AttributeValues } from './attributes';
import { captureContent, restoreContent, type CmsContent } from './content';
import { WidgetErrorBoundary } from './error-boundary';
import { queueMount } from './mount-queue';

export interface WidgetDefinition<Specs extends AttributeSpecs> {
  tag: string;
  attributes: Specs;
  component: ComponentType<AttributeValues<Specs>>;
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

/** Marks an upgraded widget, so the stylesheet's pre-upgrade layout hands over to the rendered one. */
export const UPGRADED_ATTRIBUTE = 'data-upgraded';

// The React root of each mounted widget element.
const roots = new WeakMap<HTMLElement, Root>();

export function defineWidget<Specs extends AttributeSpecs>({ tag, attributes, component: Component }: WidgetDefinition<Specs>): void {
  if (customElements.get(tag)) return;
  const names = Object.keys(attributes);

  function Host({ context, values }: { context: WidgetContextValue; values: AttributeValues<Specs> }) {
    const { host, content } = context;
    useLayoutEffect(() => {
      host.setAttribute(UPGRADED_ATTRIBUTE, '');
      return () => host.removeAttribute(UPGRADED_ATTRIBUTE);
    }, [host]);
    return (
      <WidgetContext value={context}>
        <WidgetErrorBoundary tag={tag} fallback={<Adopt nodes={content.all} className="widget-fallback" />}>
          <Component {...values} />
        </WidgetErrorBoundary>
      </WidgetContext>
    );
  }

  // Set in HostElement's static block: the only ways in to its private state.
  let renderInto: (element: HostElement, root: Root) => void = () => {};
  let valuesOf: (element: HostElement) => AttributeValues<Specs> = () => defaultValues(attributes);

  // r2wc calls these from the element's connected and disconnected callbacks.
  const renderer: R2WCRenderer<object, Root> = {
    mount(container) {
      const root = createRoot(container);
      roots.set(container, root);
      renderInto(container as HostElement, root);
      return root;
    },
    // Attributes reach the component through the element's own render(), not through r2wc.
    update() {},
    unmount(root) {
      root.unmount();
    },
  };

  class HostElement extends (r2wc(Host as ComponentType<object>, { props: [] }, renderer) as { new (): HTMLElement & { connectedCallback(): void; disconnectedCallback(): void } }) {
    static observedAttributes = names;
    #context: WidgetContextValue | null = null;
    #values = defaultValues(attributes);
    #cancelMount: (() => void) | null = null;

    static {
      renderInto = (element, root) => root.render(<Host context={element.#context!} values={element.#values} />);
      valuesOf = (element) => element.#values;
    }

    override connectedCallback() {
      this.#takeOverEarlyProperties();
      if (this.#context) return; // moved, not removed: the React tree is (or will be) mounted
      this.#context = { host: this, content: captureContent(this) };
      this.#cancelMount = queueMount(() => this.#mount());
    }

    #mount() {
      this.#cancelMount = null;
      try {
        super.connectedCallback();
      } catch (error) {
        console.error(`[site-widgets] <${tag}> could not start; its content stays as rendered.`, error);
      }
    }

    override disconnectedCallback() {
      // Wait a microtask: a move (remove + insert, as a parent widget does when it adopts its
      // children) keeps the tree as it is, and an unmount never runs inside another root's commit.
      queueMicrotask(() => {
        if (this.isConnected || !this.#context) return;
        this.#cancelMount?.();
        this.#cancelMount = null;
        super.disconnectedCallback();
        roots.delete(this);
        restoreContent(this, this.#context.content);
        this.#context = null;
      });
    }

    // A script may set a property (`item.opened = true`) before the chunk is loaded, which now
    // waits until the element nears the viewport. That value sits on the element itself and would
    // hide the accessor below: pass it through the accessor instead.
    #takeOverEarlyProperties() {
      for (const name of names) {
        const property = camelCase(name);
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
      if (problem) console.warn(`[site-widgets] <${tag}> attribute "${name}": "${raw}" ${problem}; using the default "${String(spec.default)}".`);
      const key = camelCase(name) as keyof AttributeValues<Specs>;
      if (this.#values[key] === value) return;
      this.#values = { ...this.#values, [key]: value };
      const root = roots.get(this);
      if (root) renderInto(this, root);
    }
  }

  // A property per attribute: reading gives the parsed value, writing reflects to the attribute.
  for (const [name, spec] of Object.entries(attributes)) {
    Object.defineProperty(HostElement.prototype, camelCase(name), {
      configurable: true,
      enumerable: true,
      get(this: HostElement) {
        return valuesOf(this)[camelCase(name) as keyof AttributeValues<Specs>];
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
