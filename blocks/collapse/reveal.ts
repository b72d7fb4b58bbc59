// Opens the items around a URL hash's target or a find-in-page match (`beforematch` on a closed
// `hidden="until-found"` body): one listener each for the whole page, from the collapse-item
// chunk, rather than one per item.
import { isOn } from '../../common/boolean-attribute';
import { setBooleanAttribute } from '../../widgets/attributes';

const BODY_SELECTOR = '.collapse-item__body';

/** Opens every collapse-item whose body holds `target`, outermost too; scrolls a hash target into view. */
function revealTarget(target: Element | null, { scroll = true } = {}): void {
  let opened = false;
  for (let body = target?.closest(BODY_SELECTOR); body; body = body.parentElement?.closest(BODY_SELECTOR)) {
    const item = body.parentElement;
    if (item?.localName !== 'collapse-item' || isOn(item, 'opened')) continue;
    setBooleanAttribute(item, 'opened', true);
    opened = true;
  }
  if (opened && scroll) requestAnimationFrame(() => target!.scrollIntoView({ block: 'start' }));
}

/** Opens the items around the element the URL hash points to. */
function revealHashTarget(): void {
  revealTarget(elementForHash(location.hash));
}

function elementForHash(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed %-escape
  }
}

let hashCheckQueued = false;

/**
 * Opens the items around the URL hash's target once the items mounting now are mounted: called
 * by each item's first render, it checks once per batch (a microtask after the commit), not once
 * per item, and finds a target in a body nested in another item's body too.
 */
export function revealHashTargetAfterMount(): void {
  if (hashCheckQueued || location.hash.length < 2) return;
  hashCheckQueued = true;
  queueMicrotask(() => {
    hashCheckQueued = false;
    revealHashTarget();
  });
}

window.addEventListener('hashchange', revealHashTarget);
// Capture: whether or not the event bubbles, the document sees it first.
document.addEventListener('beforematch', (event) => revealTarget(event.target as Element, { scroll: false }), true);
