// Component rendering of the collapse widgets in happy-dom; layout, focus and timing are
// covered by collapse.browser.test.ts.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import './collapse-group.element';
import './collapse-item.element';
import { parseHeadingLevel } from '../../common/heading-level';

// Widget roots mount in batches, a task after they connect; give them all time, even on a busy machine.
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

function mount(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html; // test fixture, not product code
  document.body.append(root);
  return root;
}

beforeAll(() => {
  // Reduced motion: no height animations (happy-dom's Web Animations are not what we test here).
  window.matchMedia = (() => ({ matches: true })) as never;
});
afterEach(() => {
  document.body.replaceChildren();
});

describe('collapse-item', () => {
  it('renders a header button over the same body nodes, closed by default', async () => {
    const root = mount('<collapse-item heading="Vraag"><p id="answer">Antwoord</p></collapse-item>');
    const answer = root.querySelector('#answer')!;
    await settle();
    const item = root.querySelector('collapse-item')!;
    const button = item.querySelector('button')!;
    expect(button.textContent).toBe('Vraag');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const body = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(body.contains(answer)).toBe(true);
    expect(root.querySelector('#answer')).toBe(answer);
    expect(body.getAttribute('hidden')).toBe('until-found');
  });

  it('opens with a bare `opened`, closes with opened="false", and follows attribute changes', async () => {
    const root = mount(
      '<collapse-item heading="A" opened><p>x</p></collapse-item>' +
        '<collapse-item heading="B" opened="false"><p>y</p></collapse-item>',
    );
    await settle();
    const [a, b] = Array.from(root.querySelectorAll('collapse-item'));
    expect(a!.opened).toBe(true);
    expect(b!.opened).toBe(false);
    a!.removeAttribute('opened');
    b!.opened = true;
    await settle();
    expect(a!.querySelector('button')!.getAttribute('aria-expanded')).toBe('false');
    expect(b!.querySelector('button')!.getAttribute('aria-expanded')).toBe('true');
    expect(b!.hasAttribute('opened')).toBe(true);
  });

  it('dispatches a bubbling change event with the new state', async () => {
    const root = mount('<collapse-item heading="A"><p>x</p></collapse-item>');
    await settle();
    const changes: boolean[] = [];
    root.addEventListener('change', (event) => changes.push((event as CustomEvent).detail.opened));
    root.querySelector('button')!.click();
    await settle();
    root.querySelector('button')!.click();
    await settle();
    expect(changes).toEqual([true, false]);
  });

  it('uses a slot="heading" child as the header, keeping the node', async () => {
    const root = mount('<collapse-item><span slot="heading" id="h">Kop <em>1</em></span><p>x</p></collapse-item>');
    const heading = root.querySelector('#h');
    await settle();
    expect(root.querySelector('button')!.contains(heading)).toBe(true);
  });
});

describe('collapse-group', () => {
  it('closes the other items when one opens', async () => {
    const root = mount(
      '<collapse-group><collapse-item heading="A" opened><p>a</p></collapse-item>' +
        '<collapse-item heading="B"><p>b</p></collapse-item></collapse-group>',
    );
    await settle();
    const [a, b] = Array.from(root.querySelectorAll('collapse-item'));
    b!.querySelector('button')!.click();
    await vi.waitFor(() => expect([a!.opened, b!.opened]).toEqual([false, true]));
  });

  it('leaves others open with leave-open', async () => {
    const root = mount(
      '<collapse-group leave-open><collapse-item heading="A" opened><p>a</p></collapse-item>' +
        '<collapse-item heading="B"><p>b</p></collapse-item></collapse-group>',
    );
    await settle();
    const [a, b] = Array.from(root.querySelectorAll('collapse-item'));
    expect([a!.opened, b!.opened]).toEqual([true, false]);
    b!.querySelector('button')!.click();
    await vi.waitFor(() => expect(b!.opened).toBe(true));
    await settle();
    expect([a!.opened, b!.opened]).toEqual([true, true]);
  });

  it('renders items as list items with element="ol", and warns and falls back for a bad element', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = mount(
      '<collapse-group element="ol"><collapse-item heading="A"></collapse-item></collapse-group>' +
        '<collapse-group element="table"><collapse-item heading="B"></collapse-item></collapse-group>',
    );
    await settle();
    const [ordered, bad] = Array.from(root.querySelectorAll('collapse-group'));
    expect(ordered!.querySelector(':scope > ol > li > collapse-item')).not.toBeNull();
    expect(bad!.querySelector(':scope > div > collapse-item')).not.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/<collapse-group> attribute "element": "table".*default "div"/);
    warn.mockRestore();
  });
});

describe('heading-level', () => {
  it('takes 2 to 6, around spaces too, and nothing else', () => {
    expect(['2', ' 4 ', '6'].map(parseHeadingLevel)).toEqual(['2', '4', '6']);
    expect(['0', '1', '7', 'abc', '', '3.0', 'h3', '03'].map(parseHeadingLevel)).toEqual(Array(8).fill(null));
    expect(parseHeadingLevel(null)).toBeNull();
  });
});
