// The hero's setup in happy-dom, on its error path: whatever step throws, everything ends up visible and
// one console error names the hero. Timing and motion: hero.browser.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

const breakStep = vi.hoisted(() => ({ pauseButton: false, rowStart: false }));

vi.mock('./pause-button', async (importOriginal) => {
  const original = await importOriginal<typeof import('./pause-button')>();
  return {
    ...original,
    createPauseButton: (...args: Parameters<typeof original.createPauseButton>) => {
      if (breakStep.pauseButton) throw new Error('pause button broke');
      return original.createPauseButton(...args);
    },
  };
});

vi.mock('./row', async (importOriginal) => {
  const original = await importOriginal<typeof import('./row')>();
  return {
    ...original,
    createRow: (...args: Parameters<typeof original.createRow>) => {
      const row = original.createRow(...args);
      return {
        ...row,
        start() {
          if (breakStep.rowStart) throw new Error('row start broke');
          row.start();
        },
      };
    },
  };
});

const { setup } = await import('./hero.chunk');

function page(): { hero: HTMLElement; header: HTMLElement; parts: HTMLElement[] } {
  const header = document.createElement('header');
  header.setAttribute('data-site-header', '');
  const hero = document.createElement('div');
  hero.setAttribute('data-hero', '');
  const intro = document.createElement('p');
  intro.setAttribute('data-hero-intro', '');
  const list = document.createElement('ul');
  list.setAttribute('data-hero-items', '');
  for (const word of ['One', 'Two']) intro.append(Object.assign(document.createElement('span'), { textContent: word }));
  for (let i = 0; i < 3; i++) list.append(Object.assign(document.createElement('li'), { textContent: `Item ${i}` }));
  hero.append(intro, list);
  document.body.append(header, hero);
  return { hero, header, parts: [...intro.children, ...list.children, header] as HTMLElement[] };
}

let reducedMotion = false;
let errors: MockInstance<typeof console.error>;

beforeEach(() => {
  reducedMotion = false;
  window.matchMedia = ((query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
    addEventListener() {},
    removeEventListener() {},
  })) as never;
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  breakStep.pauseButton = false;
  breakStep.rowStart = false;
  errors.mockRestore();
  document.body.replaceChildren();
});

function expectShown(hero: HTMLElement, parts: HTMLElement[]): void {
  for (const part of parts) {
    expect(part.style.visibility, part.outerHTML).toBe('');
    expect(part.style.opacity, part.outerHTML).toBe('');
  }
  // The stylesheet's "not enhanced yet" hiding must not come back either.
  expect(hero.hasAttribute('data-hero-failed')).toBe(true);
  expect(hero.hasAttribute('data-hero-state')).toBe(false);
  expect(hero.querySelector('[data-hero-toggle]')).toBeNull();
}

describe('hero setup', () => {
  it('hides the intro while it plays (the baseline the error cases are measured against)', () => {
    const { hero, parts } = page();
    const cleanup = setup(hero);
    expect(parts[0]!.style.visibility).toBe('hidden');
    expect(hero.getAttribute('data-hero-state')).toBeTruthy();
    cleanup();
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows everything and logs one error naming the hero when a step throws after the intro is built', () => {
    breakStep.pauseButton = true;
    const { hero, parts } = page();
    expect(() => setup(hero)).not.toThrow();
    expectShown(hero, parts);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toMatch(/^\[site-widgets\] hero: /);
    expect(errors.mock.calls[0]).toContainEqual(expect.objectContaining({ message: 'pause button broke' }));
  });

  it('shows everything and logs one error when a later step throws (reduced motion ends the intro at once)', () => {
    breakStep.rowStart = true;
    reducedMotion = true;
    const { hero, parts } = page();
    expect(() => setup(hero)).not.toThrow();
    expectShown(hero, parts);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]).toContainEqual(expect.objectContaining({ message: 'row start broke' }));
  });

  it('leaves the site header free for another hero after a failure', () => {
    breakStep.pauseButton = true;
    const first = page();
    setup(first.hero);
    breakStep.pauseButton = false;
    first.hero.remove();
    const second = document.createElement('div');
    second.setAttribute('data-hero', '');
    second.append(Object.assign(document.createElement('p'), { textContent: 'x' }));
    document.body.append(second);
    const cleanup = setup(second);
    // The header is claimed again (it slides in with this hero's intro).
    expect(first.header.style.filter).toBe('opacity(0)');
    cleanup();
  });
});
