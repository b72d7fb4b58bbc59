<?php

/**
 * The control panel's consent log (Site widgets → Consent log): the cookie bar's records, newest
 * first, or those of one consent id (a signup's, which links here).
 */

declare(strict_types=1);

namespace sitewidgets\craft\controllers;

use sitewidgets\craft\Plugin;
use sitewidgets\craft\web\CpListController;
use yii\web\Response;

class ConsentLogController extends CpListController
{
    public function actionIndex(): Response
    {
        $consentId = trim((string) $this->request->getQueryParam('consentId', ''));
        $query = Plugin::getInstance()->consentLog->query($consentId);
        $pagination = $this->pagination((int) $query->count());
        return $this->renderTemplate('site-widgets/consent-log/index', [
            'rows' => $query->offset($pagination->getOffset())->limit($pagination->getLimit())->all(),
            'consentId' => $consentId,
            'pagination' => $pagination,
            'selectedSubnavItem' => 'consent-log',
        ]);
    }
}
