<?php

/**
 * Bots held off the signup without a CAPTCHA: a honeypot field and a minimum fill time, which
 * people never notice, and the client's address for the rate limit. X-Forwarded-For counts only
 * when the connection comes from a proxy the settings name, so a visitor cannot pick the address
 * that is counted.
 */

declare(strict_types=1);

namespace sitewidgets\craft\services;

use yii\base\Component;

class SpamGuard extends Component
{
    /**
     * The client's address: the connection's, or, from a named proxy, the last address of
     * X-Forwarded-For that is not itself a named proxy.
     *
     * @param string[] $proxies the addresses of the site's own proxies
     */
    public function clientAddress(string $remote, string $forwarded, array $proxies): string
    {
        if ($forwarded === '' || !in_array($remote, $proxies, true)) {
            return $remote;
        }
        foreach (array_reverse(array_map('trim', explode(',', $forwarded))) as $hop) {
            if (filter_var($hop, FILTER_VALIDATE_IP) === false) {
                break; // Anything before a malformed hop may be made up.
            }
            if (!in_array($hop, $proxies, true)) {
                return $hop;
            }
        }
        return $remote;
    }

    /**
     * Whether a signup looks like a bot's: the honeypot `website` (hidden from people and assistive
     * technology) filled in, or the form sent sooner after it was shown (`elapsed`, in ms, which the
     * widget sends) than a person can. A form posted without JavaScript has no `elapsed`: for it
     * (`$timed` false) only one that is sent counts.
     */
    public function looksAutomated(mixed $website, mixed $elapsed, int $minFillMs, bool $timed): bool
    {
        $filled = is_string($website) && trim($website) !== '';
        $sent = $elapsed !== null && $elapsed !== '';
        $tooNew = ($timed || $sent) && (!is_numeric($elapsed) || (float) $elapsed < $minFillMs);
        return $filled || $tooNew;
    }
}
