<?php

/**
 * The newsletter signup's endpoint, speaking what <newsletter-signup> expects
 * (docs/cms-integration.md, "The newsletter's backend contract"):
 *
 *   POST /api/v1/newsletter/signup (multipart: email, consent=1; header X-CSRF-Token)
 *     → 200 [{ status: "success", msg }] or 400 [{ status: "error", msg }] in the visitor's
 *       language; past the rate limit 429 { message } with Retry-After. Without a valid CSRF
 *       token, Craft's own refusal (400), which the widget answers by fetching a fresh token.
 *
 * A form posted without JavaScript (it accepts no JSON) gets the same checks and is redirected
 * back with a flash message and the typed email (craft.siteWidgets.signupFlash()).
 */

declare(strict_types=1);

namespace sitewidgets\craft\controllers;

use Craft;
use craft\web\Controller;
use sitewidgets\craft\helpers\VisitorLanguage;
use sitewidgets\craft\Plugin;
use yii\validators\EmailValidator;
use yii\web\Response;

class SignupController extends Controller
{
    /** The flash a form post leaves for the page it is redirected back to. */
    public const FLASH = 'siteWidgetsSignup';

    private const MAX_EMAIL = 254;

    protected array|int|bool $allowAnonymous = ['submit', 'confirm'];

    /** The visitor's language, found before anything else so that every answer is in it. */
    private string $language = 'nl';

    /**
     * Counts the attempt against the rate limit before Craft checks the CSRF token, so a client
     * that keeps trying without one is held off too.
     *
     * @param \yii\base\Action $action
     */
    public function beforeAction($action): bool
    {
        if ($action->id !== 'submit') {
            return parent::beforeAction($action);
        }
        $request = $this->request;
        $this->language = VisitorLanguage::of(
            (string) $request->getBodyParam('lang', ''),
            (string) $request->getReferrer(),
            (string) $request->getHeaders()->get('Accept-Language', ''),
            Craft::$app->getSites()->getCurrentSite()
        );
        $plugin = Plugin::getInstance();
        $settings = $plugin->getSettings();
        $wait = $plugin->rateLimit->wait($this->client(), $settings->rateLimit);
        if ($wait > 0) {
            $response = $this->response;
            $response->setStatusCode(429);
            $response->getHeaders()->set('Retry-After', (string) $wait)->set('Cache-Control', 'no-store');
            $response->format = Response::FORMAT_JSON;
            $response->data = ['message' => $this->text('Too many signups from this connection.')];
            return false;
        }
        return parent::beforeAction($action);
    }

    public function actionSubmit(): ?Response
    {
        $this->requirePostRequest();
        $request = $this->request;
        $plugin = Plugin::getInstance();
        $settings = $plugin->getSettings();
        $email = $request->getBodyParam('email');
        $email = is_string($email) ? self::normaliseEmail($email) : '';
        $consent = $request->getBodyParam('consent') === '1';
        $timed = $request->getAcceptsJson();
        [$field, $error] = match (true) {
            $email === '' => ['email', 'Please enter your email address.'],
            strlen($email) > self::MAX_EMAIL || !(new EmailValidator())->validate($email)
                => ['email', 'This does not look like an email address.'],
            !$consent => ['consent', 'You must agree to be contacted'],
            // Said the same way as any refusal: a person who was quick just sends it again.
            $plugin->spamGuard->looksAutomated(
                $request->getBodyParam('website'),
                $request->getBodyParam('elapsed'),
                $settings->minFillMs,
                $timed
            ) => [null, 'Your signup could not be processed. Please wait a moment and try again.'],
            default => [null, null],
        };
        if ($error !== null) {
            return $this->answer('error', $this->text($error), 400, $email, $field);
        }
        // A repeated address is a success too (the visitor is signed up, whichever time it was).
        $row = $plugin->signups->store([
            'email' => $email,
            'status' => $settings->doubleOptIn ? 'pending' : 'confirmed',
            'siteId' => Craft::$app->getSites()->getCurrentSite()->id,
        ] + $this->proof());
        if ($row === null) {
            return $this->answer('error', $this->text('The signup could not be stored.'), 500, $email, null);
        }
        if ($row['status'] === 'pending') {
            $plugin->doubleOptIn->send($row);
            return $this->answer('success', $this->text(
                'Almost done: we sent you an email. Confirm your signup with the link in it.'
            ), 200, '', null);
        }
        return $this->answer('success', $this->text('Thank you! You are signed up for our newsletter.'), 200, '', null);
    }

