<?php

/**
 * The signup's rate limit per client: every attempt is counted, the refused ones too, so a client
 * that keeps trying stays refused; past the limit in a minute it is told how long to wait.
 */

declare(strict_types=1);

namespace sitewidgets\craft\services;

use craft\db\Query;
use yii\base\Component;

class RateLimit extends Component
{
    public const TABLE = '{{%sitewidgets_attempts}}';

    /**
     * Counts an attempt of `$client` and answers how many seconds it must wait: 0 while it has made
     * no more than `$limit` in the last minute. Two attempts at once each count the other.
     */
    public function wait(string $client, int $limit): int
    {
        $limit = max(1, $limit);
        $db = \Craft::$app->getDb();
        $now = (int) floor(microtime(true) * 1000000);
        $since = $now - 60 * 1000000;
        $db->createCommand()->delete(self::TABLE, ['<', 'attemptedAt', $since])->execute();
        $db->createCommand()->insert(self::TABLE, [
            'client' => substr($client, 0, 45),
            'attemptedAt' => $now,
        ])->execute();
        $recent = (new Query())
            ->select(['attemptedAt'])
            ->from(self::TABLE)
            ->where(['client' => substr($client, 0, 45)])
            ->andWhere(['>=', 'attemptedAt', $since])
            ->orderBy(['attemptedAt' => SORT_ASC])
            ->column();
        if (count($recent) <= $limit) {
            return 0;
        }
        // The next attempt is let through once no more than limit - 1 attempts are left in its
        // minute: wait until the one that makes that room has left it.
        $makingRoom = (int) $recent[count($recent) - $limit];
        return max(1, (int) ceil(($makingRoom - $since) / 1000000));
    }
}
