// Which sliders a key moves before their code has arrived (early-slide.ts): the ones the
// upgraded sliders' Swiper would move, with keys-to-focused-slider.ts's rule for a focused one.
import { afterEach, describe, expect, it } from 'vitest';
import { slidersTakingKey } from './early-slide';

const TAGS = 'image-slider,timeline-slider';

/** Places `element` on screen at `top` (px), 300 × 100, or off it. */
function placeAt(element: Element, top: number): void {
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: 10, y: top, width: 300, height: 100 });
}

function page(markup: string): Record<string, HTMLElement> {
  document.body.innerHTML = markup;
  const byId = Object.fromEntries([...document.querySelectorAll<HTMLElement>('[id]')].map((e) => [e.id, e]));
  for (const slider of document.querySelectorAll(TAGS)) placeAt(slider, 20);
  return byId;
}

const ids = (sliders: Element[]) => sliders.map((slider) => slider.id);
const press = (key: string, init: KeyboardEventInit = {}) => new KeyboardEvent('keydown', { key, ...init });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('slidersTakingKey', () => {
  it('the arrow keys and Page Up/Down move every waiting slider in view', () => {
    const { far } = page(
      '<image-slider id="a"></image-slider><timeline-slider id="b"></timeline-slider>' +
        '<timeline-slider id="far"></timeline-slider>',
    );
    placeAt(far!, 5000);
    for (const key of ['ArrowRight', 'ArrowLeft', 'PageDown', 'PageUp'])
      expect(ids(slidersTakingKey(press(key), TAGS))).toEqual(['a', 'b']);
    expect(slidersTakingKey(press('ArrowDown'), TAGS)).toEqual([]);
    expect(slidersTakingKey(press('Enter'), TAGS)).toEqual([]);
  });

  it('a slider holding the focus takes the key alone', () => {
    const { link } = page(
      '<image-slider id="a"></image-slider><timeline-slider id="b"><div><a id="link" href="#x">x</a></div>' +
        '</timeline-slider>',
    );
    link!.focus();
    expect(ids(slidersTakingKey(press('ArrowRight'), TAGS))).toEqual(['b']);
  });

  it('none for a key with a modifier or in a field, nor upgraded, failed or opted-out sliders', () => {
    const { field, editable } = page(
      '<input id="field"><div id="editable" contenteditable="true"></div>' +
        '<image-slider id="a"></image-slider><image-slider id="up" data-upgraded></image-slider>' +
        '<image-slider id="failed" data-upgrade-failed></image-slider>' +
        '<section data-no-early-interaction><timeline-slider id="out"></timeline-slider></section>' +
        '<timeline-slider id="self" data-no-early-interaction></timeline-slider>',
    );
    expect(ids(slidersTakingKey(press('ArrowRight'), TAGS))).toEqual(['a']);
    for (const modifier of ['shiftKey', 'altKey', 'ctrlKey', 'metaKey'])
      expect(slidersTakingKey(press('ArrowRight', { [modifier]: true }), TAGS)).toEqual([]);
    field!.focus();
    expect(slidersTakingKey(press('ArrowRight'), TAGS)).toEqual([]);
    Object.defineProperty(editable!, 'isContentEditable', { value: true });
    editable!.tabIndex = 0;
    editable!.focus();
    expect(slidersTakingKey(press('ArrowLeft'), TAGS)).toEqual([]);
  });

  it('an upgraded slider holding the focus keeps the key from the waiting ones', () => {
    const { button } = page(
      '<image-slider id="a"></image-slider>' +
        '<timeline-slider id="b" data-upgraded><button id="button">x</button></timeline-slider>',
    );
    button!.focus();
    expect(slidersTakingKey(press('ArrowRight'), TAGS)).toEqual([]);
  });
});
