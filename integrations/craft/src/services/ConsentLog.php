<?php

/**
 * The cookie bar's consent records (docs/consent.md, "Consent records and the log"), with no
 * address or other data that identifies the visitor beyond the consent id; a newsletter signup
 * made in the same browser names that id.
 */

declare(strict_types=1);

namespace sitewidgets\craft\services;

use craft\db\Query;
use craft\helpers\Db;
use yii\base\Component;

class ConsentLog extends Component
{
    public const TABLE = '{{%sitewidgets_consent_records}}';

    /** The largest record body, in bytes. */
    public const MAX_RECORD = 4096;

    /**
     * A record as it is stored, or null when any field is not what the bar sends.
     *
     * @return array<string, mixed>|null
     */
    public function record(mixed $record): ?array
    {
        if (!is_array($record)) {
            return null;
        }
        $list = static fn(mixed $value): bool => is_array($value) && array_filter(
            $value,
            static fn(mixed $item): bool => !is_string($item) || !preg_match('/^[a-z0-9_-]{1,40}$/', $item)
        ) === [];
        $time = $record['time'] ?? null;
        $page = $record['page'] ?? '';
        $valid = is_string($record['consentId'] ?? null)
            && preg_match('/^[A-Za-z0-9_-]{22}$/', $record['consentId'])
            && is_string($time) && strlen($time) <= 30 && strtotime($time) !== false
            && in_array($record['choice'] ?? null, ['all', 'necessary', 'custom'], true)
            && $list($record['categories'] ?? null) && ($record['categories'][0] ?? null) === 'necessary'
            && $list($record['withdrawn'] ?? [])
            && is_int($record['revision'] ?? 0)
            && in_array($record['language'] ?? 'nl', ['nl', 'en'], true)
            && is_bool($record['gpc'] ?? false)
            && is_string($page) && strlen($page) <= 2000;
        if (!$valid) {
            return null;
        }
        return [
            'consentId' => $record['consentId'],
            'madeAt' => $time,
            'receivedAt' => Db::prepareDateForDb(new \DateTime()),
            'revision' => $record['revision'] ?? 0,
            'choice' => $record['choice'],
            'categories' => implode(',', $record['categories']),
            'withdrawn' => implode(',', $record['withdrawn'] ?? []),
            'language' => $record['language'] ?? '',
            'gpc' => !empty($record['gpc']),
            'page' => $page,
        ];
    }

    /** @param array<string, mixed> $record a record as record() makes it */
    public function store(array $record): void
    {
        \Craft::$app->getDb()->createCommand()->insert(self::TABLE, $record)->execute();
    }

    /** The records, newest first, optionally those of a consent id. */
    public function query(string $consentId = ''): Query
    {
        $query = (new Query())->from(self::TABLE)->orderBy(['id' => SORT_DESC]);
        if ($consentId !== '') {
            $query->where(['consentId' => $consentId]);
        }
        return $query;
    }
}
