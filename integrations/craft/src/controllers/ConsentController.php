<?php

/**
 * The cookie bar's consent log (docs/consent.md, "The log endpoint"), the contract of the demo and
 * the WordPress plugin:
 *
 *   POST /api/v1/consent   a record as JSON, from the site's own origin → 204
 *     403 another origin · 413 a body over 4096 bytes · 400 no record of the bar · 500 not stored
 *
 * Point the bar at it with `data-cookiebar-log="/api/v1/consent"`.
 */

declare(strict_types=1);

namespace sitewidgets\craft\controllers;

use Craft;
use craft\web\Controller;
use sitewidgets\craft\helpers\VisitorLanguage;
use sitewidgets\craft\Plugin;
use sitewidgets\craft\services\ConsentLog;
use yii\web\Response;

class ConsentController extends Controller
{
    protected array|int|bool $allowAnonymous = ['log'];

    /** A beacon carries no CSRF token: the Origin header, which the browser sets, is checked instead. */
    public $enableCsrfValidation = false;

    public function actionLog(): Response
    {
        $this->requirePostRequest();
        $request = $this->request;
        $language = VisitorLanguage::of(
            '',
            (string) $request->getReferrer(),
            (string) $request->getHeaders()->get('Accept-Language', ''),
            Craft::$app->getSites()->getCurrentSite()
        );
        $t = static fn(string $message): string => Craft::t('site-widgets', $message, [], $language);
        if ($request->getHeaders()->get('Origin') !== $request->getHostInfo()) {
            return $this->refuse(403, $t('Consent records are taken from this site only.'));
        }
        $body = $request->getRawBody();
        if (strlen($body) > ConsentLog::MAX_RECORD) {
            return $this->refuse(413, $t('The record is too large.'));
        }
        $log = Plugin::getInstance()->consentLog;
        $record = $log->record(json_decode($body, true));
        if ($record === null) {
            return $this->refuse(400, $t('This is no consent record of the cookie bar.'));
        }
        try {
            $log->store($record);
        } catch (\yii\db\Exception $exception) {
            Craft::error($exception->getMessage(), 'site-widgets');
            return $this->refuse(500, $t('The record could not be stored.'));
        }
        $response = $this->response;
        $response->setStatusCode(204);
        $response->format = Response::FORMAT_RAW;
        $response->data = '';
        $response->getHeaders()->set('Cache-Control', 'no-store');
        return $response;
    }

    private function refuse(int $status, string $message): Response
    {
        $response = $this->asJson(['message' => $message]);
        $response->setStatusCode($status);
        $response->getHeaders()->set('Cache-Control', 'no-store');
        return $response;
    }
}
