// The bundle's one Trusted Types policy, `site-widgets`, which escapes, so the libraries' innerHTML
// writes work under a CSP that requires Trusted Types, and which vets the URL of a consent-gated
// script (an http(s) URL the page wrote). See docs/internals.md#trusted-types.
import { httpUrl } from './http-url';
import { sharedSlot, type SitePolicy } from './shared-state';

/** The policy's name, which a site lists in its CSP's `trusted-types` directive. */
const TRUSTED_TYPES_POLICY = 'site-widgets';

interface PolicyRules {
  createHTML: (input: string) => string;
  createScriptURL: (input: string) => string;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: PolicyRules): SitePolicy;
}

/** `text` as HTML that shows it as text: every character markup could start with is a reference. */
const escapeHTML = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * An http(s) URL, resolved against the document's base; anything else (`javascript:`, `data:`,
 * `blob:`) is refused, so the policy can load no script that is not a file on a server.
 */
function vetScriptURL(input: string): string {
  const url = httpUrl(input, document.baseURI);
  if (url === null) throw new TypeError(`[site-widgets] Trusted Types: "${input}" is no http(s) URL for a script.`);
  return url;
}

function createPolicy(): SitePolicy | null {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return null;
  try {
    return factory.createPolicy(TRUSTED_TYPES_POLICY, { createHTML: escapeHTML, createScriptURL: vetScriptURL });
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

const policy = () => sharedSlot('trustedTypesPolicy', createPolicy);

/**
 * `text` as the value of an HTML sink (`element.innerHTML = textAsHTML(text)`), shown as that very
 * text: the policy's TrustedHTML where the browser has Trusted Types, else the escaped string.
 * Typed as a string, because the DOM's typings take only strings for innerHTML.
 */
export function textAsHTML(text: unknown): string {
  const value = text == null ? '' : String(text);
  const trusted = policy();
  return trusted ? (trusted.createHTML(value) as string) : escapeHTML(value);
}

/**
 * `url`, an http(s) URL, as the value of a script's `src`: the policy's TrustedScriptURL where the
 * browser has Trusted Types, else the resolved URL. Throws for any other URL. A policy made by an
 * older copy of the bundle on the same page has no rule for URLs: the resolved URL is then given
 * as a string, which a page that requires Trusted Types refuses (the browser reports it).
 */
export function scriptURL(url: string): string {
  const trusted = policy();
  return trusted?.createScriptURL ? (trusted.createScriptURL(url) as string) : vetScriptURL(url);
}
