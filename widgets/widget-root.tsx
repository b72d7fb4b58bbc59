// The page's one React root, into which every widget renders through a portal, so a batch renders in
// one pass and server children stay in place. See docs/internals.md#the-widget-lifecycle.
import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { WidgetErrorBoundary } from './error-boundary';

const portals = new Map<Element, ReactNode>();
const listeners = new Set<() => void>();
let version = 0;
// Whether React was told of a change it has not rendered yet: a batch of a hundred widgets
// tells it once.
let told = false;
let root: Root | null = null;

/**
 * Renders `content` into `element` (replacing what it rendered there before), or `fallback` once
 * `content` throws: an error that no boundary caught would unmount the root, and with it every
 * widget on the page. Inside flushSync it is rendered when flushSync ends, together with
 * everything else changed in it; otherwise in a microtask.
 */
export function renderWidget(element: Element, content: ReactNode, fallback: ReactNode, key: string): void {
  const guarded = (
    <WidgetErrorBoundary tag={element.localName} fallback={fallback}>
      {content}
    </WidgetErrorBoundary>
  );
  portals.set(element, createPortal(guarded, element, key));
  changed();
}

/** Unmounts what was rendered into `element`; inside flushSync it is gone when flushSync ends. */
export function removeWidget(element: Element): void {
  if (portals.delete(element)) changed();
}

function changed(): void {
  version++;
  if (!root) {
    // Its container is never in the document: only the portals' elements are.
    root = createRoot(document.createElement('div'));
    root.render(<Portals />);
  }
  if (told) return;
  told = true;
  for (const listener of listeners) listener();
}

function Portals() {
  useSyncExternalStore(subscribe, () => version);
  told = false; // rendering now: it reads every change made so far
  return [...portals.values()];
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
