<?php

/**
 * site-widgets for Craft CMS: the template root `_site-widgets` (the head template and the blocks'
 * components), `craft.siteWidgets`, the newsletter signup's endpoint and the cookie bar's consent
 * log on every site, and a "Site widgets" section in the control panel.
 */

declare(strict_types=1);

namespace sitewidgets\craft;

use Craft;
use craft\base\Model;
use craft\base\Plugin as BasePlugin;
use craft\events\RegisterTemplateRootsEvent;
use craft\events\RegisterUrlRulesEvent;
use craft\events\RegisterUserPermissionsEvent;
use craft\services\UserPermissions;
use craft\web\twig\variables\CraftVariable;
use craft\web\UrlManager;
use craft\web\View;
use sitewidgets\craft\models\Settings;
use sitewidgets\craft\services\BlockTypes;
use sitewidgets\craft\services\Bundle;
use sitewidgets\craft\services\ConsentLog;
use sitewidgets\craft\services\DoubleOptIn;
use sitewidgets\craft\services\RateLimit;
use sitewidgets\craft\services\Signups;
use sitewidgets\craft\services\SpamGuard;
use sitewidgets\craft\variables\SiteWidgetsVariable;
use yii\base\Event;

/**
 * @property-read Signups $signups
 * @property-read RateLimit $rateLimit
 * @property-read SpamGuard $spamGuard
 * @property-read ConsentLog $consentLog
 * @property-read DoubleOptIn $doubleOptIn
 * @property-read BlockTypes $blockTypes
 * @property-read Bundle $bundle
 * @method Settings getSettings()
 */
class Plugin extends BasePlugin
{
    /**
     * Who may see the signups and the consent log: Craft's own permission to open the plugin's
     * section ("Access Site widgets"); and, nested in it, who may also delete and export signups.
     */
    public const PERMISSION_VIEW = 'accessPlugin-site-widgets';
    public const PERMISSION_MANAGE = 'siteWidgets-manageSignups';

    /** The site routes, as documented in docs/cms-integration.md. */
    public const SIGNUP_ROUTE = 'api/v1/newsletter/signup';
    public const CONSENT_ROUTE = 'api/v1/consent';

    public string $schemaVersion = '1.0.0';
    public bool $hasCpSettings = true;
    public bool $hasCpSection = true;

    /** @return array<string, mixed> */
    public static function config(): array
    {
        return [
            'components' => [
                'signups' => Signups::class,
                'rateLimit' => RateLimit::class,
                'spamGuard' => SpamGuard::class,
                'consentLog' => ConsentLog::class,
                'doubleOptIn' => DoubleOptIn::class,
                'blockTypes' => BlockTypes::class,
                'bundle' => Bundle::class,
            ],
        ];
    }

    public function init(): void
    {
        parent::init();
        Craft::setAlias('@site-widgets', dirname(__DIR__));
        if (Craft::$app->getRequest()->getIsConsoleRequest()) {
            $this->controllerNamespace = 'sitewidgets\\craft\\console\\controllers';
        }

        // The plugin's folder is the root: it holds site-widgets.twig and the build's components/.
        Event::on(
            View::class,
            View::EVENT_REGISTER_SITE_TEMPLATE_ROOTS,
            static function (RegisterTemplateRootsEvent $event): void {
                $event->roots['_site-widgets'] = dirname(__DIR__);
            }
        );
        Event::on(
            UrlManager::class,
            UrlManager::EVENT_REGISTER_SITE_URL_RULES,
            static function (RegisterUrlRulesEvent $event): void {
                $event->rules['POST ' . self::SIGNUP_ROUTE] = 'site-widgets/signup/submit';
                $event->rules['POST ' . self::CONSENT_ROUTE] = 'site-widgets/consent/log';
            }
        );
        Event::on(
            UrlManager::class,
            UrlManager::EVENT_REGISTER_CP_URL_RULES,
            static function (RegisterUrlRulesEvent $event): void {
                $event->rules['site-widgets'] = 'site-widgets/signups/index';
                $event->rules['site-widgets/signups'] = 'site-widgets/signups/index';
                $event->rules['site-widgets/consent-log'] = 'site-widgets/consent-log/index';
            }
        );
        Event::on(
            UserPermissions::class,
            UserPermissions::EVENT_REGISTER_PERMISSIONS,
            static function (RegisterUserPermissionsEvent $event): void {
                $manage = [self::PERMISSION_MANAGE => [
                    'label' => Craft::t('site-widgets', 'Delete and export newsletter signups'),
                ]];
                foreach ($event->permissions as &$group) {
                    if (self::nest($group['permissions'], self::PERMISSION_VIEW, $manage)) {
                        return;
                    }
                }
            }
        );
        Event::on(
            CraftVariable::class,
            CraftVariable::EVENT_INIT,
            static function (Event $event): void {
                /** @var CraftVariable $variable */
                $variable = $event->sender;
                $variable->set('siteWidgets', SiteWidgetsVariable::class);
            }
        );
    }

    /**
     * Puts `$children` under the permission `$parent`, wherever in `$permissions` (nested ones too)
     * it is; false when it is nowhere.
     *
     * @param array<string, array<string, mixed>> $permissions
     * @param array<string, array<string, mixed>> $children
     */
    private static function nest(array &$permissions, string $parent, array $children): bool
    {
        foreach ($permissions as $name => &$permission) {
            if (strcasecmp($name, $parent) === 0) {
                $permission['nested'] = ($permission['nested'] ?? []) + $children;
                return true;
            }
            if (isset($permission['nested']) && self::nest($permission['nested'], $parent, $children)) {
                return true;
            }
        }
        return false;
    }

    /** @return array<string, mixed>|null */
    public function getCpNavItem(): ?array
    {
        $user = Craft::$app->getUser();
        $item = parent::getCpNavItem();
        if ($item === null) {
            return null;
        }
        $item['label'] = Craft::t('site-widgets', 'Site widgets');
        $item['subnav'] = [
            'signups' => ['label' => Craft::t('site-widgets', 'Signups'), 'url' => 'site-widgets/signups'],
            'consent-log' => ['label' => Craft::t('site-widgets', 'Consent log'), 'url' => 'site-widgets/consent-log'],
        ];
        if (Craft::$app->getConfig()->getGeneral()->allowAdminChanges && $user->getIsAdmin()) {
            $item['subnav']['settings'] = [
                'label' => Craft::t('site-widgets', 'Settings'),
                'url' => 'settings/plugins/site-widgets',
            ];
        }
        return $item;
    }

    protected function createSettingsModel(): ?Model
    {
        return new Settings();
    }

    protected function settingsHtml(): ?string
    {
        return Craft::$app->getView()->renderTemplate('site-widgets/_settings', [
            'settings' => $this->getSettings(),
        ]);
    }
}
