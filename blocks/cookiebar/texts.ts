import { defineTexts, type SectionKeys } from '../../common/i18n/define-texts';

/** The cookie preferences dialog (`[data-cookiebar]` with declared categories) and gated embeds. */
const cookiebarTexts = defineTexts({
  en: {
    'cookiebar.dialog_title': 'Cookie settings',
    'cookiebar.dialog_intro':
      'Choose which cookies we may use. ' +
      'You can change your choice at any time through the cookie settings at the bottom of every page.',
    'cookiebar.accept_all': 'Accept all',
    'cookiebar.reject_all': 'Reject all',
    'cookiebar.save': 'Save choices',
    'cookiebar.close': 'Close',
    'cookiebar.always_on': 'Always on',
    'cookiebar.necessary_label': 'Necessary',
    'cookiebar.necessary_description':
      'Needed for the site to work, such as remembering this choice. These are always on.',
    'cookiebar.consent_id': 'Your consent ID, to quote if you ask us about your choice: {id}',
    'cookiebar.gpc_note':
      'Your browser asks sites not to sell or share your data (Global Privacy Control), ' +
      'so “Accept all” leaves out: {categories}. You can still switch them on here.',
    'consent_embed.notice':
      'This content is shown by an external service that places cookies. ' +
      'To see it, allow the cookies for “{category}”.',
    'consent_embed.allow': 'Allow and show',
    'consent_embed.allow_video': 'Allow and play',
    'consent_embed.default_title': 'Embedded content',
  },
  nl: {
    'cookiebar.dialog_title': 'Cookie-instellingen',
    'cookiebar.dialog_intro':
      'Kies welke cookies we mogen gebruiken. ' +
      'Je kunt je keuze altijd wijzigen via de cookie-instellingen onderaan elke pagina.',
    'cookiebar.accept_all': 'Alles accepteren',
    'cookiebar.reject_all': 'Alles weigeren',
    'cookiebar.save': 'Keuzes opslaan',
    'cookiebar.close': 'Sluiten',
    'cookiebar.always_on': 'Altijd aan',
    'cookiebar.necessary_label': 'Noodzakelijk',
    'cookiebar.necessary_description':
      'Nodig om de site te laten werken, zoals het onthouden van deze keuze. Deze staan altijd aan.',
    'cookiebar.consent_id': 'Je toestemmings-ID, om te noemen als je ons vraagt naar je keuze: {id}',
    'cookiebar.gpc_note':
      'Je browser vraagt sites om je gegevens niet te verkopen of te delen (Global Privacy Control). ' +
      'Daarom laat “Alles accepteren” weg: {categories}. Je kunt ze hier nog wel aanzetten.',
    'consent_embed.notice':
      'Deze inhoud wordt getoond via een externe dienst die cookies plaatst. ' +
      'Sta de cookies voor “{category}” toe om haar te zien.',
    'consent_embed.allow': 'Toestaan en tonen',
    'consent_embed.allow_video': 'Toestaan en afspelen',
    'consent_embed.default_title': 'Ingesloten inhoud',
  },
});

export default cookiebarTexts;

declare global {
  // Its keys, in the one type of every text key (TextKey).
  interface SiteWidgetsTexts extends SectionKeys<typeof cookiebarTexts> {}
}
