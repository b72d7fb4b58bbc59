// The plugin in the site's language: on a WordPress whose language is Dutch (nl_NL), the Author
// finds the blocks, their sidebars and notices in Dutch, and the administrator the Signups page,
// the settings and the privacy policy's text (back on English, the other tests see them in
// English). What a visitor reads follows the language of the page they signed up on instead: the
// replies, the confirmation mail and its pages.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../browser/support/browser';
import { blockTab, EDITOR_NOTICE, editorCanvas, inserterSearch } from './support/block-editor';
import { logIn } from './support/log-in';
import { postSignup, siteCommand, storedSignup } from './support/signups';

const newPage = useBrowser();
const site = inject('wordpress');
const run = Date.now();
const address = (name: string) => `${name}-${run}@example.test`;

interface Mail {
  to: string;
  subject: string;
  message: string;
}

/**
 * The confirmation mail sent to `email`, the page its link opens (status and heading), and the
 * page of the same link tampered with, which names no signup: in the browser's language, `locale`.
 */
async function confirmation(email: string, locale: string) {
  const mail = siteCommand<Mail[]>(site, 'mail').filter((sent) => sent.to === email);
  expect(mail).toHaveLength(1);
  const link = mail[0]!.message.match(/https?:\/\/\S+site-widgets-confirm=\S+/)![0];
  const page = await newPage();
  const status = (await page.goto(link))?.status();
  const heading = await page.getByRole('heading', { level: 1 }).innerText();
  const expired = await newPage({ locale });
  await expired.goto(link.replace(/.$/, (last) => (last === '0' ? '1' : '0')));
  return { ...mail[0]!, status, heading, expiredHeading: await expired.getByRole('heading', { level: 1 }).innerText() };
}

function onSiteLanguage(locale: 'nl_NL' | 'en_US') {
  beforeAll(() => {
    siteCommand(site, 'language', locale);
    siteCommand(site, 'double-opt-in', 'on');
  });
  afterAll(() => {
    siteCommand(site, 'double-opt-in', 'off');
    siteCommand(site, 'language', 'en_US');
  });
}

