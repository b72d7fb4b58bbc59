<?php

/**
 * `php craft site-widgets/matrix`: makes the Matrix field "Page blocks" (handle `pageBlocks`) with a
 * block type per block, its fields made from the block's parameter schema (block-types.json). Run
 * again, it adds the block types a newer plugin brings and leaves the others, and their content, as
 * they are.
 */

declare(strict_types=1);

namespace sitewidgets\craft\console\controllers;

use Craft;
use craft\console\Controller;
use craft\fields\Matrix;
use craft\helpers\Console;
use craft\models\FieldGroup;
use sitewidgets\craft\Plugin;
use yii\console\ExitCode;

class MatrixController extends Controller
{
    /** The field's handle. */
    public string $handle = 'pageBlocks';

    /** The field's name. */
    public string $name = 'Page blocks';

    /** The field group it is made in (made when missing). */
    public string $group = 'Site widgets';

    /** The handle of the volume its image fields upload to; by default the site's first volume. */
    public ?string $volume = null;

    public $defaultAction = 'index';

    /**
     * @param string $actionID
     * @return string[]
     */
    public function options($actionID): array
    {
        return array_merge(parent::options($actionID), ['handle', 'name', 'group', 'volume']);
    }

    /** Makes (or completes) the Matrix field of the blocks. */
    public function actionIndex(): int
    {
        $fields = Craft::$app->getFields();
        $volumes = Craft::$app->getVolumes();
        $volume = $this->volume === null
            ? ($volumes->getAllVolumes()[0] ?? null)
            : $volumes->getVolumeByHandle($this->volume);
        if ($this->volume !== null && $volume === null) {
            $this->stderr("No volume “{$this->volume}”.\n", Console::FG_RED);
            return ExitCode::DATAERR;
        }
        $uploadSource = $volume === null ? null : "volume:{$volume->uid}";
        $configs = Plugin::getInstance()->blockTypes->blockTypeConfigs($uploadSource);
        $existing = $fields->getFieldByHandle($this->handle);
        if ($existing !== null && !$existing instanceof Matrix) {
            $this->stderr("A field “{$this->handle}” exists and is no Matrix field.\n", Console::FG_RED);
            return ExitCode::DATAERR;
        }
        if ($existing instanceof Matrix) {
            $blockTypes = [];
            foreach ($existing->getBlockTypes() as $blockType) {
                $blockTypes[(string) $blockType->id] = $blockType;
                unset($configs[$blockType->handle]);
            }
            if ($configs === []) {
                $this->stdout("The field “{$this->handle}” has every block type already.\n", Console::FG_GREEN);
                return ExitCode::OK;
            }
            $existing->setBlockTypes($blockTypes + $this->newBlockTypes($configs));
            $field = $existing;
        } else {
            /** @var Matrix $field */
            $field = $fields->createField([
                'type' => Matrix::class,
                'groupId' => $this->fieldGroup()->id,
                'name' => $this->name,
                'handle' => $this->handle,
                'instructions' => Craft::t(
                    'site-widgets',
                    'The blocks of site-widgets, in the order they appear on the page.'
                ),
                'settings' => ['blockTypes' => $this->newBlockTypes($configs)],
            ]);
        }
        if (!$fields->saveField($field)) {
            $this->stderr("The field “{$this->handle}” could not be saved:\n", Console::FG_RED);
            foreach ($this->errorsOf($field) as $error) {
                $this->stderr("  $error\n");
            }
            return ExitCode::UNSPECIFIED_ERROR;
        }
        $names = implode(', ', array_map(static fn(array $config): string => $config['name'], $configs));
        $this->stdout("The field “{$this->handle}” has the block types: $names.\n", Console::FG_GREEN);
        $this->stdout("Add it to a section's field layout, and print it with ");
        $this->stdout("{{ craft.siteWidgets.render(entry.{$this->handle}) }}.\n");
        if ($volume === null) {
            $this->stdout(
                "The site has no volume yet: give the image fields a Default Upload Location.\n",
                Console::FG_YELLOW
            );
        }
        return ExitCode::OK;
    }

    /**
     * Block type configurations keyed as Matrix takes new ones: new1, new2, …
     *
     * @param array<string, array<string, mixed>> $configs
     * @return array<string, array<string, mixed>>
     */
    private function newBlockTypes(array $configs): array
    {
        $keys = array_map(static fn(int $index): string => 'new' . ($index + 1), array_keys(array_values($configs)));
        return array_combine($keys, array_values($configs));
    }

    private function fieldGroup(): FieldGroup
    {
        $fields = Craft::$app->getFields();
        foreach ($fields->getAllGroups() as $group) {
            if ($group->name === $this->group) {
                return $group;
            }
        }
        $group = new FieldGroup(['name' => $this->group]);
        $fields->saveGroup($group);
        return $group;
    }

    /**
     * Every error of the field and of its block types' fields.
     *
     * @return string[]
     */
    private function errorsOf(Matrix $field): array
    {
        $errors = $field->getErrorSummary(true);
        foreach ($field->getBlockTypes() as $blockType) {
            foreach ($blockType->getErrorSummary(true) as $error) {
                $errors[] = "{$blockType->handle}: $error";
            }
            foreach ($blockType->getCustomFields() as $blockField) {
                if (!$blockField instanceof \craft\base\Field) {
                    continue;
                }
                foreach ($blockField->getErrorSummary(true) as $error) {
                    $errors[] = "{$blockType->handle}.{$blockField->handle}: $error";
                }
            }
        }
        return $errors;
    }
}
