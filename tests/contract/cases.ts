// The newsletter's backend contract (docs/cms-integration.md), declared once and run against each
// backend: the demo server (tests/unit/newsletter-contract-demo.test.ts), the WordPress plugin
// (tests/wordpress/contract.test.ts) and the Craft plugin (tests/craft/contract.test.ts). A backend's
// differences are its adapter's declarations (backend.ts), never a second copy of a case.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Backend, Language } from './backend';

/** The visitor's texts of the contract, in both languages (the demo's, WordPress's and Craft's). */
export const SIGNUP_TEXTS = {
  en: {
    success: 'Thank you! You are signed up for our newsletter.',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'This does not look like an email address.',
    consentRequired: 'You must agree to be contacted',
  },
  nl: {
    success: 'Bedankt! Je bent aangemeld voor onze nieuwsbrief.',
    emailRequired: 'Vul je e-mailadres in.',
    emailInvalid: 'Dit lijkt geen e-mailadres.',
    consentRequired: 'Je moet akkoord gaan om benaderd te worden',
  },
} as const;

const LANGUAGES: Language[] = ['nl', 'en'];

/** A test address no earlier run used. */
export const freshEmail = (what: string) => `${what}-${Date.now()}-${randomBytes(3).toString('hex')}@example.test`;

/**
 * A client of the documentation range 2001:db8::/32, one per visitor, so that the rate limit counts
 * per case; a prefix of its own per run, so a run started within a minute of the last one counts
 * none of that one's attempts.
 */
const runPrefix = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
let lastClient = 0;
const freshClient = () => `${runPrefix}::${(++lastClient).toString(16)}`;

/** A record as the cookie bar posts it to the consent log, `fields` replacing its own. */
export const consentRecord = (consentId: string, fields: Record<string, unknown> = {}) => ({
  consentId,
  time: new Date().toISOString(),
  revision: 1,
  choice: 'custom',
  categories: ['necessary', 'analytics'],
  withdrawn: [],
  language: 'nl',
  gpc: false,
  page: '/',
  ...fields,
});

/** A consent id as the cookie bar makes one, that no earlier run used. */
export const freshConsentId = () => randomBytes(16).toString('base64url').slice(0, 22);

/** Posts a record to a consent log at `url`, as the cookie bar on one of the site's pages does. */
export const sendConsentRecord = (url: string, record: ReturnType<typeof consentRecord>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: new URL(url).origin },
    body: JSON.stringify(record),
  });

/** A visitor: its cookies (the session and CSRF cookies the backend sets) and its address. */
export class Visitor {
  private cookies = new Map<string, string>();

  constructor(
    private backend: Backend,
    readonly client = freshClient(),
  ) {}

  private headers(extra: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(this.backend.clientHeader ? { 'X-Forwarded-For': this.client } : {}),
      ...extra,
    };
  }

  private keep(reply: Response) {
    for (const line of reply.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator > 0) this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
  }

  async sessionInfo(lang: Language) {
    const url = this.backend.sessionInfoUrl(lang);
    const get = () => fetch(url, { headers: this.headers({ Accept: 'application/json' }) });
    // Apache may close a kept-alive connection just as it is reused: a GET is asked again once.
    const reply = await get().catch(get);
    this.keep(reply);
    return { status: reply.status, body: (await reply.json()) as Record<string, unknown> };
  }

  /** A signup as the widget posts it; `token: null` sends none, a string sends that one. */
  async signUp(
    lang: Language,
    fields: { email?: string; consent?: string | null; elapsed?: string; website?: string } = {},
    { token }: { token?: string | null } = {},
  ) {
    const csrf = token === undefined ? String((await this.sessionInfo(lang)).body.csrfTokenValue) : token;
    const body = new FormData();
    body.append('email', fields.email ?? '');
    if (fields.consent !== null) body.append('consent', fields.consent ?? '1');
    body.append('elapsed', fields.elapsed ?? '5000');
    body.append('website', fields.website ?? '');
    body.append('lang', lang);
    const headers = this.headers({
      Accept: 'application/json',
      'Accept-Language': lang,
      ...(csrf === null ? {} : { 'X-CSRF-Token': csrf }),
    });
    const reply = await fetch(this.backend.signupUrl(lang), { method: 'POST', headers, body });
    const text = await reply.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON: kept as text for the assertion's message.
    }
    return { status: reply.status, retryAfter: reply.headers.get('retry-after'), body: json };
  }
}

