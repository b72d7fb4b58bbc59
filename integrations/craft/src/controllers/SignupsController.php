<?php

/**
 * The control panel's signups (Site widgets → Signups): every signup with its proof of consent,
 * searchable, for users who may view them; deleting rows and the CSV export for those who may
 * manage them.
 */

declare(strict_types=1);

namespace sitewidgets\craft\controllers;

use Craft;
use sitewidgets\craft\Plugin;
use sitewidgets\craft\web\CpListController;
use sitewidgets\craft\services\CsvExport;
use sitewidgets\craft\services\Signups;
use yii\web\Response;

class SignupsController extends CpListController
{
    public function actionIndex(): Response
    {
        $search = trim((string) $this->request->getQueryParam('search', ''));
        $query = Plugin::getInstance()->signups->query($search);
        $pagination = $this->pagination((int) $query->count());
        $rows = $query->offset($pagination->getOffset())->limit($pagination->getLimit())->all();
        return $this->renderTemplate('site-widgets/signups/index', [
            'rows' => $rows,
            'search' => $search,
            'pagination' => $pagination,
            'canManage' => Craft::$app->getUser()->checkPermission(Plugin::PERMISSION_MANAGE),
            'selectedSubnavItem' => 'signups',
        ]);
    }

    public function actionDelete(): Response
    {
        $this->requirePostRequest();
        $this->requirePermission(Plugin::PERMISSION_MANAGE);
        $ids = (array) $this->request->getBodyParam('ids', []);
        $deleted = Plugin::getInstance()->signups->delete(array_map('intval', $ids));
        $this->setSuccessFlash(Craft::t('site-widgets', '{count, plural, =1{# signup} other{# signups}} deleted.', [
            'count' => $deleted,
        ]));
        return $this->redirectToPostedUrl();
    }

    public function actionExport(): Response
    {
        $this->requirePermission(Plugin::PERMISSION_MANAGE);
        $query = Plugin::getInstance()->signups->query();
        $csv = (new CsvExport())->csv(Signups::COLUMNS, $query->each(500));
        $name = 'signups-' . gmdate('Y-m-d') . '.csv';
        $response = $this->response->sendContentAsFile($csv, $name, ['mimeType' => 'text/csv; charset=utf-8']);
        $response->getHeaders()->set('Cache-Control', 'no-store');
        return $response;
    }
}
