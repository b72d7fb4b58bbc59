// Which server-rendered form newsletter-signup takes over, and which it leaves alone.
import { describe, expect, it } from 'vitest';
import { findServerForm, setAttributes } from './server-form';

function children(html: string): Node[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  return Array.from(host.childNodes);
}

const FIELDS = '<input name="email" type="email"><input type="checkbox" name="consent" value="1"><button>Go</button>';

describe('findServerForm', () => {
  it('finds none among an intro without a form', () => {
    expect(findServerForm(children('<h2>News</h2><p>Monthly.</p>'))).toEqual({ kind: 'none' });
  });

  it('finds the form among the children, or inside one of them, with its three fields', () => {
    for (const html of [`<h2>News</h2><form>${FIELDS}</form>`, `<div class="wrap"><form>${FIELDS}</form></div>`]) {
      const found = findServerForm(children(html));
      expect(found.kind).toBe('complete');
      if (found.kind !== 'complete') continue;
      expect(found.fields.email.name).toBe('email');
      expect(found.fields.consent.name).toBe('consent');
      expect(found.fields.submit.textContent).toBe('Go');
    }
  });

  it('prefers the fields by name, and takes the first email field, checkbox and submit button otherwise', () => {
    const found = findServerForm(
      children(`<form><input type="checkbox" name="other"><input type="email" name="mail"><input type="submit"
        value="Send">
        <input type="checkbox" name="consent"><button type="button">Not this</button></form>`),
    );
    expect(found.kind).toBe('complete');
    if (found.kind !== 'complete') return;
    expect(found.fields.email.name).toBe('mail');
    expect(found.fields.consent.name).toBe('consent');
    expect(found.fields.submit.getAttribute('value')).toBe('Send');
  });

  it('names what a form lacks', () => {
    const found = findServerForm(children('<form><input name="email"><button type="button">x</button></form>'));
    expect(found.kind).toBe('incomplete');
    if (found.kind !== 'incomplete') return;
    expect(found.missing).toEqual(['a consent checkbox (input type="checkbox" name="consent")', 'a submit button']);
  });
});

describe('setAttributes', () => {
  it('sets and removes attributes, and puts back what was there', () => {
    const element = document.createElement('input');
    element.setAttribute('aria-describedby', 'hint');
    const restore = setAttributes(element, {
      'aria-describedby': 'hint error',
      'aria-invalid': 'true',
      required: null,
    });
    expect(element.getAttribute('aria-describedby')).toBe('hint error');
    expect(element.getAttribute('aria-invalid')).toBe('true');
    restore();
    expect(element.getAttribute('aria-describedby')).toBe('hint');
    expect(element.hasAttribute('aria-invalid')).toBe(false);
  });
});
