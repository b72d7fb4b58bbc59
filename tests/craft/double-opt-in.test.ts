// Double opt-in on the Craft test site: the admin switches it on in the plugin's settings; a
// visitor's signup then waits as pending, Craft's mailer sends the confirmation email (the test
// site's mailer writes it to a file, tests/craft/app.php), and its link confirms the signup in the
// visitor's language. Switched off again afterwards, as the other tests expect it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { type TestPage, useBrowser } from '../browser/support/browser';
import { freshEmail, Visitor } from '../contract/cases';
import { craftBackend, storedSignup } from './support/backend';
import { logIn } from './support/log-in';

const site = inject('craft');
const newPage = useBrowser();
const mailDir = join(site.path, 'storage/runtime/mail');

/** Switches the setting in Settings → Plugins → Site widgets, as the (Dutch) admin does. */
async function setDoubleOptIn(page: TestPage, on: boolean) {
  await page.goto(`${site.baseUrl}/admin/settings/plugins/site-widgets`);
  const toggle = page.getByRole('switch', { name: 'Dubbele opt-in' });
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(String(on));
  const saved = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Bewaren', exact: true }).first().click();
  await saved;
  // Craft answers with the page again and its notice.
  await expect
    .poll(() => page.getByText('Instellingen van invoegtoepassing opgeslagen.').count(), { timeout: 30_000 })
    .toBeGreaterThan(0);
}

/** The text of the email Craft's mailer wrote to `email`, quoted-printable decoded. */
function emailTo(email: string): string | undefined {
  const files = readdirSync(mailDir, { withFileTypes: true }).filter((entry) => entry.name.endsWith('.eml'));
  const mails = files.map((file) => readFileSync(join(mailDir, file.name), 'utf8'));
  const mail = mails.find((text) => text.toLowerCase().includes(`to: ${email.toLowerCase()}`));
  return mail
    ?.replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replace(/=/g, ''), 'hex').toString('utf8'));
}

describe('double opt-in on Craft', () => {
  it('en: a signup waits for the link in the email Craft sends; the link confirms it', async () => {
    const admin = await newPage();
    await logIn(admin, site, 'admin');
    await setDoubleOptIn(admin, true);
    try {
      const email = freshEmail('double-opt-in');
      const reply = await new Visitor(craftBackend(site)).signUp('en', { email });
      expect(reply).toMatchObject({
        status: 200,
        body: [
          { status: 'success', msg: 'Almost done: we sent you an email. Confirm your signup with the link in it.' },
        ],
      });
      expect(storedSignup(site, email)).toMatchObject({ status: 'pending', language: 'en' });

      const mail = emailTo(email);
      expect(mail).toContain('Subject: Confirm your signup for the newsletter of');
      const link = mail?.match(/https?:\/\/\S+site-widgets\/signup\/confirm\S+/)?.[0];
      expect(link).toBeDefined();
      const visitor = await newPage();
      expect((await visitor.goto(link!))?.status()).toBe(200);
      expect(await visitor.locator('h1').innerText()).toBe('Signup confirmed');
      expect(storedSignup(site, email)).toMatchObject({ status: 'confirmed' });

      // A forged link confirms nothing and says so.
      const forged = link!.replace(/[0-9a-f]{64}/, '0'.repeat(64));
      expect((await visitor.goto(forged))?.status()).toBe(400);
      expect(await visitor.locator('h1').innerText()).toBe('Link expired');
    } finally {
      await setDoubleOptIn(admin, false);
    }
    const email = freshEmail('single-opt-in');
    expect((await new Visitor(craftBackend(site)).signUp('nl', { email })).status).toBe(200);
    expect(storedSignup(site, email)).toMatchObject({ status: 'confirmed' });
  });
});
