// <newsletter-signup> with an endpoint on another origin, rendered in happy-dom: one warning per
// element naming the attribute, nothing sent on submit, the generic error shown. The submit
// rules themselves are in newsletter-submit.test.ts.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { t } from '../../common/i18n/catalogue';
import './newsletter-signup.element';

// Widget roots mount in batches, a task after they connect; give them time, even on a busy machine.
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

function mount(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html; // test fixture, not product code
  document.body.append(root);
  return root;
}

async function submit(element: HTMLElement): Promise<void> {
  element.querySelector<HTMLInputElement>('input[type=email]')!.value = 'anna@example.nl';
  element.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;
  element.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
  await settle();
}

let warn: MockInstance<typeof console.warn>;
let fetchSpy: ReturnType<typeof vi.fn>;

beforeAll(() => {
  document.documentElement.lang = 'en';
  window.matchMedia = (() => ({ matches: true, addEventListener() {}, removeEventListener() {} })) as never;
});
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  fetchSpy = vi.fn(async () => new Response(JSON.stringify({ csrfTokenValue: 't' }), { status: 200 }));
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('newsletter-signup endpoints on another origin', () => {
  it.each([
    ['action', 'https://evil.example/x'],
    ['session-info', '//evil.example'],
  ])('refuses %s="%s": one warning, nothing sent, the generic error on submit', async (attribute, value) => {
    const root = mount(`<newsletter-signup brand="Studio" ${attribute}="${value}"></newsletter-signup>`);
    await settle();
    const element = root.querySelector<HTMLElement>('newsletter-signup')!;
    expect(element.querySelector('form')).not.toBeNull();

    const warnings = warn.mock.calls.map((call) => String(call[0]));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toBe(
      `[site-widgets] <newsletter-signup> attribute "${attribute}": "${value}" is on another origin; ` +
        "nothing is sent there (the CSRF token stays on this page's origin).",
    );

    await submit(element);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(element.querySelector('[role=alert]')?.textContent).toBe(t('newsletter.error'));
    // Submitting again warns no more.
    await submit(element);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('warns once per element, for each element', async () => {
    const root = mount(
      '<newsletter-signup action="https://evil.example/x"></newsletter-signup>' +
        '<newsletter-signup action="https://evil.example/x"></newsletter-signup>',
    );
    await settle();
    expect(warn).toHaveBeenCalledTimes(2);
    // Moving an element (as a parent widget does) does not warn again.
    const [first] = Array.from(root.querySelectorAll('newsletter-signup'));
    root.append(first!);
    await settle();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('neither warns nor refuses for the default, same-origin endpoints', async () => {
    const root = mount('<newsletter-signup brand="Studio"></newsletter-signup>');
    await settle();
    expect(warn).not.toHaveBeenCalled();
    await submit(root.querySelector<HTMLElement>('newsletter-signup')!);
    expect(fetchSpy).toHaveBeenCalled();
    expect(String(fetchSpy.mock.calls[0]![0])).toBe(new URL('/actions/users/session-info', document.URL).href);
  });
});