    /** A confirmation link of the double opt-in: a page saying whether the signup is confirmed. */
    public function actionConfirm(string $code = ''): Response
    {
        $plugin = Plugin::getInstance();
        $row = $plugin->doubleOptIn->rowOfToken($code);
        if ($row !== null) {
            $plugin->signups->confirm((int) $row['id']);
        }
        $language = VisitorLanguage::known((string) ($row['language'] ?? ''))
            ?? VisitorLanguage::of(
                '',
                '',
                (string) $this->request->getHeaders()->get('Accept-Language', ''),
                Craft::$app->getSites()->getCurrentSite()
            );
        $response = $this->renderTemplate('site-widgets/_confirm', [
            'confirmed' => $row !== null,
            'language' => $language,
            'home' => Craft::$app->getSites()->getCurrentSite()->getBaseUrl() ?? '/',
        ], \craft\web\View::TEMPLATE_MODE_CP);
        $response->setStatusCode($row === null ? 400 : 200);
        $response->getHeaders()->set('Cache-Control', 'no-store');
        return $response;
    }

    /**
     * The widget's answer, a list of one `{ status, msg }`; or, for a form posted without
     * JavaScript, a redirect back with the message and the typed email as a flash.
     */
    private function answer(string $status, string $message, int $code, string $email, ?string $field): Response
    {
        if ($this->request->getAcceptsJson() || !$this->wantsPage()) {
            $response = $this->asJson([['status' => $status, 'msg' => $message]]);
            $response->setStatusCode($code);
            $response->getHeaders()->set('Cache-Control', 'no-store');
            return $response;
        }
        Craft::$app->getSession()->setFlash(self::FLASH, [
            'status' => $status,
            'msg' => $message,
            'email' => $email,
            'field' => $field,
        ]);
        if ($status === 'success') {
            $this->setSuccessFlash($message);
        } else {
            $this->setFailFlash($message);
        }
        return $this->redirectToPostedUrl(null, $this->backTo());
    }

    /** A browser's own form post: it asks for HTML and not for JSON (the widget asks for JSON). */
    private function wantsPage(): bool
    {
        $accept = (string) $this->request->getHeaders()->get('Accept');
        return (bool) preg_match('/(^|,)\s*text\/html\s*(;|,|$)/i', $accept);
    }

    /** Where a form post is sent back to: the page it came from, when that is on this site. */
    private function backTo(): string
    {
        $referer = (string) $this->request->getReferrer();
        $host = $this->request->getHostInfo();
        if ($referer !== '' && str_starts_with($referer, $host . '/')) {
            return $referer;
        }
        return Craft::$app->getSites()->getCurrentSite()->getBaseUrl() ?? '/';
    }

    /**
     * What the visitor agreed to, from the fields the widget sends besides the address: the page
     * (on this site only), its language and the consent text as shown; and the cookie bar's
     * consent id of the same browser, from its cookie.
     *
     * @return array{page: string, language: string, consentText: string, consentId: string}
     */
    private function proof(): array
    {
        $request = $this->request;
        $page = $request->getBodyParam('page');
        if (!is_string($page)) {
            // A form posted without JavaScript names no page: the one it was posted from.
            $page = (string) $request->getReferrer();
        }
        $page = preg_replace('/#.*$/s', '', trim($page)) ?? '';
        if (!str_starts_with($page, $request->getHostInfo() . '/')) {
            $page = '';
        }
        $lang = $request->getBodyParam('lang');
        $lang = is_string($lang) && preg_match('/^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/D', $lang) ? $lang : $this->language;
        $text = $request->getBodyParam('consent_text');
        $text = is_string($text) ? trim(strip_tags($text)) : '';
        // The cookie bar's own cookie, not one Craft signs: read from the request as it came.
        $cookie = $_COOKIE['cookiebar'] ?? '';
        $cookie = is_string($cookie) ? $cookie : '';
        return [
            'page' => mb_substr($page, 0, 2000),
            'language' => substr($lang, 0, 10),
            'consentText' => mb_substr($text, 0, 1000),
            'consentId' => preg_match('/~([A-Za-z0-9_-]{22})$/', $cookie, $id) ? $id[1] : '',
        ];
    }

    /** The client's address, X-Forwarded-For believed from the trusted proxies only. */
    private function client(): string
    {
        $plugin = Plugin::getInstance();
        return $plugin->spamGuard->clientAddress(
            (string) $this->request->getRemoteIP(),
            (string) $this->request->getHeaders()->get('X-Forwarded-For', ''),
            $plugin->getSettings()->trustedProxyList()
        );
    }

    /** A visitor's text in the visitor's language. */
    private function text(string $message): string
    {
        return Craft::t('site-widgets', $message, [], $this->language);
    }

    /** An address as stored: trimmed, Unicode NFC, lowercase. */
    private static function normaliseEmail(string $email): string
    {
        $email = trim($email);
        $normalised = class_exists(\Normalizer::class) ? \Normalizer::normalize($email, \Normalizer::FORM_C) : false;
        return mb_strtolower($normalised === false ? $email : $normalised, 'UTF-8');
    }
}
