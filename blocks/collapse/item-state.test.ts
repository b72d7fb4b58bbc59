// The one-open rule, as both the group and the early answer apply it: which items close as one opens.
import { beforeEach, describe, expect, it } from 'vitest';
import { closedByOpening } from './item-state';

const byId = (id: string) => document.getElementById(id)!;
const ids = (items: Element[]) => items.map((item) => item.id);

beforeEach(() => {
  // Never upgraded: the rule reads the attributes alone (test markup, not product code).
  document.body.innerHTML = `
    <collapse-group id="outer">
      <collapse-item id="a" opened></collapse-item>
      <collapse-item id="b"></collapse-item>
      <collapse-item id="c" opened>
        <collapse-group id="inner" leave-open>
          <collapse-item id="d" opened></collapse-item>
          <collapse-item id="e"></collapse-item>
        </collapse-group>
      </collapse-item>
    </collapse-group>
    <collapse-item id="alone"></collapse-item>`;
});

describe('the one-open rule', () => {
  it("closes the other open items of the item's own group, not those of a nested group", () => {
    expect(ids(closedByOpening(byId('b')))).toEqual(['a', 'c']);
    expect(ids(closedByOpening(byId('a')))).toEqual(['c']);
  });

  it('closes nothing under leave-open, "false" being off, or for an item without a group', () => {
    expect(closedByOpening(byId('e'))).toEqual([]);
    byId('inner').setAttribute('leave-open', 'false');
    expect(ids(closedByOpening(byId('e')))).toEqual(['d']);
    expect(closedByOpening(byId('alone'))).toEqual([]);
  });
});
