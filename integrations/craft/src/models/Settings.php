<?php

/**
 * The plugin's settings (Settings → Plugins → Site widgets, or config/site-widgets.php).
 */

declare(strict_types=1);

namespace sitewidgets\craft\models;

use craft\base\Model;

class Settings extends Model
{
    /** The brand in the consent text and the confirmation email; empty: the site's name. */
    public string $brand = '';

    /** A new signup waits, as pending, for the visitor to follow the link in an email. */
    public bool $doubleOptIn = false;

    /** The days a confirmation link works; unconfirmed signups older than that are deleted. */
    public int $pendingDays = 7;

    /** Signup attempts a client may make in a minute. */
    public int $rateLimit = 20;

    /** The shortest time, in milliseconds, from the form being shown to its submission. */
    public int $minFillMs = 2000;

    /** The addresses of the site's own proxies, whose X-Forwarded-For is believed: one a line. */
    public string $trustedProxies = '';

    /** Where dist/ is served from (a CDN); empty: the plugin publishes its own copy. */
    public string $assetBaseUrl = '';

    /** Whether uninstalling keeps the signups and consent records. */
    public bool $keepDataOnUninstall = false;

    /** @return array<int, mixed> */
    protected function defineRules(): array
    {
        return [
            [['brand', 'trustedProxies', 'assetBaseUrl'], 'trim'],
            [['brand'], 'string', 'max' => 200],
            [['doubleOptIn', 'keepDataOnUninstall'], 'boolean'],
            [['pendingDays'], 'integer', 'min' => 1, 'max' => 365],
            [['rateLimit'], 'integer', 'min' => 1, 'max' => 10000],
            [['minFillMs'], 'integer', 'min' => 0, 'max' => 60000],
            [['trustedProxies'], 'validateProxies'],
            // An http(s) URL, or a path on the site (/dist).
            [['assetBaseUrl'], 'match', 'pattern' => '~^(?:https?://[^\s/]+|/(?!/))[^\s]*$~i'],
        ];
    }

    /** Each line of the trusted proxies is an IP address. */
    public function validateProxies(string $attribute): void
    {
        foreach ($this->trustedProxyList() as $proxy) {
            if (filter_var($proxy, FILTER_VALIDATE_IP) === false) {
                $this->addError($attribute, \Craft::t('site-widgets', '{value} is no IP address.', [
                    'value' => $proxy,
                ]));
            }
        }
    }

    /** @return string[] the trusted proxies' addresses */
    public function trustedProxyList(): array
    {
        $lines = preg_split('/[\s,]+/', $this->trustedProxies) ?: [];
        return array_values(array_filter($lines, static fn(string $line): bool => $line !== ''));
    }
}
