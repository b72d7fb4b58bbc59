// Turns a widget's declaration (NAME.block.ts) and React component into its custom element: mount, render
// and unmount, so every widget has one lifecycle. See docs/internals.md#the-widget-lifecycle.
import r2wc, { type R2WCRenderer } from '@r2wc/core';
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { defineAttributeProperties, takeOverEarlyProperties } from './attribute-properties';
import { camelCase, defaultValues, parseAttribute, type AttributeSpecs, type AttributeValues } from './attributes';
import { warnIfSplitByAutop } from './autop';
import { captureContent, restoreContent } from './content';
import { mountedWidgets, type MountedWidget } from './mounted-widgets';
import { queueMount } from './mount-queue';
import './put-back-before-snapshot';
import { uniqueId } from './unique-id';
import { UPGRADED_ATTRIBUTE } from '../common/upgrade-state';
import type { WidgetBlock } from './widget-block';
import type { WidgetContextValue } from './widget-context';
import { removeWidget, renderWidget } from './widget-root';
import { FailedWidget, liveWidget } from './widget-tree';

export interface WidgetOptions {
  /**
   * The widget shows its CMS children (slides, links, an intro): mounted with none, inside a
   * `<p>`, it warns that wpautop split it from them (autop.ts).
   */
  showsChildren?: boolean;
}

/** The r2wc base class: its callbacks call the renderer's mount and unmount. */
type R2wcElement = new () => HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };

/** Defines the custom element of a widget block (its declaration) that renders `component`. */
export function defineWidget<Specs extends AttributeSpecs>(
  block: Pick<WidgetBlock<string, Specs>, 'tag' | 'attributes'>,
  component: ComponentType<AttributeValues<Specs>>,
  { showsChildren = false }: WidgetOptions = {},
): void {
  const { tag, attributes } = block;
  if (customElements.get(tag)) return;
  const names = Object.keys(attributes);
  // Worked out once per tag, not per element: a page may hold a thousand of them.
  const propertyOf = new Map(names.map((name) => [name, camelCase(name)]));
  // Shared by every element until its first attribute: a change replaces it, never edits it.
  const defaults = defaultValues(attributes);
  /** What each element renders from: its context while mounted, its parsed attribute values. */
  const rendered = new WeakMap<HTMLElement, { context: WidgetContextValue | null; values: typeof defaults }>();
  /** Renders a mounted element's widget. */
  const render = (element: HTMLElement) => {
    const { context, values } = rendered.get(element)!;
    renderWidget(element, liveWidget(component, context!, values), <FailedWidget context={context!} />, context!.id);
  };

  // r2wc calls these from the element's connected and disconnected callbacks, which the element
  // calls when the mount queue mounts it (inside flushSync) and when it is removed.
  const renderer: R2WCRenderer<object, HTMLElement> = {
    mount(container) {
      // The CMS children were captured just before; the widget adopts those it shows. The rest
      // (whitespace, comments, stray elements) leaves, as a root of its own would clear them.
      container.replaceChildren();
      render(container);
      return container;
    },
    // Attributes reach the component through the element's own render, not through r2wc.
    update() {},
    unmount(container) {
      removeWidget(container);
    },
  };

  class WidgetHost extends (r2wc(component as ComponentType<object>, { props: [] }, renderer) as R2wcElement) {
    static observedAttributes = names;
    /** What the router hook and the blocks' code do to a mounted element of this tag. */
    static readonly #mounted: MountedWidget = {
      putBack: (element) => (element as WidgetHost).#unmount(),
      remount: (element) => (element as WidgetHost).#queueMount(),
      render,
    };
    /** Unique in the document: the portal's key and the widget's prefix for its ids. */
    readonly #id = uniqueId(tag);
    readonly #state = { context: null as WidgetContextValue | null, values: defaults };
    /** Connected and queued or mounted: a move (disconnect and connect at once) changes nothing. */
    #connected = false;
    #cancelMount: (() => void) | null = null;

    constructor() {
      super();
      rendered.set(this, this.#state);
    }

    override connectedCallback() {
      takeOverEarlyProperties(this, propertyOf.values());
      if (this.#connected) return; // moved, not removed: the React tree is (or will be) mounted
      this.#connected = true;
      this.#queueMount();
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

    attributeChangedCallback(name: string, _old: string | null, raw: string | null) {
      const spec = attributes[name];
      if (!spec) return;
      const { value, problem } = parseAttribute(spec, raw);
      if (problem) {
        const fallback = `using the default "${String(spec.default)}"`;
        console.warn(`[site-widgets] <${tag}> attribute "${name}": "${raw}" ${problem}; ${fallback}.`);
      }
      const key = propertyOf.get(name) as keyof typeof defaults;
      if (this.#state.values[key] === value) return;
      this.#state.values = { ...this.#state.values, [key]: value };
      if (this.#state.context) render(this); // mounted: render with the new value
    }

    #queueMount() {
      if (this.isConnected && !this.#state.context) this.#cancelMount = queueMount(this, () => this.#mount());
    }

    // The CMS children are taken when the widget mounts, not when it connects: a script may
    // insert an element first and fill it after, in the same task.
    #mount() {
      this.#cancelMount = null;
      const wasRendered = this.hasAttribute(UPGRADED_ATTRIBUTE);
      const context = { host: this, content: captureContent(this, { rendered: wasRendered }), id: this.#id };
      this.#state.context = context;
      if (showsChildren && !wasRendered) warnIfSplitByAutop(this, context.content);
      try {
        super.connectedCallback();
        // Marked now, in the batch that renders it, so the stylesheet has switched from the
        // pre-upgrade layout before any widget's layout effects measure (Swiper does) at the
        // batch's commit; the mark stays while the widget (or its fallback) is shown.
        this.setAttribute(UPGRADED_ATTRIBUTE, '');
        mountedWidgets.set(this, WidgetHost.#mounted);
      } catch (error) {
        console.error(`[site-widgets] <${tag}> could not start; its content stays as rendered.`, error);
      }
    }

    /** Unmounts the widget and puts its CMS children back as the element's own. */
    #unmount() {
      this.#cancelMount?.();
      this.#cancelMount = null;
      const context = this.#state.context;
      if (!context) return; // not mounted: its children never moved
      mountedWidgets.delete(this);
      // Unmounted at once, so the content goes back only after the rendered nodes are gone.
      flushSync(() => super.disconnectedCallback());
      this.removeAttribute(UPGRADED_ATTRIBUTE);
      this.#state.context = null;
      restoreContent(this, context.content);
    }
  }

  const valueOf = (element: HTMLElement, property: string) =>
    (rendered.get(element)?.values ?? defaults)[property as keyof typeof defaults];
  defineAttributeProperties(WidgetHost.prototype, attributes, propertyOf, valueOf);
  customElements.define(tag, WidgetHost);
}
