// The bundle's one Trusted Types policy, `site-widgets`, which escapes, so the libraries' innerHTML
// writes work under a CSP that requires Trusted Types. See docs/internals.md#trusted-types.
import { sharedSlot, type TextPolicy } from './shared-state';

/** The policy's name, which a site lists in its CSP's `trusted-types` directive. */
const TRUSTED_TYPES_POLICY = 'site-widgets';

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML: (input: string) => string }): TextPolicy;
}

/** `text` as HTML that shows it as text: every character markup could start with is a reference. */
const escapeHTML = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function createPolicy(): TextPolicy | null {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return null;
  try {
    return factory.createPolicy(TRUSTED_TYPES_POLICY, { createHTML: escapeHTML });
  } catch (error) {
    // The page's `trusted-types` directive does not name it: the browser reports the violation
    // too; this says what to change.
    console.warn(
      `[site-widgets] Trusted Types: the policy "${TRUSTED_TYPES_POLICY}" could not be created; ` +
        `add it to the trusted-types directive of the page's Content-Security-Policy.`,
      error,
    );
    return null;
  }
}

/**
 * `text` as the value of an HTML sink (`element.innerHTML = textAsHTML(text)`), shown as that very
 * text: the policy's TrustedHTML where the browser has Trusted Types, else the escaped string.
 * Typed as a string, because the DOM's typings take only strings for innerHTML.
 */
export function textAsHTML(text: unknown): string {
  const value = text == null ? '' : String(text);
  const policy = sharedSlot('trustedTypesPolicy', createPolicy);
  return policy ? (policy.createHTML(value) as string) : escapeHTML(value);
}
