<?php
/*
 * The Craft test site's own content, through Craft's API with the site's bootstrap (setup.sh):
 *
 *   php site-content.php SITE site PORT   the English site at /en/, the Pro edition (for more than
 *                                          one user), the users, the section "Pages" with the test
 *                                          entries on both sites, and the volume "Images" with two
 *                                          photos for the image slider
 *   php site-content.php SITE plugin      the plugin's Matrix field "Page blocks" (pageBlocks) in
 *                                          the pages' field layout, the editor with the plugin's
 *                                          permissions; the plugin trusts 127.0.0.1 as
 *                                          a proxy, so each test names its client in X-Forwarded-For
 *                                          and the rate limit counts per test
 *
 * Each step checks what is there first, so a second run changes nothing.
 */

declare(strict_types=1);

use craft\elements\Asset;
use craft\elements\Entry;
use craft\elements\User;
use craft\fieldlayoutelements\CustomField;
use craft\fieldlayoutelements\entries\EntryTitleField;
use craft\models\FieldLayoutTab;
use craft\models\Section;
use craft\models\Section_SiteSettings;
use craft\models\Site;
use craft\models\Volume;

[, $sitePath, $step] = $argv + [null, null, null];
if (!is_string($sitePath) || !in_array($step, ['site', 'plugin'], true)) {
	fwrite(STDERR, "usage: php site-content.php SITE site PORT | php site-content.php SITE plugin\n");
	exit(1);
}
require $sitePath . '/bootstrap.php';
/** @var craft\console\Application $app */
$app = require CRAFT_VENDOR_PATH . '/craftcms/cms/bootstrap/console.php';
// Craft writes project config changes when a request ends; this script is no request.
register_shutdown_function(static fn() => Craft::$app->getProjectConfig()->saveModifiedConfigData());

const SECTION = 'pages';
/** The test entries: slug => title. `signup` shows the newsletter signup, `blocks` gets an author's blocks. */
const ENTRIES = ['signup' => 'Signup', 'blocks' => 'Blocks'];
/** The users besides the installing admin: an author, who may write pages but not see signups. */
const AUTHOR = ['username' => 'sw-author', 'password' => 'site-widgets-craft-author', 'email' => 'author@example.test'];
/** … and an editor, whose control panel speaks English, who may see, export and delete signups. */
const EDITOR = ['username' => 'sw-editor', 'password' => 'site-widgets-craft-editor', 'email' => 'editor@example.test'];

function fail(string $message): never {
	fwrite(STDERR, "tests/craft/site-content.php: $message\n");
	exit(1);
}

if ($step === 'plugin') {
	$plugin = Craft::$app->getPlugins()->getPlugin('site-widgets') ?? fail('the plugin site-widgets is not installed');
	if ($plugin->getSettings()->trustedProxies !== '127.0.0.1') {
		Craft::$app->getPlugins()->savePluginSettings($plugin, ['trustedProxies' => '127.0.0.1'])
			|| fail('the plugin settings were not saved');
	}
	$field = Craft::$app->getFields()->getFieldByHandle('pageBlocks')
		?? fail('no field pageBlocks (php craft site-widgets/matrix)');
	$section = Craft::$app->getSections()->getSectionByHandle(SECTION) ?? fail('no section ' . SECTION);
	$entryType = $section->getEntryTypes()[0];
	$layout = $entryType->getFieldLayout();
	$placed = array_filter($layout->getCustomFields(), static fn($custom) => $custom->id === $field->id);
	if ($placed === []) {
		$tab = $layout->getTabs()[0];
		$tab->setElements([...$tab->getElements(), new CustomField($field)]);
		$layout->setTabs([$tab]);
		$entryType->setFieldLayout($layout);
		Craft::$app->getSections()->saveEntryType($entryType)
			|| fail('the entry type was not saved: ' . json_encode($entryType->getErrors()));
	}
	// The editor: the control panel in English and the plugin's section with both its permissions,
	// which Craft keeps only while the plugin that declares them is installed.
	$editor = user(EDITOR);
	Craft::$app->getUsers()->saveUserPreferences($editor, ['language' => 'en']);
	Craft::$app->getUserPermissions()->saveUserPermissions(
		$editor->id,
		['accessCp', 'accessPlugin-site-widgets', 'siteWidgets-manageSignups'],
	) || fail('the editor\'s permissions were not saved');
	exit(0);
}

$port = (int) ($argv[3] ?? 0) ?: fail('usage: php site-content.php SITE site PORT');
$sites = Craft::$app->getSites();
Craft::$app->setEdition(Craft::Pro);

$primary = $sites->getPrimarySite();
$english = $sites->getSiteByHandle('en', true);
if ($english === null) {
	$english = new Site([
		'groupId' => $primary->groupId,
		'name' => 'Site widgets test (English)',
		'handle' => 'en',
		'language' => 'en',
		'hasUrls' => true,
		'baseUrl' => "http://127.0.0.1:$port/en/",
	]);
	$sites->saveSite($english) || fail('the English site was not saved: ' . json_encode($english->getErrors()));
}

