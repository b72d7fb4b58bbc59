// The page's one React root, into which every widget renders through a portal, so a batch renders in
// one pass and server children stay in place. See docs/internals.md#the-widget-lifecycle.
import { Component, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

/**
 * A store React renders from: a version that changes, and the listener of the one component that
 * reads it. Told once per render: a batch of a hundred changes tells React once.
 */
class Store {
  version = 0;
  told = false;
  listener: (() => void) | null = null;
  readonly subscribe = (listener: () => void) => {
    this.listener = listener;
    return () => {
      if (this.listener === listener) this.listener = null;
    };
  };
  readonly read = () => this.version;
  changed() {
    this.version++;
    if (this.told) return;
    this.told = true;
    this.listener?.();
  }
  /** Called as its component renders: it reads every change made so far. */
  rendering() {
    this.told = false;
  }
}

/**
 * One widget's place in the root: what it renders now, and what it shows once that threw. Told
 * once per render, as a store is: a batch of changes renders it once.
 */
class Slot {
  told = false;
  /** Its component while mounted. */
  view: WidgetSlot | null = null;
  constructor(
    readonly group: Group,
    readonly tag: string,
    public content: ReactNode,
    public fallback: ReactNode,
  ) {}
  changed() {
    if (this.told) return;
    this.told = true;
    // Rendered at once inside flushSync, a React event or a commit. Elsewhere (a script set an
    // attribute) React would wait for a task of its own: a microtask renders it then, unless it
    // has rendered by then.
    this.view?.forceUpdate();
    queueMicrotask(() => {
      if (this.told) flushSync(() => this.view?.forceUpdate());
    });
  }
}

/**
 * The widgets' portals in groups of at most GROUP_SIZE, each group a component of its own. A
 * widget that renders again renders alone (its slot), and React, which visits every child
 * of a component on the way to the one that changed, visits the groups and one group's portals:
 * a click costs React the same on a page of ten widgets as on one of a thousand.
 */
const GROUP_SIZE = 32;

interface Group {
  key: number;
  portals: Map<Element, ReactNode>;
  store: Store;
}

const groups: Group[] = [];
const placed = new Map<Element, Slot>();
const list = new Store();
let nextGroupKey = 0;
let root: Root | null = null;

/**
 * Renders `content` into `element` (replacing what it rendered there before), or `fallback` once
 * `content` throws: an error that no boundary caught would unmount the root, and with it every
 * widget on the page. Inside flushSync it is rendered when flushSync ends, together with
 * everything else changed in it; otherwise in a microtask.
 */
export function renderWidget(element: Element, content: ReactNode, fallback: ReactNode, key: string): void {
  const mounted = placed.get(element);
  if (mounted) {
    mounted.content = content;
    mounted.fallback = fallback;
    mounted.changed();
    return;
  }
  ensureRoot();
  let group = groups.at(-1);
  if (!group || group.portals.size >= GROUP_SIZE) {
    group = { key: nextGroupKey++, portals: new Map(), store: new Store() };
    groups.push(group);
    list.changed();
  }
  const slot = new Slot(group, element.localName, content, fallback);
  group.portals.set(element, createPortal(<WidgetSlot slot={slot} />, element, key));
  placed.set(element, slot);
  group.store.changed();
}

/** Unmounts what was rendered into `element`; inside flushSync it is gone when flushSync ends. */
export function removeWidget(element: Element): void {
  const mounted = placed.get(element);
  if (!mounted) return;
  placed.delete(element);
  const { group } = mounted;
  group.portals.delete(element);
  group.store.changed();
  if (group.portals.size === 0) {
    groups.splice(groups.indexOf(group), 1);
    list.changed();
  }
}

function ensureRoot(): void {
  if (root) return;
  // Its container is never in the document: only the portals' elements are.
  root = createRoot(document.createElement('div'));
  root.render(<Groups />);
}

function Groups() {
  useSyncExternalStore(list.subscribe, list.read);
  list.rendering();
  return groups.map((group) => <PortalGroup key={group.key} group={group} />);
}

function PortalGroup({ group }: { group: Group }) {
  useSyncExternalStore(group.store.subscribe, group.store.read);
  group.store.rendering();
  return [...group.portals.values()];
}

/**
 * One widget's content, rendered again when its element renders it again, and the boundary that
 * catches its errors, in one component: a page may hold a thousand.
 */
class WidgetSlot extends Component<{ slot: Slot }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidMount() {
    this.props.slot.view = this;
  }

  override componentWillUnmount() {
    this.props.slot.view = null;
  }

  override componentDidCatch(error: unknown) {
    console.error(`[site-widgets] <${this.props.slot.tag}> failed; its content stays as rendered.`, error);
  }

  override render() {
    const { slot } = this.props;
    slot.told = false;
    return this.state.failed ? slot.fallback : slot.content;
  }
}
