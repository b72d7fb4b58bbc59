<?php
// The Craft test site's routes (tests/craft/setup.sh copies this to config/routes.php), on both
// sites: a block's fixtures on one page, and each fixture on a page of its own.
return [
	'test-fixtures/<block:[a-z-]+>' => ['template' => '_test/fixture'],
	'test-fixtures/<block:[a-z-]+>/<name:[a-z0-9-]+>' => ['template' => '_test/fixture'],
];
