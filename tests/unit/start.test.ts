// The runtime starts what the block folders give it: each folder's start steps in order, and a
// folder whose step throws stops neither the other folders' steps nor the scan of the page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineBlockRuntime } from '../../runtime/block-runtime';
import { start } from '../../runtime/start';

afterEach(() => vi.restoreAllMocks());

describe('start', () => {
  it("runs every folder's steps, and goes on past a step that throws", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ran: string[] = [];
    document.body.innerHTML = '<div data-started-by-test></div>';
    const broken = defineBlockRuntime({
      start: {
        atOnce: () => {
          throw new Error('broken block');
        },
      },
    });
    const working = defineBlockRuntime({
      behaviours: [
        {
          name: 'test-behaviour',
          selector: '[data-started-by-test]',
          load: () => Promise.resolve({ setup: (element) => void element.setAttribute('data-set-up', '') }),
        },
      ],
      start: { atOnce: () => ran.push('atOnce'), parsed: () => ran.push('parsed') },
    });
    start([broken, working]);
    expect(ran).toEqual(['atOnce', 'parsed']);
    expect(error).toHaveBeenCalledWith(
      '[site-widgets] a block\'s start step "atOnce" failed; the other blocks start.',
      expect.any(Error),
    );
    return expect.poll(() => document.querySelector('[data-set-up]')).not.toBeNull();
  });
});
