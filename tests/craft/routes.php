<?php
// The Craft test site's routes (tests/craft/setup.sh copies this to config/routes.php): every block
// fixture as a page of its own, on both sites.
return [
	'test-fixtures/<block:[a-z-]+>/<name:[a-z0-9-]+>' => ['template' => '_test/fixture'],
];
