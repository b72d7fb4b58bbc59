import { describe, expect, it, vi } from 'vitest';
import { httpUrl } from '../../common/http-url';
import { inertOutside } from '../../blocks/menu/inert-outside';
import { setup as setupSubmenuToggle } from '../../blocks/menu/submenu';

describe('httpUrl (the consent video source check)', () => {
  it('accepts http(s) URLs, relative ones resolved against the page', () => {
    expect(httpUrl('https://www.youtube-nocookie.com/embed/x', 'http://site.test/a/')).toBe(
      'https://www.youtube-nocookie.com/embed/x',
    );
    expect(httpUrl('/assets/video.html', 'http://site.test/a/')).toBe('http://site.test/assets/video.html');
  });

  it('refuses other schemes and garbage', () => {
    for (const value of ['', '  ', 'javascript:alert(1)', ' data:text/html,x', 'file:///etc/passwd', 'http://[bad'])
      expect(httpUrl(value, 'http://site.test/')).toBeNull();
  });
});

describe('inertOutside', () => {
  it('makes everything but the kept elements and their ancestors inert, and undoes only its own marks', () => {
    document.body.innerHTML =
      '<a id="skip"></a><div id="app"><header><a id="brand"></a><button id="toggle"></button>' +
      `<nav id="menu"><a></a></nav></header>
      <main id="main"></main><aside id="already" inert></aside></div>`;
    const undo = inertOutside([document.getElementById('toggle')!, document.getElementById('menu')!]);
    const inert = () => Array.from(document.querySelectorAll('[inert]'), (e) => e.id).sort();
    expect(inert()).toEqual(['already', 'brand', 'main', 'skip']);
    undo();
    expect(inert()).toEqual(['already']);
  });
});

describe('sub-menu toggle', () => {
  it('follows the sub-menu hidden state and toggles it', () => {
    document.body.innerHTML =
      '<button data-submenu-toggle aria-controls="sub">More</button><ul id="sub" hidden><li>x</li></ul>';
    const button = document.querySelector('button')!;
    const sub = document.getElementById('sub')!;
    const cleanup = setupSubmenuToggle(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.click();
    expect([sub.hidden, button.getAttribute('aria-expanded')]).toEqual([false, 'true']);
    button.click();
    expect([sub.hidden, button.getAttribute('aria-expanded')]).toEqual([true, 'false']);
    cleanup();
    button.click();
    expect(sub.hidden).toBe(true);
  });
});

// The chunk loader finds its files beside the built entry; unbuilt, there are none to load.
vi.mock('../../runtime/load-chunk', () => ({ loadChunk: vi.fn(), widgetTags: [] }));

describe('lazy images beside modules that read data-src themselves', () => {
  it('takes lazy images and any data-src but a consent video’s, embed’s or gated script’s, its own URL', async () => {
    // Every block folder's modules, as the entry gets them.
    const { default: blockRuntimes } = await import('site-widgets:block-runtimes');
    const { behaviourList } = await import('../../runtime/page-behaviour-list');
    const behaviours = behaviourList(blockRuntimes.map((runtime) => runtime.behaviours ?? []));
    const lazy = behaviours.find((module) => module.name === 'lazy-images')!;
    document.body.innerHTML =
      '<img id="lazy" loading="lazy" src="a.jpg"><img id="deferred" data-src="b.jpg">' +
      `<img id="srcset" data-srcset="c.jpg 2x"><img id="eager" src="d.jpg">
      <div id="video" data-consent-video data-src="https://video.test/e"></div>` +
      '<div id="embed" data-consent-embed="media" data-src="https://map.test/f"></div>' +
      '<script id="gated" type="text/plain" data-consent="analytics" data-src="https://tag.test/g.js"></script>';
    expect(Array.from(document.querySelectorAll(lazy.selector), (e) => e.id)).toEqual(['lazy', 'deferred', 'srcset']);
  });
});

describe('enhanceAll', () => {
  it('sets up the elements in the page, once, and not those that left before their code arrived', async () => {
    const { enhanceAll } = await import('../../runtime/enhance');
    const inPage = document.createElement('div');
    inPage.setAttribute('data-thing', '');
    const gone = document.createElement('div');
    gone.setAttribute('data-thing', '');
    const removed = document.createElement('section');
    removed.append(gone);
    document.body.append(inPage);
    const setup = vi.fn();
    enhanceAll(document.body, '[data-thing]', 'thing', setup);
    enhanceAll(removed, '[data-thing]', 'thing', setup);
    enhanceAll(document.body, '[data-thing]', 'thing', setup);
    expect(setup.mock.calls).toEqual([[inPage]]);
    inPage.remove();
  });
});