describe('on a Dutch WordPress', () => {
  onSiteLanguage('nl_NL');

  it('the Author finds the blocks, their sidebar and their notices in Dutch', async () => {
    const page = await newPage({ viewport: { width: 1400, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await logIn(page, site.baseUrl, 'author');
    await page.goto(`${site.baseUrl}/wp-admin/post-new.php`);
    // The toolbar's inserter button, by its class on 6.1 and on 7 (its label is WordPress's own text).
    const inserter = page.locator(
      '.edit-post-header-toolbar__inserter-toggle, .editor-document-tools__inserter-toggle',
    );
    await inserter.click();
    const category = page.getByRole('listbox', { name: 'Site-widgets' });
    const titles = async () => (await category.getByRole('option').allInnerTexts()).map((title) => title.trim());
    await expect
      .poll(titles, { timeout: 20_000 })
      .toEqual([
        'Uitklapgroep',
        'Afbeeldingenslider',
        'Taalkeuze',
        'Aanmelding nieuwsbrief',
        'Tijdlijnslider',
        'Nieuwsslider',
      ]);
    // Found by a Dutch keyword too.
    await inserterSearch(page).fill('mijlpalen');
    await page.getByRole('option', { name: /Tijdlijnslider$/ }).click();
    const canvas = await editorCanvas(page);
    await expect
      .poll(() => canvas.locator(EDITOR_NOTICE).allInnerTexts())
      .toEqual(['Voeg mijlpalen toe in de instellingen van het blok.']);

    // The block's sidebar: its panel, its button, and each milestone's fields.
    const sidebar = page.locator('.interface-complementary-area');
    if (!(await sidebar.isVisible())) await page.locator('.interface-pinned-items button').first().click();
    await blockTab(sidebar).click();
    await sidebar.getByRole('button', { name: 'Mijlpaal toevoegen', exact: true }).click();
    await sidebar.getByRole('button', { name: 'Mijlpaal 1', exact: true }).waitFor();
    await expect(sidebar.getByRole('button', { name: 'Instellingen', exact: true }).count()).resolves.toBe(1);
    for (const label of ['Label (bijvoorbeeld een jaartal)', 'Titel', 'Tekst'])
      await expect(sidebar.getByLabel(label, { exact: true }).count(), label).resolves.toBe(1);
    const description = await page.evaluate(
      () =>
        (
          window as unknown as { wp: { blocks: { getBlockType(name: string): { description: string } } } }
        ).wp.blocks.getBlockType('site-widgets/timeline-slider').description,
    );
    expect(description).toBe('Mijlpalen op een rij die met de pijltjestoetsen meebeweegt.');
    expect(errors).toEqual([]);
  });

  it('the administrator finds Signups, the settings and the privacy policy’s text in Dutch', async () => {
    const email = address('dutch-admin');
    expect((await postSignup(site, email, { lang: 'nl' })).status).toBe(200);
    const admin = await newPage();
    await logIn(admin, site.baseUrl, 'admin');

    await admin.goto(`${site.baseUrl}/wp-admin/admin.php?page=site-widgets-signups&s=${encodeURIComponent(email)}`);
    await admin.getByRole('heading', { name: 'Aanmeldingen voor de nieuwsbrief' }).waitFor();
    await expect(
      admin.locator('#adminmenu').getByRole('link', { name: 'Aanmeldingen', exact: true }).count(),
    ).resolves.toBe(1);
    const headers = (await admin.locator('table.signups thead th').allInnerTexts()).map((text) => text.trim());
    expect(headers).toEqual([
      'E-mailadres',
      'Status',
      'Aangemeld (UTC)',
      'Bevestigd (UTC)',
      'Pagina',
      'Taal',
      'Getoonde toestemmingstekst',
      'ID van de cookietoestemming',
    ]);
    for (const name of ['CSV exporteren']) await admin.getByRole('link', { name }).waitFor();
    await admin.getByRole('button', { name: 'Selectie verwijderen' }).waitFor();
    await admin.getByRole('button', { name: 'Adressen zoeken' }).waitFor();
    await admin.getByRole('checkbox', { name: `${email} selecteren` }).waitFor();

    await admin.goto(`${site.baseUrl}/wp-admin/options-general.php?page=site-widgets`);
    await admin.getByRole('heading', { name: 'Site-widgets', level: 1 }).waitFor();
    await admin.getByRole('heading', { name: 'Nieuwsbrief' }).waitFor();
    const labels = (await admin.locator('.form-table th').allInnerTexts()).map((text) => text.trim());
    expect(labels).toEqual(['Merk', 'Dubbele opt-in', 'Onbevestigde aanmeldingen', 'Deïnstalleren']);

    await admin.goto(`${site.baseUrl}/wp-admin/privacy-policy-guide.php`);
    await expect(admin.locator('body').textContent()).resolves.toContain(
      'Als je je aanmeldt voor onze nieuwsbrief, slaan we je e-mailadres en het tijdstip op.',
    );
  });

  it('a signup on an English page gets its replies, its confirmation mail and its pages in English', async () => {
    const email = address('english-on-dutch');
    const reply = await postSignup(site, email, { lang: 'en', acceptLanguage: 'nl' });
    expect(reply.body).toEqual([
      { status: 'success', msg: 'Almost done: we sent you an email. Confirm your signup with the link in it.' },
    ]);
    expect((await postSignup(site, 'not an address', { lang: 'en', acceptLanguage: 'nl' })).body).toEqual([
      { status: 'error', msg: 'This does not look like an email address.' },
    ]);
    const mail = await confirmation(email, 'en-GB');
    expect(mail.subject).toBe('Confirm your signup for the newsletter of Studio Noord');
    expect(mail.message).toContain('You signed up for the newsletter of Studio Noord with this email address.');
    expect(mail.message).toContain('valid for 7 days');
    expect(mail.message).not.toMatch(/aanmelding|bevestig/i);
    expect(mail).toMatchObject({ status: 200, heading: 'Signup confirmed', expiredHeading: 'Link expired' });
    expect(storedSignup(site, email)).toMatchObject({ status: 'confirmed', language: 'en' });
  });
});

describe('on an English WordPress', () => {
  onSiteLanguage('en_US');

  it('a signup on a Dutch page gets its replies, its confirmation mail and its pages in Dutch', async () => {
    const email = address('dutch-on-english');
    const reply = await postSignup(site, email, { lang: 'nl', acceptLanguage: 'en' });
    expect(reply.body).toEqual([
      {
        status: 'success',
        msg: 'Bijna klaar: we hebben je een e-mail gestuurd. Bevestig je aanmelding met de link daarin.',
      },
    ]);
    expect((await postSignup(site, 'not an address', { lang: 'nl', acceptLanguage: 'en' })).body).toEqual([
      { status: 'error', msg: 'Dit lijkt geen e-mailadres.' },
    ]);
    const mail = await confirmation(email, 'nl-NL');
    expect(mail.subject).toBe('Bevestig je aanmelding voor de nieuwsbrief van Studio Noord');
    expect(mail.message).toContain('Je hebt je aangemeld voor de nieuwsbrief van Studio Noord met dit e-mailadres.');
    expect(mail.message).toContain('(7 dagen geldig)');
    expect(mail).toMatchObject({ status: 200, heading: 'Aanmelding bevestigd', expiredHeading: 'Link verlopen' });
    expect(storedSignup(site, email)).toMatchObject({ status: 'confirmed', language: 'nl' });
  });

  it('keeps the administration in English', async () => {
    const admin = await newPage();
    await logIn(admin, site.baseUrl, 'admin');
    await admin.goto(`${site.baseUrl}/wp-admin/admin.php?page=site-widgets-signups`);
    await admin.getByRole('heading', { name: 'Newsletter signups' }).waitFor();
    await admin.getByRole('link', { name: 'Export CSV' }).waitFor();
  });
});