$section = Craft::$app->getSections()->getSectionByHandle(SECTION);
if ($section === null) {
	$section = new Section(['name' => 'Pages', 'handle' => SECTION, 'type' => Section::TYPE_CHANNEL]);
	$section->setSiteSettings(array_map(
		static fn(Site $site) => new Section_SiteSettings([
			'siteId' => $site->id,
			'enabledByDefault' => true,
			'hasUrls' => true,
			'uriFormat' => 'pages/{slug}',
			'template' => '_test/page.twig',
		]),
		[$primary, $english],
	));
	Craft::$app->getSections()->saveSection($section)
		|| fail('the section was not saved: ' . json_encode($section->getErrors()));
	$entryType = $section->getEntryTypes()[0];
	$layout = $entryType->getFieldLayout();
	$tab = new FieldLayoutTab(['name' => 'Content', 'layout' => $layout]);
	$tab->setElements([new EntryTitleField()]);
	$layout->setTabs([$tab]);
	$entryType->setFieldLayout($layout);
	Craft::$app->getSections()->saveEntryType($entryType) || fail('the entry type was not saved');
}

$admin = User::find()->admin(true)->one() ?? fail('no admin');
foreach (ENTRIES as $slug => $title) {
	if (Entry::find()->section(SECTION)->slug($slug)->status(null)->exists()) {
		continue;
	}
	$entry = new Entry([
		'sectionId' => $section->id,
		'typeId' => $section->getEntryTypes()[0]->id,
		'authorId' => $admin->id,
		'title' => $title,
		'slug' => $slug,
	]);
	Craft::$app->getElements()->saveElement($entry)
		|| fail("the entry $slug was not saved: " . json_encode($entry->getErrors()));
}

// The volume "Images" (web/uploads) with two photos, plain JPEGs made with GD.
$volume = Craft::$app->getVolumes()->getVolumeByHandle('images');
if ($volume === null) {
	$fs = Craft::$app->getFs()->createFilesystem([
		'type' => craft\fs\Local::class,
		'name' => 'Images',
		'handle' => 'images',
		'hasUrls' => true,
		'url' => '/uploads',
		'settings' => ['path' => $sitePath . '/web/uploads'],
	]);
	Craft::$app->getFs()->saveFilesystem($fs) || fail('the filesystem was not saved: ' . json_encode($fs->getErrors()));
	$volume = new Volume(['name' => 'Images', 'handle' => 'images', 'fsHandle' => 'images']);
	Craft::$app->getVolumes()->saveVolume($volume)
		|| fail('the volume was not saved: ' . json_encode($volume->getErrors()));
}
foreach (['polder' => 'A polder under a wide sky', 'dunes' => 'Dunes in the morning'] as $name => $alt) {
	if (Asset::find()->volume('images')->filename("$name.jpg")->exists()) {
		continue;
	}
	$file = tempnam(sys_get_temp_dir(), 'photo');
	imagejpeg(imagecreatetruecolor(1200, 800), $file);
	$asset = new Asset([
		'tempFilePath' => $file,
		'filename' => "$name.jpg",
		'newFolderId' => Craft::$app->getAssets()->getRootFolderByVolumeId($volume->id)->id,
		'volumeId' => $volume->id,
		'alt' => $alt,
	]);
	$asset->setScenario(Asset::SCENARIO_CREATE);
	Craft::$app->getElements()->saveElement($asset)
		|| fail("the photo $name was not saved: " . json_encode($asset->getErrors()));
}

/** A user of the test site, made the first time. */
function user(array $account): User {
	$user = User::find()->username($account['username'])->status(null)->one();
	if ($user === null) {
		$user = new User([
			'username' => $account['username'],
			'email' => $account['email'],
			'newPassword' => $account['password'],
		]);
		$user->active = true;
		Craft::$app->getElements()->saveElement($user)
			|| fail("the user {$account['username']} was not saved: " . json_encode($user->getErrors()));
	}
	return $user;
}

// The author: the control panel, both sites and the pages, but no permission of the plugin.
$author = user(AUTHOR);
$permissions = [
	'accessCp',
	"editSite:{$primary->uid}",
	"editSite:{$english->uid}",
	"viewAssets:{$volume->uid}",
	"viewPeerAssets:{$volume->uid}",
];
$entryPermissions = [
	'viewEntries',
	'createEntries',
	'saveEntries',
	'viewPeerEntries',
	'savePeerEntries',
	'viewPeerEntryDrafts',
];
foreach ($entryPermissions as $name) {
	$permissions[] = "$name:{$section->uid}";
}
Craft::$app->getUserPermissions()->saveUserPermissions($author->id, $permissions)
	|| fail('the author\'s permissions were not saved');
