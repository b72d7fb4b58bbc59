<?php

/**
 * The built bundle (the plugin's dist/, which the build puts there), published to the web root by
 * Craft's asset manager. It registers no tags of its own: craft.siteWidgets.head() prints them,
 * with their integrity and the preloads a page names.
 */

declare(strict_types=1);

namespace sitewidgets\craft\assetbundles;

use craft\web\AssetBundle;

class DistAsset extends AssetBundle
{
    public function init(): void
    {
        $this->sourcePath = '@site-widgets/dist';
        parent::init();
    }
}
