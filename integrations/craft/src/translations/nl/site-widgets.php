<?php

/**
 * The plugin's texts in Dutch: what a visitor reads (the signup's replies, the confirmation email and
 * its page, as the WordPress plugin and the demo answer them) and the control panel's.
 */

return [
    // The signup's replies.
    'Thank you! You are signed up for our newsletter.' => 'Bedankt! Je bent aangemeld voor onze nieuwsbrief.',
    'Please enter your email address.' => 'Vul je e-mailadres in.',
    'This does not look like an email address.' => 'Dit lijkt geen e-mailadres.',
    'You must agree to be contacted' => 'Je moet akkoord gaan om benaderd te worden',
    'Almost done: we sent you an email. Confirm your signup with the link in it.'
        => 'Bijna klaar: we hebben je een e-mail gestuurd. Bevestig je aanmelding met de link daarin.',
    'Your signup could not be processed. Please wait a moment and try again.'
        => 'Je aanmelding kon niet worden verwerkt. Wacht even en probeer het opnieuw.',
    'Too many signups from this connection.' => 'Te veel aanmeldingen vanaf deze verbinding.',
    'The signup could not be stored.' => 'De aanmelding kon niet worden opgeslagen.',

    // The double opt-in's email and page.
    'Confirm your signup for the newsletter of {brand}' => 'Bevestig je aanmelding voor de nieuwsbrief van {brand}',
    'You signed up for the newsletter of {brand} with this email address.'
        => 'Je hebt je aangemeld voor de nieuwsbrief van {brand} met dit e-mailadres.',
    'Confirm your signup with this link (valid for {days, plural, =1{# day} other{# days}}):'
        => 'Bevestig je aanmelding met deze link ({days, plural, =1{# dag} other{# dagen}} geldig):',
    'Did not sign up? Then there is nothing to do: without confirmation your address is deleted.'
        => 'Heb je je niet aangemeld? Dan hoef je niets te doen: zonder bevestiging wordt je adres verwijderd.',
    'Signup confirmed' => 'Aanmelding bevestigd',
    'Link expired' => 'Link verlopen',
    'Thank you! Your newsletter signup is confirmed.' => 'Bedankt! Je aanmelding voor de nieuwsbrief is bevestigd.',
    'This confirmation link has expired or is not valid. Sign up again to get a new one.'
        => 'Deze bevestigingslink is verlopen of ongeldig. Meld je opnieuw aan om een nieuwe te krijgen.',
    'To the website' => 'Naar de website',

    // The consent log's refusals.
    'Consent records are taken from this site only.'
        => 'Toestemmingsregistraties worden alleen van deze site aangenomen.',
    'The record is too large.' => 'De registratie is te groot.',
    'This is no consent record of the cookie bar.' => 'Dit is geen toestemmingsregistratie van de cookiebalk.',
    'The record could not be stored.' => 'De registratie kon niet worden opgeslagen.',

    // The control panel.
    'Site widgets' => 'Site widgets',
    'Signups' => 'Aanmeldingen',
    'Consent log' => 'Toestemmingslog',
    'Settings' => 'Instellingen',
    'Delete and export newsletter signups' => 'Nieuwsbriefaanmeldingen verwijderen en exporteren',
    'Export CSV' => 'CSV exporteren',
    'Search addresses' => 'Adressen zoeken',
    'Search' => 'Zoeken',
    'No signups yet.' => 'Nog geen aanmeldingen.',
    'No signups match.' => 'Geen aanmeldingen gevonden.',
    'Select' => 'Selecteren',
    'Select {email}' => '{email} selecteren',
    'Email' => 'E-mailadres',
    'Status' => 'Status',
    'Pending' => 'Wacht op bevestiging',
    'Confirmed' => 'Bevestigd',
    'Signed up' => 'Aangemeld',
    'Page' => 'Pagina',
    'Language' => 'Taal',
    'Consent text' => 'Toestemmingstekst',
    'Consent id' => 'Toestemmings-id',
    'Delete selected' => 'Selectie verwijderen',
    '{count, plural, =1{# signup} other{# signups}} deleted.'
        => '{count, plural, =1{# aanmelding} other{# aanmeldingen}} verwijderd.',
    'Pages' => 'Pagina’s',
    'Previous' => 'Vorige',
    'Next' => 'Volgende',
    '{page} of {count}' => '{page} van {count}',
    'The records of consent id {id}.' => 'De registraties van toestemmings-id {id}.',
    'All records' => 'Alle registraties',
    'No consent records yet.' => 'Nog geen toestemmingsregistraties.',
    'Made at' => 'Gegeven op',
    'Received' => 'Ontvangen',
    'Choice' => 'Keuze',
    'Categories' => 'Categorieën',
    'Withdrawn' => 'Ingetrokken',
    'Revision' => 'Versie',
    'Yes' => 'Ja',
    'No' => 'Nee',
    'Brand' => 'Merk',
    'The name in the consent text and the confirmation email. Empty: the site’s name.'
        => 'De naam in de toestemmingstekst en de bevestigingsmail. Leeg: de naam van de site.',
    'Double opt-in' => 'Dubbele opt-in',
    'A new signup is confirmed by a link in an email (sent with the system email settings).'
        => 'Een nieuwe aanmelding wordt bevestigd met een link in een e-mail (verstuurd met de e-mailinstellingen '
        . 'van het systeem).',
    'Days an unconfirmed signup is kept' => 'Dagen dat een onbevestigde aanmelding bewaard blijft',
    'The confirmation link works this long; then the signup is deleted.'
        => 'Zo lang werkt de bevestigingslink; daarna wordt de aanmelding verwijderd.',
    'Rate limit' => 'Limiet',
    'Signup attempts per client per minute; more are answered with 429.'
        => 'Aanmeldpogingen per client per minuut; meer krijgen 429 als antwoord.',
    'Minimum fill time (ms)' => 'Minimale invultijd (ms)',
    'A signup sent sooner after the form was shown is refused as automated.'
        => 'Een aanmelding die sneller na het tonen van het formulier komt, wordt als geautomatiseerd geweigerd.',
    'Trusted proxies' => 'Vertrouwde proxy’s',
    'The IP addresses of the site’s own proxies or CDN, one a line: their X-Forwarded-For names the client.'
        => 'De IP-adressen van de eigen proxy’s of het CDN van de site, één per regel: hun X-Forwarded-For noemt '
        . 'de client.',
    '{value} is no IP address.' => '{value} is geen IP-adres.',
    'Asset base URL' => 'Basis-URL van de bestanden',
    'Where dist/ is served from, such as a CDN. Empty: the plugin publishes its own copy.'
        => 'Waar dist/ vandaan komt, zoals een CDN. Leeg: de plugin publiceert een eigen kopie.',
    'Keep the data on uninstall' => 'Gegevens bewaren bij verwijderen',
    'Uninstalling keeps the signups and consent records instead of deleting them.'
        => 'Bij het verwijderen van de plugin blijven de aanmeldingen en toestemmingsregistraties bewaard.',
    'The blocks of site-widgets, in the order they appear on the page.'
        => 'De blokken van site-widgets, in de volgorde waarin ze op de pagina staan.',
];
