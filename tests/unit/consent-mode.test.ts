// Google consent mode v2 from the stored choice (blocks/cookiebar/consent-mode.ts).
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { startConsentMode } from '../../blocks/cookiebar/consent-mode';

type Page = Window & { dataLayer?: unknown[] };

afterEach(() => {
  Cookies.remove('cookiebar', { path: '/' });
  delete (window as Page).dataLayer;
  document.body.replaceChildren();
});

/** The consent commands pushed to the dataLayer, as [command, state]. */
function commands(): [string, Record<string, string>][] {
  return ((window as Page).dataLayer ?? []).map((args) => {
    const list = Array.from(args as ArrayLike<unknown>);
    return [list[1] as string, list[2] as Record<string, string>];
  });
}

describe('consent mode v2', () => {
  it('a category-less bar: `all` grants analytics and ads, `necessary` nothing, after a denied default', async () => {
    document.body.innerHTML = '<section data-cookiebar aria-label="Cookies"></section>'; // test fixture
    (window as Page).dataLayer = [];
    Cookies.set('cookiebar', 'all', { path: '/' });
    const stop = startConsentMode(document);
    stop();
    const [defaults, update] = commands();
    expect(defaults![0]).toBe('default');
    expect(defaults![1].analytics_storage).toBe('denied');
    expect(update![0]).toBe('update');
    expect(update![1]).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });

    (window as Page).dataLayer = [];
    Cookies.set('cookiebar', 'necessary', { path: '/' });
    await new Promise((resolve) => setTimeout(resolve, 0)); // the store reads the cookie once a task
    startConsentMode(document)();
    expect(commands()[1]![1]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
  });
});
