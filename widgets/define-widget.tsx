// The one place that calls r2wc. It turns a React component into a custom element and fills
// r2wc's gaps once for every widget:
// - CMS children: React clears its root container on first render, so the children are captured
//   on connect and moved into the React output as the same nodes (see <Adopt>). A move keeps the
//   rendered tree; a removal unmounts it and puts the children back as the element's own, so a
//   later reconnect starts again from the server markup.
// - Attributes: r2wc parses an attribute only when its value is non-empty (a bare `opened` would
//   stay false, and removing it would change nothing) and JSON.parses in the constructor. So r2wc
//   gets no props; this element parses attributes as HTML does and re-renders through a store.
// - Errors: each widget renders inside an error boundary that falls back to its CMS content.
import r2wc from '@r2wc/react-to-web-component';
import { createContext, useContext, useLayoutEffect, useMemo, useSyncExternalStore, type ComponentType } from 'react';
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

type R2wcElement = HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };

export function defineWidget<Specs extends AttributeSpecs>({ tag, attributes, component: Component }: WidgetDefinition<Specs>): void {
  if (customElements.get(tag)) return;
  const names = Object.keys(attributes);

  function Host({ container }: { container?: HTMLElement }) {
    const element = container as HostElement;
    const values = useSyncExternalStore(element.subscribe, element.snapshot);
    const content = element.content!;
    const context = useMemo(() => ({ host: element, content }), [element, content]);
    useLayoutEffect(() => {
      element.setAttribute(UPGRADED_ATTRIBUTE, '');
      return () => element.removeAttribute(UPGRADED_ATTRIBUTE);
    }, [element]);
    return (
      <WidgetContext value={context}>
        <WidgetErrorBoundary tag={tag} fallback={<Adopt nodes={content.all} className="widget-fallback" />}>
          <Component {...values} />
        </WidgetErrorBoundary>
      </WidgetContext>
    );
  }

  const Base = r2wc(Host, { props: [] }) as unknown as { new (): R2wcElement };

  class HostElement extends Base {
    static observedAttributes = names;
    content: CmsContent | null = null;
    #values = defaultValues(attributes);
    #listeners = new Set<() => void>();

    subscribe = (listener: () => void) => {
      this.#listeners.add(listener);
      return () => this.#listeners.delete(listener);
    };
    snapshot = () => this.#values;

    #cancelMount: (() => void) | null = null;

    override connectedCallback() {
      this.#takeOverEarlyProperties();
      if (this.content) return; // moved, not removed: the React tree is (or will be) mounted
      this.content = captureContent(this);
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
        if (this.isConnected || !this.content) return;
        this.#cancelMount?.();
        this.#cancelMount = null;
        super.disconnectedCallback();
        restoreContent(this, this.content);
        this.content = null;
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
      for (const listener of this.#listeners) listener();
    }
  }

  // A property per attribute: reading gives the parsed value, writing reflects to the attribute.
  for (const [name, spec] of Object.entries(attributes)) {
    Object.defineProperty(HostElement.prototype, camelCase(name), {
      configurable: true,
      enumerable: true,
      get(this: HostElement) {
        return this.snapshot()[camelCase(name) as keyof AttributeValues<Specs>];
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
