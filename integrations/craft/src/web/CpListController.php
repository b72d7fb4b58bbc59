<?php

/**
 * What the control panel's lists of the plugin share: only for users who may view the signups, and
 * a page of 50 rows at a time (`?page=N`).
 */

declare(strict_types=1);

namespace sitewidgets\craft\web;

use craft\web\Controller;
use sitewidgets\craft\Plugin;
use yii\data\Pagination;

abstract class CpListController extends Controller
{
    private const PER_PAGE = 50;

    public function beforeAction($action): bool
    {
        if (!parent::beforeAction($action)) {
            return false;
        }
        $this->requireCpRequest();
        $this->requirePermission(Plugin::PERMISSION_VIEW);
        return true;
    }

    /** The page the request asks for, of a list of `$total` rows. */
    protected function pagination(int $total): Pagination
    {
        return new Pagination([
            'totalCount' => $total,
            'pageSize' => self::PER_PAGE,
            'pageParam' => 'page',
            'pageSizeParam' => false,
            'page' => max(0, (int) $this->request->getQueryParam('page', 1) - 1),
            'validatePage' => true,
        ]);
    }
}
