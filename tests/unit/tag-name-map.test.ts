// The tag-name map is written once, from each widget's declaration (its NAME.block.ts): a query for a
// tag is typed with the element's attribute properties. A wrong type here fails `npm run typecheck`.
import { describe, expect, expectTypeOf, it } from 'vitest';
import '../../blocks/collapse/collapse-item.block';
import '../../blocks/newsletter-signup/newsletter-signup.block';

describe('the tag-name map', () => {
  it('types a widget element with a property per declared attribute, and its events', () => {
    const item = document.createElement('collapse-item');
    expectTypeOf(item.opened).toEqualTypeOf<boolean>();
    expectTypeOf(item.headingLevel).toEqualTypeOf<string>();
    const signup = document.createElement('newsletter-signup');
    signup.addEventListener('newsletter-signup:error', (event) => {
      expectTypeOf(event.detail.kind).toEqualTypeOf<'invalid' | 'rejected' | 'failed'>();
    });
    expect(item.localName).toBe('collapse-item');
  });
});
