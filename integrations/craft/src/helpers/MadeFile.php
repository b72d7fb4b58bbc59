<?php

/**
 * A JSON file the build puts into the plugin (dist/site-widgets.manifest.json, block-types.json).
 */

declare(strict_types=1);

namespace sitewidgets\craft\helpers;

use Craft;
use yii\base\InvalidConfigException;

final class MadeFile
{
    /**
     * The decoded file at `$path` in the plugin's folder; a missing or broken one says how to make it.
     *
     * @return array<string, mixed>
     */
    public static function json(string $path): array
    {
        $file = Craft::getAlias('@site-widgets/' . $path);
        $json = is_string($file) && is_file($file) ? file_get_contents($file) : false;
        $data = $json === false ? null : json_decode($json, true);
        if (!is_array($data)) {
            throw new InvalidConfigException(
                "The site-widgets plugin has no $path: install a release of the plugin, "
                . 'or run `npm run build` in its repository.'
            );
        }
        return $data;
    }
}
