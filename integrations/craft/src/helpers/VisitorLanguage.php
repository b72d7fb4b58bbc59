<?php

/**
 * The language a visitor reads the signup's replies in: Dutch or English, as the page they are on.
 */

declare(strict_types=1);

namespace sitewidgets\craft\helpers;

use Craft;
use craft\models\Site;

final class VisitorLanguage
{
    /** The languages the replies are written in; the first is the default. */
    public const LANGUAGES = ['nl', 'en'];

    /**
     * The page's language (the signup's `lang`), else that of the site whose URL the Referer is on,
     * else the one of Accept-Language (which the widget sets to the page's), else the site's the
     * request is on.
     */
    public static function of(string $pageLanguage, string $referer, string $acceptLanguage, Site $site): string
    {
        return self::known($pageLanguage)
            ?? self::ofReferer($referer)
            ?? self::preferred($acceptLanguage)
            ?? self::known($site->language)
            ?? self::LANGUAGES[0];
    }

    /** `nl` or `en` for a language tag of one of them (`nl-NL`), else null. */
    public static function known(string $tag): ?string
    {
        $language = strtolower(explode('-', str_replace('_', '-', trim($tag)))[0]);
        return in_array($language, self::LANGUAGES, true) ? $language : null;
    }

    /** The language of the site whose base URL is the longest start of `$url`, if that is nl or en. */
    private static function ofReferer(string $url): ?string
    {
        if ($url === '') {
            return null;
        }
        $best = null;
        $length = 0;
        foreach (Craft::$app->getSites()->getAllSites() as $site) {
            $base = (string) $site->getBaseUrl();
            if ($base !== '' && str_starts_with($url, $base) && strlen($base) > $length) {
                $best = $site;
                $length = strlen($base);
            }
        }
        return $best === null ? null : self::known($best->language);
    }

    /** The one of nl and en that Accept-Language prefers (by q-value, then order), or null. */
    private static function preferred(string $header): ?string
    {
        $best = null;
        $bestQ = 0.0;
        foreach (explode(',', $header) as $entry) {
            $parts = array_map('trim', explode(';', $entry));
            $language = self::known($parts[0]);
            if ($language === null) {
                continue;
            }
            $q = 1.0;
            foreach (array_slice($parts, 1) as $parameter) {
                if (str_starts_with($parameter, 'q=')) {
                    $q = (float) substr($parameter, 2);
                }
            }
            if ($q > $bestQ) {
                $best = $language;
                $bestQ = $q;
            }
        }
        return $best;
    }
}
