// One post as WordPress serves it, with the plugin: the demo's blocks written as Custom HTML blocks
// by an administrator, in the site's block theme with the plugin's head and the cookie bar. The Nu
// HTML Checker, the W3C's, reports no error in it, but in markup WordPress itself prints.
import { expect, inject, it } from 'vitest';
import { nuErrors } from '../support/nu-checker';

const site = inject('wordpress');

/**
 * Errors in WordPress's own markup, which neither the plugin nor the post prints: the navigation
 * block's dialog is a `div` named by `aria-label` without a role, and the block theme's skip link
 * prints its `<style>` in the body after other elements (6.1); Twenty Twenty-Five's navigation puts
 * its page list's `ul` straight into its own `ul` (7.0).
 */
const WORDPRESS_OWN = [
  /aria-label.*must not be specified on any “div” element.*wp-block-navigation__responsive-dialog/s,
  /A “style” element in “body” must be the first child of its parent.*skip-link-styles/s,
  /Element “ul” not allowed as child of element “ul”.*wp-block-page-list/s,
];

it('the Nu HTML Checker reports no error on a post with every block, but in WordPress’s own markup', async () => {
  const post = site.posts['html-block-en']!;
  const response = await fetch(post.url);
  expect(response.status).toBe(200);
  const page = await response.text();
  for (const part of ['<collapse-group', '<image-slider', 'data-consent="analytics" data-src=', 'site-widgets.js'])
    expect(page).toContain(part);
  const errors = nuErrors({ 'WordPress post html-block-en': page });
  expect(errors.filter((error) => !WORDPRESS_OWN.some((own) => own.test(error)))).toEqual([]);
});
