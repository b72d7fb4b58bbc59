<?php

/**
 * The plugin's tables: the signups (one row per address, with the proof of what the visitor agreed
 * to), the recent signup attempts per client (the rate limit) and the cookie bar's consent records.
 * Uninstalling drops them, unless the settings keep the data.
 */

declare(strict_types=1);

namespace sitewidgets\craft\migrations;

use craft\db\Migration;
use sitewidgets\craft\Plugin;
use sitewidgets\craft\services\ConsentLog;
use sitewidgets\craft\services\RateLimit;
use sitewidgets\craft\services\Signups;

class Install extends Migration
{
    public function safeUp(): bool
    {
        if (!$this->db->tableExists(Signups::TABLE)) {
            // `status` is `confirmed`, or `pending` while a double opt-in waits for the visitor's click.
            $this->createTable(Signups::TABLE, [
                'id' => $this->primaryKey(),
                'email' => $this->string(254)->notNull(),
                'status' => $this->string(10)->notNull()->defaultValue('confirmed'),
                'confirmedAt' => $this->dateTime()->null(),
                'page' => $this->string(2000)->notNull()->defaultValue(''),
                'language' => $this->string(10)->notNull()->defaultValue(''),
                'consentText' => $this->string(1000)->notNull()->defaultValue(''),
                'consentId' => $this->string(22)->notNull()->defaultValue(''),
                'siteId' => $this->integer()->null(),
                'dateCreated' => $this->dateTime()->notNull(),
                'dateUpdated' => $this->dateTime()->notNull(),
                'uid' => $this->uid(),
            ]);
            // One row per address, also for two signups of it at once.
            $this->createIndex(null, Signups::TABLE, ['email'], true);
            $this->createIndex(null, Signups::TABLE, ['status', 'dateCreated']);
        }
        if (!$this->db->tableExists(RateLimit::TABLE)) {
            $this->createTable(RateLimit::TABLE, [
                'id' => $this->primaryKey(),
                'client' => $this->string(45)->notNull(),
                'attemptedAt' => $this->bigInteger()->notNull(),
            ]);
            $this->createIndex(null, RateLimit::TABLE, ['client', 'attemptedAt']);
            $this->createIndex(null, RateLimit::TABLE, ['attemptedAt']);
        }
        if (!$this->db->tableExists(ConsentLog::TABLE)) {
            $this->createTable(ConsentLog::TABLE, [
                'id' => $this->primaryKey(),
                'consentId' => $this->string(22)->notNull(),
                'madeAt' => $this->string(30)->notNull(),
                'receivedAt' => $this->dateTime()->notNull(),
                'revision' => $this->integer()->notNull()->defaultValue(0),
                'choice' => $this->string(10)->notNull(),
                'categories' => $this->string(500)->notNull()->defaultValue(''),
                'withdrawn' => $this->string(500)->notNull()->defaultValue(''),
                'language' => $this->string(10)->notNull()->defaultValue(''),
                'gpc' => $this->boolean()->notNull()->defaultValue(false),
                'page' => $this->string(2000)->notNull()->defaultValue(''),
            ]);
            $this->createIndex(null, ConsentLog::TABLE, ['consentId']);
        }
        return true;
    }

    public function safeDown(): bool
    {
        $plugin = Plugin::getInstance();
        if ($plugin !== null && $plugin->getSettings()->keepDataOnUninstall) {
            return true;
        }
        $this->dropTableIfExists(Signups::TABLE);
        $this->dropTableIfExists(RateLimit::TABLE);
        $this->dropTableIfExists(ConsentLog::TABLE);
        return true;
    }
}
