<?php
/*
 * The Craft test site's application config (tests/craft/setup.sh copies it to config/app.php): the
 * starter's, with Craft's mailer writing each email into storage/runtime/mail/ as a file instead of
 * sending it, where the double opt-in test reads the confirmation email.
 */

use craft\helpers\App;

return [
	'id' => App::env('CRAFT_APP_ID') ?: 'CraftCMS',
	'components' => [
		'mailer' => static function () {
			$config = App::mailerConfig();
			$config['useFileTransport'] = true;
			$config['fileTransportPath'] = '@storage/runtime/mail';
			return Craft::createObject($config);
		},
	],
];
