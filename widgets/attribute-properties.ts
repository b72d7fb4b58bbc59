// A widget element's properties: one per declared attribute (`leave-open` → `leaveOpen`).
// Reading one gives the parsed value; writing one sets or removes the attribute, and the element
// renders again from there, so an attribute and its property never disagree.
import { setBooleanAttribute, type AttributeSpecs } from './attributes';

/** Defines the property of every attribute in `attributes` on `prototype`. */
export function defineAttributeProperties(
  prototype: HTMLElement,
  attributes: AttributeSpecs,
  propertyOf: ReadonlyMap<string, string>,
  valueOf: (element: HTMLElement, property: string) => unknown,
): void {
  for (const [name, spec] of Object.entries(attributes)) {
    const property = propertyOf.get(name)!;
    Object.defineProperty(prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return valueOf(this, property);
      },
      set(this: HTMLElement, value: unknown) {
        if (spec.type === 'boolean') setBooleanAttribute(this, name, Boolean(value));
        else if (value === null || value === undefined) this.removeAttribute(name);
        else this.setAttribute(name, String(value));
      },
    });
  }
}

/**
 * A script may set a property (`item.opened = true`) before the widget's code has loaded, which
 * waits until the element nears the viewport. That value sits on the element itself and would
 * hide the prototype's accessor: it is passed through the accessor instead.
 */
export function takeOverEarlyProperties(element: HTMLElement, properties: Iterable<string>): void {
  const own = element as unknown as Record<string, unknown>;
  for (const property of properties) {
    if (!Object.hasOwn(own, property)) continue;
    const value = own[property];
    delete own[property];
    own[property] = value;
  }
}
