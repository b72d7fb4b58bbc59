import { describe, expect, it } from 'vitest';
import { isOn } from '../../common/boolean-attribute';
import { camelCase, defaultValues, parseAttribute, type AttributeSpec } from '../../widgets/attributes';

const flag: AttributeSpec = { type: 'boolean', default: false, description: '' };
const text: AttributeSpec = { type: 'string', default: 'fallback', description: '' };
const url: AttributeSpec = { type: 'url', default: '/api', description: '' };
const choice: AttributeSpec = { type: 'enum', values: ['div', 'ul'], default: 'div', description: '' };

describe('parseAttribute', () => {
  it('treats booleans as HTML does: present is true unless "false"', () => {
    expect(parseAttribute(flag, null).value).toBe(false);
    expect(parseAttribute(flag, '').value).toBe(true);
    expect(parseAttribute(flag, 'opened').value).toBe(true);
    expect(parseAttribute(flag, 'true').value).toBe(true);
    expect(parseAttribute(flag, '0').value).toBe(true);
    expect(parseAttribute(flag, 'false').value).toBe(false);
    expect(parseAttribute(flag, ' FALSE ').value).toBe(false);
  });

  it('reads a boolean as the entry does before the upgrade (isOn): the same for every value', () => {
    const item = document.createElement('collapse-item');
    for (const raw of [null, '', 'opened', 'true', '0', 'false', ' FALSE ', 'False']) {
      if (raw === null) item.removeAttribute('opened');
      else item.setAttribute('opened', raw);
      expect(isOn(item, 'opened')).toBe(parseAttribute(flag, raw).value);
    }
  });

  it('keeps strings as written and uses the default when absent', () => {
    expect(parseAttribute(text, null)).toEqual({ value: 'fallback' });
    expect(parseAttribute(text, '')).toEqual({ value: '' });
    expect(parseAttribute(text, '<script>x</script>')).toEqual({ value: '<script>x</script>' });
  });

  it('accepts only http(s) URLs', () => {
    expect(parseAttribute(url, '/newsletter')).toEqual({ value: '/newsletter' });
    expect(parseAttribute(url, 'https://example.org/x')).toEqual({ value: 'https://example.org/x' });
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '', '   ', 'http://[bad']) {
      const result = parseAttribute(url, bad);
      expect(result.value).toBe('/api');
      expect(result.problem).toMatch(/http/);
    }
  });

  it('accepts listed enum values case-insensitively and names the allowed ones otherwise', () => {
    expect(parseAttribute(choice, 'UL')).toEqual({ value: 'ul' });
    expect(parseAttribute(choice, 'table')).toEqual({ value: 'div', problem: 'is not one of div, ul' });
  });
});

describe('attribute names', () => {
  it('maps kebab-case attributes to camelCase properties', () => {
    expect(camelCase('leave-open')).toBe('leaveOpen');
    expect(camelCase('session-info')).toBe('sessionInfo');
    expect(camelCase('heading')).toBe('heading');
  });

  it('builds the default values keyed by property', () => {
    expect(defaultValues({ 'leave-open': flag, element: choice })).toEqual({ leaveOpen: false, element: 'div' });
  });
});
