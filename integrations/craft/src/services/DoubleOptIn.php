<?php

/**
 * Double opt-in (a setting): a new signup is stored as pending and the visitor gets an email through
 * Craft's mailer with a signed link that expires with the settings' number of days; following it
 * confirms the signup. Unconfirmed signups older than that are deleted when the next one comes in.
 */

declare(strict_types=1);

namespace sitewidgets\craft\services;

use Craft;
use craft\helpers\UrlHelper;
use sitewidgets\craft\Plugin;
use yii\base\Component;

class DoubleOptIn extends Component
{
    /**
     * Sends the confirmation email of a pending signup, in the language it was made in.
     *
     * @param array<string, mixed> $row the signup's row
     */
    public function send(array $row): bool
    {
        $plugin = Plugin::getInstance();
        $settings = $plugin->getSettings();
        $plugin->signups->expirePending($settings->pendingDays);
        $brand = $settings->brand !== '' ? $settings->brand : Craft::$app->getSites()->getCurrentSite()->getName();
        $language = (string) $row['language'];
        $t = static fn(string $message, array $params = []): string
            => Craft::t('site-widgets', $message, $params, $language);
        $body = implode("\n\n", [
            $t('You signed up for the newsletter of {brand} with this email address.', ['brand' => $brand]),
            $t(
                'Confirm your signup with this link (valid for {days, plural, =1{# day} other{# days}}):',
                ['days' => $settings->pendingDays]
            ) . "\n" . $this->confirmUrl($row, $settings->pendingDays),
            $t('Did not sign up? Then there is nothing to do: without confirmation your address is deleted.'),
        ]) . "\n";
        try {
            return Craft::$app->getMailer()->compose()
                ->setTo((string) $row['email'])
                ->setSubject($t('Confirm your signup for the newsletter of {brand}', ['brand' => $brand]))
                ->setTextBody($body)
                ->send();
        } catch (\Throwable $exception) {
            // The signup is stored either way; the site's email settings are the site's to fix.
            Craft::error('The confirmation email was not sent: ' . $exception->getMessage(), 'site-widgets');
            return false;
        }
    }

    /**
     * A confirmation link's row, when its token is genuine and unexpired; null otherwise.
     *
     * @return array<string, mixed>|null
     */
    public function rowOfToken(string $token): ?array
    {
        if (!preg_match('/^(\d+)\.(\d+)\.([0-9a-f]{64})$/D', $token, $parts)) {
            return null;
        }
        [, $id, $expires, $signature] = $parts;
        if ((int) $expires < time()) {
            return null;
        }
        $row = Plugin::getInstance()->signups->findById((int) $id);
        if ($row === null) {
            return null;
        }
        $expected = $this->signature((int) $id, (string) $row['email'], (int) $expires);
        return hash_equals($expected, $signature) ? $row : null;
    }

    /** @param array<string, mixed> $row */
    private function confirmUrl(array $row, int $days): string
    {
        $expires = time() + $days * 86400;
        $signature = $this->signature((int) $row['id'], (string) $row['email'], $expires);
        $token = $row['id'] . '.' . $expires . '.' . $signature;
        // Not `token`: Craft reads that parameter as a token of its own.
        return UrlHelper::actionUrl('site-widgets/signup/confirm', ['code' => $token]);
    }

    /** The signature of a confirmation link: it binds the row, its address and the expiry time. */
    private function signature(int $id, string $email, int $expires): string
    {
        $key = Craft::$app->getConfig()->getGeneral()->securityKey;
        return hash_hmac('sha256', "$id|$email|$expires", $key . 'site-widgets-confirm');
    }
}
