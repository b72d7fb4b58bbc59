<?php

/**
 * The stored signups: one row per address with the proof of what the visitor agreed to (when, on
 * which page, in which language, the consent text shown, and the cookie bar's consent id of the
 * same browser), for the signup endpoint, the control panel and its export.
 */

declare(strict_types=1);

namespace sitewidgets\craft\services;

use craft\db\Query;
use craft\helpers\Db;
use yii\base\Component;
use yii\db\IntegrityException;

class Signups extends Component
{
    public const TABLE = '{{%sitewidgets_signups}}';

    /** The columns of the list and the export, in order. */
    public const COLUMNS = [
        'email', 'status', 'dateCreated', 'confirmedAt', 'page', 'language', 'consentText', 'consentId',
    ];

    /**
     * Stores a signup unless its address is there already, and returns the address's row (the new
     * one, or the one that was there). The unique key keeps one row per address, also for two
     * signups of it at once.
     *
     * @param array{email: string, status: string, page: string, language: string, consentText: string,
     *   consentId: string, siteId: int|null} $signup
     * @return array<string, mixed>|null
     */
    public function store(array $signup): ?array
    {
        $now = Db::prepareDateForDb(new \DateTime());
        try {
            // Craft adds dateUpdated and uid.
            \Craft::$app->getDb()->createCommand()->insert(self::TABLE, $signup + [
                'dateCreated' => $now,
                'confirmedAt' => $signup['status'] === 'confirmed' ? $now : null,
            ])->execute();
        } catch (IntegrityException) {
            // The address is there already: a repeated signup is a success too.
        }
        return $this->find($signup['email']);
    }

    /**
     * The row of an address (as stored: normalised), or null.
     *
     * @return array<string, mixed>|null
     */
    public function find(string $email): ?array
    {
        $row = (new Query())->from(self::TABLE)->where(['email' => $email])->one();
        return is_array($row) ? $row : null;
    }

    /**
     * The row of an id, or null.
     *
     * @return array<string, mixed>|null
     */
    public function findById(int $id): ?array
    {
        $row = (new Query())->from(self::TABLE)->where(['id' => $id])->one();
        return is_array($row) ? $row : null;
    }

    /** Marks a pending signup confirmed; true when it was pending. */
    public function confirm(int $id): bool
    {
        $now = Db::prepareDateForDb(new \DateTime());
        return \Craft::$app->getDb()->createCommand()->update(
            self::TABLE,
            ['status' => 'confirmed', 'confirmedAt' => $now],
            ['id' => $id, 'status' => 'pending']
        )->execute() > 0;
    }

    /**
     * Deletes signups by id; returns how many.
     *
     * @param int[] $ids
     */
    public function delete(array $ids): int
    {
        $ids = array_values(array_filter(array_map('intval', $ids), static fn(int $id): bool => $id > 0));
        if ($ids === []) {
            return 0;
        }
        return \Craft::$app->getDb()->createCommand()->delete(self::TABLE, ['id' => $ids])->execute();
    }

    /** Deletes the pending signups older than `$days` days; returns how many. */
    public function expirePending(int $days): int
    {
        $before = Db::prepareDateForDb(new \DateTime("-$days days"));
        return \Craft::$app->getDb()->createCommand()->delete(
            self::TABLE,
            ['and', ['status' => 'pending'], ['<', 'dateCreated', $before]]
        )->execute();
    }

    /** The signups, newest first, optionally those whose address contains `$search`. */
    public function query(string $search = ''): Query
    {
        $query = (new Query())->from(self::TABLE)->orderBy(['dateCreated' => SORT_DESC, 'id' => SORT_DESC]);
        if ($search !== '') {
            $query->where(['like', 'email', $search]);
        }
        return $query;
    }
}
