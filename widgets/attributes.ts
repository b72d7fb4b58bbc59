// Each widget declares its attributes once. The declaration drives attribute parsing, the
// element's properties, the TypeScript types and the generated documentation.
import { isOnValue } from '../common/boolean-attribute';
import { httpUrl } from '../common/http-url';

interface SpecBase {
  description: string;
}
interface BooleanSpec extends SpecBase {
  type: 'boolean';
  default: false;
}
interface StringSpec extends SpecBase {
  type: 'string';
  default: string;
}
/** An http(s) URL, relative or absolute. Anything else (a `javascript:` URL, say) is refused. */
interface UrlSpec extends SpecBase {
  type: 'url';
  default: string;
}
interface EnumSpec<Value extends string = string> extends SpecBase {
  type: 'enum';
  values: readonly Value[];
  default: Value;
}
export type AttributeSpec = BooleanSpec | StringSpec | UrlSpec | EnumSpec;
export type AttributeSpecs = Record<string, AttributeSpec>;

/** `leave-open` → `leaveOpen`. */
type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

type AttributeValue<Spec extends AttributeSpec> = Spec extends BooleanSpec
  ? boolean
  : Spec extends EnumSpec<infer V>
    ? V
    : string;

/** The parsed values of a widget's attributes, keyed by property name. */
export type AttributeValues<Specs extends AttributeSpecs> = {
  [Name in keyof Specs & string as CamelCase<Name>]: AttributeValue<Specs[Name]>;
};

export function camelCase(name: string): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

export type ParseResult<T> = { value: T; problem?: string };

/**
 * Parses one attribute as HTML would: a boolean is true when present unless its value is "false";
 * an absent attribute takes the default. A bad value takes the default and names the problem.
 */
export function parseAttribute(spec: AttributeSpec, raw: string | null): ParseResult<string | boolean> {
  if (spec.type === 'boolean') return { value: isOnValue(raw) };
  if (raw === null) return { value: spec.default };
  switch (spec.type) {
    case 'string':
      return { value: raw };
    case 'url':
      return httpUrl(raw, document.baseURI)
        ? { value: raw.trim() }
        : { value: spec.default, problem: 'is not an http(s) URL' };
    case 'enum': {
      const value = raw.trim().toLowerCase();
      return spec.values.includes(value)
        ? { value }
        : { value: spec.default, problem: `is not one of ${spec.values.join(', ')}` };
    }
  }
}

/** The values of a widget whose attributes are all absent. */
export function defaultValues<Specs extends AttributeSpecs>(specs: Specs): AttributeValues<Specs> {
  const values: Record<string, string | boolean> = {};
  for (const [name, spec] of Object.entries(specs)) values[camelCase(name)] = spec.default;
  return values as AttributeValues<Specs>;
}

/** Sets or removes a boolean attribute (toggleAttribute would keep an existing "false"). */
export function setBooleanAttribute(element: Element, name: string, on: boolean): void {
  if (on) element.setAttribute(name, '');
  else element.removeAttribute(name);
}
