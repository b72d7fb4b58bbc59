// The checks can fail: html-validate with our elements' metadata finds what the declarations and
// HTML forbid, and the Nu HTML Checker the markup the issue found on the demo pages.
import { describe, expect, it } from 'vitest';
import { validateMarkup } from '../support/html-validate';
import { nuErrors } from '../support/nu-checker';

describe('html-validate, with the metadata of our elements', () => {
  it('finds a value an attribute does not take, a boolean with a value and an unknown element', async () => {
    const problems = await validateMarkup(
      '<collapse-group element="table" leave-open="false"><collapse-item heading="Q">A</collapse-item>' +
        '</collapse-group><newsletter-signup action="javascript:alert(1)"></newsletter-signup><no-such-widget>' +
        '</no-such-widget>',
      'harness.html',
    );
    expect(problems).toEqual([
      expect.stringMatching(/attribute-allowed-values: .*"element" has invalid value "table"/),
      expect.stringMatching(/attribute-boolean-style: .*"leave-open"/),
      expect.stringMatching(/attribute-allowed-values: .*"leave-open" has invalid value "false"/),
      expect.stringMatching(/attribute-allowed-values: .*"action" has invalid value "javascript:alert\(1\)"/),
      expect.stringMatching(/no-unknown-elements: .*<no-such-widget>/),
    ]);
  });

  it('takes our elements with the attributes they declare, and data-i18n- texts', async () => {
    const markup =
      '<collapse-group element="ul" leave-open heading-level="3" data-no-early-interaction>' +
      '<collapse-item heading="Q" opened><p>A</p></collapse-item></collapse-group>' +
      '<newsletter-signup action="/signup" session-info="https://example.org/s" ' +
      'data-i18n-newsletter.submit="Go"></newsletter-signup>';
    expect(await validateMarkup(markup, 'harness.html')).toEqual([]);
  });

  it('finds src on a script whose type is not JavaScript, and a picture source without srcset', async () => {
    const problems = await validateMarkup(
      '<script type="text/plain" data-consent="analytics" src="/tag.js"></script>' +
        '<script type="text/plain" data-consent="analytics" data-src="/tag.js"></script>' +
        '<script type="module" src="/app.js"></script>' +
        '<picture><source media="(min-width: 1px)" data-srcset="/a.jpg"><img src="/b.jpg" alt=""></picture>' +
        '<video controls><source src="/c.mp4" type="video/mp4"></video>',
      'harness.html',
    );
    expect(problems).toEqual([
      expect.stringMatching(/attribute-misuse: "src" attribute cannot be used on <script>/),
      expect.stringMatching(/element-required-attributes: <source> is missing required "srcset"/),
    ]);
  });
});

describe('the Nu HTML Checker', () => {
  it('finds src on a text/plain script and an img with only data-src', () => {
    const page = (body: string) =>
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;
    expect(
      nuErrors({
        gated: page('<script type="text/plain" data-consent="analytics" src="/tag.js"></script>'),
        lazy: page('<img data-src="/a.jpg" alt="">'),
        valid: page('<script type="text/plain" data-consent="analytics" data-src="/tag.js"></script>'),
      }),
    ).toEqual([
      expect.stringMatching(/^gated:1:\d+ error: A “script” element .* must not have a “src” attribute/),
      expect.stringMatching(/^lazy:1:\d+ error: Element “img” is missing one or more of the following attributes/),
    ]);
  });
});
