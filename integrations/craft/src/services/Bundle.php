<?php

/**
 * The bundle the plugin serves: its manifest (dist/site-widgets.manifest.json, from the build) and
 * the URL of dist/, either the settings' base URL (a CDN) or the plugin's published copy.
 */

declare(strict_types=1);

namespace sitewidgets\craft\services;

use Craft;
use sitewidgets\craft\assetbundles\DistAsset;
use sitewidgets\craft\helpers\MadeFile;
use sitewidgets\craft\Plugin;
use yii\base\Component;

class Bundle extends Component
{
    /** @var array<string, mixed>|null */
    private ?array $manifest = null;

    /**
     * The manifest, read once per request.
     *
     * @return array<string, mixed>
     */
    public function manifest(): array
    {
        $this->manifest ??= MadeFile::json('dist/site-widgets.manifest.json');
        return $this->manifest;
    }

    /** The URL of dist/: the settings' base URL, else the published copy's. */
    public function distUrl(): string
    {
        $base = Plugin::getInstance()->getSettings()->assetBaseUrl;
        if ($base !== '') {
            return rtrim($base, '/');
        }
        $bundle = Craft::$app->getAssetManager()->getBundle(DistAsset::class);
        return rtrim((string) $bundle->baseUrl, '/');
    }
}
