// What defineWidget promises every widget, whatever it renders.
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineWidget } from '../../widgets/define-widget';
import { useWidget } from '../../widgets/widget-context';
import { UPGRADED_ATTRIBUTE } from '../../common/upgrade-state';

// Widgets mount in a batch a task after they connect; give them time, even on a busy machine.
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

afterEach(() => {
  document.body.replaceChildren();
});

describe('defineWidget', () => {
  it('marks the host upgraded before the widget measures in its own layout effects', async () => {
    const seen: boolean[] = [];
    function Measuring() {
      const { host } = useWidget();
      useLayoutEffect(() => {
        seen.push(host.hasAttribute(UPGRADED_ATTRIBUTE));
      }, [host]);
      return <p>measured</p>;
    }
    defineWidget({ tag: 'measuring-widget', attributes: {} }, Measuring);
    const element = document.createElement('measuring-widget');
    document.body.append(element);
    await settle();
    expect(element.textContent).toBe('measured');
    expect(seen).toEqual([true]);
  });

  it('takes the mark off when the widget is removed', async () => {
    defineWidget({ tag: 'removed-widget', attributes: {} }, () => <p>here</p>);
    const element = document.createElement('removed-widget');
    document.body.append(element);
    await settle();
    expect(element.hasAttribute(UPGRADED_ATTRIBUTE)).toBe(true);
    element.remove();
    await settle();
    expect(element.hasAttribute(UPGRADED_ATTRIBUTE)).toBe(false);
  });
});