export function defineContractCases(backend: Backend) {
  describe(`the newsletter contract: ${backend.name}`, () => {
    for (const lang of LANGUAGES) {
      it(`session-info (${lang}): a guest's CSRF token as JSON`, async () => {
        const { status, body } = await new Visitor(backend).sessionInfo(lang);
        expect(status).toBe(200);
        expect(body).toMatchObject({ isGuest: true, csrfTokenName: expect.any(String) });
        expect(body.csrfTokenValue).toEqual(expect.stringMatching(/^\S{8,}$/));
      });

      it(`newsletter signup (${lang}): success in the page's language, one row for a repeated address`, async () => {
        const email = freshEmail(`contract-${lang}`);
        const visitor = new Visitor(backend);
        expect(await visitor.signUp(lang, { email })).toMatchObject({
          status: 200,
          body: [{ status: 'success', msg: SIGNUP_TEXTS[lang].success }],
        });
        expect(await visitor.signUp(lang, { email: email.toUpperCase() })).toMatchObject({ status: 200 });
        expect(await backend.storedSignups(email)).toBe(1);
      });

      const refusals: [string, Parameters<Visitor['signUp']>[1], keyof (typeof SIGNUP_TEXTS)['en']][] = [
        ['an empty email', { email: '' }, 'emailRequired'],
        ['a malformed email', { email: 'not-an-address' }, 'emailInvalid'],
        ['no consent', { consent: null }, 'consentRequired'],
      ];
      for (const [what, fields, text] of refusals) {
        it(`newsletter signup (${lang}): ${what} is refused with its message, nothing stored`, async () => {
          const email = fields?.email ?? freshEmail('refused');
          const reply = await new Visitor(backend).signUp(lang, { ...fields, email });
          expect(reply).toMatchObject({ status: 400, body: [{ status: 'error', msg: SIGNUP_TEXTS[lang][text] }] });
          if (email.includes('@')) expect(await backend.storedSignups(email)).toBe(0);
        });
      }
    }

    for (const [what, token] of [
      ['a missing', null],
      ['a wrong', 'not-the-token'],
    ] as const) {
      it(`newsletter signup: ${what} CSRF token is refused without a message list, nothing stored`, async () => {
        const email = freshEmail('token');
        const reply = await new Visitor(backend).signUp('en', { email }, { token });
        expect(reply.status).toBe(backend.tokenRefusalStatus);
        expect(Array.isArray(reply.body)).toBe(false);
        expect(await backend.storedSignups(email)).toBe(0);
      });
    }

    const bots = [
      ['the honeypot `website` filled', { website: 'https://spam.example' }],
      ['a too-fast post (`elapsed` under the minimum)', { elapsed: '300' }],
    ] as const;
    for (const [what, fields] of backend.spamGuard ? bots : []) {
      it(`newsletter signup: ${what} is refused, nothing stored`, async () => {
        const email = freshEmail('bot');
        const reply = await new Visitor(backend).signUp('nl', { email, ...fields });
        expect(reply).toMatchObject({ status: 400, body: [{ status: 'error', msg: expect.any(String) }] });
        expect(await backend.storedSignups(email)).toBe(0);
      });
    }

    const limit = backend.rateLimit;
    if (limit !== null)
      it(`newsletter signup: the attempt past ${limit} in a minute gets 429 with Retry-After`, async () => {
        const visitor = new Visitor(backend);
        const { body } = await visitor.sessionInfo('en');
        const token = String(body.csrfTokenValue);
        for (let attempt = 1; attempt <= limit; attempt++) {
          expect((await visitor.signUp('en', { email: '' }, { token })).status).toBe(400);
        }
        const email = freshEmail('limited');
        const reply = await visitor.signUp('en', { email }, { token });
        expect(reply.status).toBe(429);
        expect(Number(reply.retryAfter)).toBeGreaterThan(0);
        expect(await backend.storedSignups(email)).toBe(0);
      });

    it('consent log: a cookie bar record is stored', async () => {
      const consentId = freshConsentId();
      const record = consentRecord(consentId, { revision: 0, choice: 'necessary', categories: ['necessary'] });
      const reply = await sendConsentRecord(backend.consentUrl('nl'), record);
      expect(reply.status).toBe(204);
      expect(await backend.storedConsentRecords(consentId)).toBe(1);
    });
  });
}
