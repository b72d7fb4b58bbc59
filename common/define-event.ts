// Declares each event once (name, target, detail, meaning), so its type, listeners' maps and docs
// cannot drift apart. See docs/internals.md#events.

/** A detail field's type: a list of strings means one of them. */
type FieldType = 'boolean' | 'number' | 'string' | 'string[]' | 'unknown' | readonly string[];

/** A detail's fields by name; a name ending in `?` is a field that may be missing. */
export type DetailFields = Readonly<Record<string, FieldType>>;

export interface EventDeclaration<Name extends string = string, Fields extends DetailFields = DetailFields> {
  name: Name;
  /** What it is dispatched on: the widget's element (it bubbles), the document or the window. */
  target: 'element' | 'document' | 'window';
  detail: Fields;
  description: string;
  /** A listener may cancel it (preventDefault) to stop what the runtime would do next. */
  cancelable?: boolean;
  /** For a name kept from before the naming rule: the event it is fired right after. */
  aliasOf?: string;
}

type FieldValue<Type> = Type extends 'boolean'
  ? boolean
  : Type extends 'number'
    ? number
    : Type extends 'string'
      ? string
      : Type extends 'string[]'
        ? string[]
        : Type extends readonly (infer Value)[]
          ? Value
          : unknown;

type Flatten<T> = { [Key in keyof T]: T[Key] } & {};

/** The type of `event.detail` for a declared event. */
export type EventDetail<Event extends { detail: DetailFields }> = Flatten<
  { [Key in keyof Event['detail'] as Key extends `${string}?` ? never : Key]: FieldValue<Event['detail'][Key]> } & {
    [Key in keyof Event['detail'] as Key extends `${infer Name}?` ? Name : never]?: FieldValue<Event['detail'][Key]>;
  }
>;

/** Name → CustomEvent type, for a global event map (HTMLElementEventMap, DocumentEventMap, …). */
export type EventMap<Events extends readonly EventDeclaration[]> = {
  [Event in Events[number] as Event['name']]: CustomEvent<EventDetail<Event>>;
};

/** Declares an event (see the top of this file); returns the declaration, with its literal types. */
export function defineEvent<const Name extends string, const Fields extends DetailFields>(
  event: EventDeclaration<Name, Fields>,
): EventDeclaration<Name, Fields> {
  return event;
}

/**
 * Fires a declared event on `target`, as Shoelace's emit() does: a widget's event bubbles from its
 * element. Returns false when a listener cancelled it.
 */
export function dispatch<Event extends EventDeclaration>(
  target: EventTarget,
  event: Event,
  detail: EventDetail<Event>,
): boolean {
  const init = { bubbles: event.target === 'element', cancelable: event.cancelable === true, detail };
  return target.dispatchEvent(new CustomEvent(event.name, init));
}

/**
 * The detail's type as TypeScript text, for the generated manifest and declarations.
 * @public (read by build/manifest.mjs, which bundles this file)
 */
export function detailTypeText(fields: DetailFields): string {
  const typeText = (type: FieldType) =>
    typeof type === 'string' ? type : type.map((value) => `'${value}'`).join(' | ');
  const members = Object.entries(fields).map(([name, type]) => `${name}: ${typeText(type)}`);
  return `{ ${members.join('; ')} }`;
}
