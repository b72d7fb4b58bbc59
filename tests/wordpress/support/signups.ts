// The test site's stored signups and the site-owner side of the plugin, from the tests: the
// database through MariaDB's client as root (setup.sh runs as root), the plugin's routes by HTTP,
// and tests/wordpress/site-command.php for what only PHP reaches.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { scrollToUpgrade } from '../../browser/support/browser';
import { queryRows } from '../../support/mariadb';
import type { WordPressSite } from './global-setup';
import { sitePhpEnv } from './site-php';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function testAddress(email: string): string {
  if (!/^[a-z0-9.@+=_-]+$/.test(email)) throw new Error(`not a test address: ${email}`);
  return email;
}

/** The stored rows for an address: [email, consent]. */
export function storedRows(site: WordPressSite, email: string): string[][] {
  return queryRows(site, `SELECT email, consent FROM ${site.signupsTable} WHERE email = '${testAddress(email)}'`);
}

/** An address's stored signup, by column; undefined when there is none. */
export function storedSignup(site: WordPressSite, email: string): Record<string, string> | undefined {
  const columns = ['status', 'page', 'language', 'consent_text', 'consent_id', 'confirmed_at'];
  const [row] = queryRows(
    site,
    `SELECT ${columns.join(', ')} FROM ${site.signupsTable} WHERE email = '${testAddress(email)}'`,
  );
  return row && Object.fromEntries(columns.map((column, index) => [column, row[index]!]));
}

/** Runs tests/wordpress/site-command.php and returns what it printed, parsed. */
export function siteCommand<T>(site: WordPressSite, ...args: string[]): T {
  const output = execFileSync('php', [`${root}tests/wordpress/site-command.php`, ...args], {
    encoding: 'utf8',
    env: sitePhpEnv(site),
  });
  return JSON.parse(output) as T;
}

export interface SignupRequest {
  /** The client the test site's proxy names (X-Forwarded-For); 198.51.100.x gets the real limits. */
  client?: string;
  /** Milliseconds from the form shown to its submission, as the widget sends it; null sends none. */
  elapsed?: number | null;
  /** The honeypot's value. */
  website?: string;
  token?: string;
  /** The page's language, as the widget sends it (`lang`); none when not given. */
  lang?: string;
  /** The Accept-Language header; `en` when not given. */
  acceptLanguage?: string;
}

/** A fresh token from the plugin's session-info route (a visitor's, the same for every visitor). */
export async function signupToken(site: WordPressSite): Promise<string> {
  const url = `${site.baseUrl}/index.php?rest_route=/site-widgets/v1/session-info`;
  // Apache may close a kept-alive connection just as it is reused: a GET is asked again once.
  const reply = await fetch(url).catch(() => fetch(url));
  return ((await reply.json()) as { csrfTokenValue: string }).csrfTokenValue;
}

/** A signup posted to the plugin's route as the widget posts it. */
export async function postSignup(site: WordPressSite, email: string, request: SignupRequest = {}) {
  const body = new FormData();
  body.append('email', email);
  body.append('consent', '1');
  if (request.elapsed !== null) body.append('elapsed', String(request.elapsed ?? 5000));
  body.append('website', request.website ?? '');
  if (request.lang) body.append('lang', request.lang);
  const headers: Record<string, string> = {
    'X-CSRF-Token': request.token ?? (await signupToken(site)),
    'Accept-Language': request.acceptLanguage ?? 'en',
  };
  if (request.client) headers['X-Forwarded-For'] = request.client;
  const reply = await fetch(`${site.baseUrl}/index.php?rest_route=/site-widgets/v1/newsletter/signup`, {
    method: 'POST',
    headers,
    body,
  });
  return { status: reply.status, retryAfter: reply.headers.get('retry-after'), body: await reply.json() };
}

/** Fills in and sends the newsletter widget on a test post, as a visitor does; returns the widget. */
export async function signUpWithWidget(page: Page, site: WordPressSite, email: string) {
  await page.goto(site.posts['classic-admin-en']!.url);
  await scrollToUpgrade(page, 'newsletter-signup');
  const form = page.locator('newsletter-signup');
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Sign up' }).click();
  return form;
}
