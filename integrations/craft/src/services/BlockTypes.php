<?php

/**
 * The Matrix block types of the blocks, from block-types.json, which the build makes from each
 * block's parameter schema: the fields a block type gets (`php craft site-widgets/matrix`), and a
 * block's values turned back into its component's parameters (craft.siteWidgets.render()).
 *
 * A parameter's type gives its field:
 *
 *   text, url             Plain Text (a URL is checked by the component: relative or http(s))
 *   rich text             Plain Text, several lines; printed as paragraphs of escaped text
 *   switch · number       Lightswitch · Number
 *   choice, heading level Dropdown
 *   image                 Assets (one image)
 *   list                  Table, a column per field of an entry; a list of images: Assets
 */

declare(strict_types=1);

namespace sitewidgets\craft\services;

use Craft;
use craft\base\ElementInterface;
use craft\elements\Asset;
use craft\elements\db\ElementQueryInterface;
use craft\fields\Assets;
use craft\fields\Dropdown;
use craft\fields\Lightswitch;
use craft\fields\Number;
use craft\fields\PlainText;
use craft\fields\Table;
use craft\fields\data\SingleOptionFieldData;
use craft\helpers\Html;
use craft\validators\HandleValidator;
use craft\web\View;
use sitewidgets\craft\helpers\MadeFile;
use sitewidgets\craft\Plugin;
use yii\base\Component;

/**
 * @phpstan-type FieldDefinition array{param: string, name: string, instructions: string, type: string,
 *   required: bool, default?: mixed, choices?: string[], images?: bool, fields?: array<int, mixed>}
 * @phpstan-type BlockType array{block: string, handle: string, name: string, fields: FieldDefinition[]}
 */
class BlockTypes extends Component
{
    /** @var array{headingLevels: int[], blockTypes: BlockType[]}|null */
    private ?array $definitions = null;

    /**
     * What the build wrote.
     *
     * @return array{headingLevels: int[], blockTypes: BlockType[]}
     */
    public function definitions(): array
    {
        if ($this->definitions === null) {
            /** @var array{headingLevels: int[], blockTypes: BlockType[]} $definitions */
            $definitions = MadeFile::json('block-types.json');
            $this->definitions = $definitions;
        }
        return $this->definitions;
    }

    /**
     * The Matrix field's `blockTypes` setting: a block type per block, with its fields. Image fields
     * upload to `$uploadSource` (`volume:UID`); without one, Craft shows them no asset picker until
     * a site owner sets their Default Upload Location.
     *
     * @return array<string, array<string, mixed>>
     */
    public function blockTypeConfigs(?string $uploadSource = null): array
    {
        $configs = [];
        foreach ($this->definitions()['blockTypes'] as $index => $blockType) {
            $fields = [];
            foreach ($blockType['fields'] as $fieldIndex => $field) {
                $fields['new' . ($fieldIndex + 1)] = $this->fieldConfig($field, $uploadSource);
            }
            $configs[$blockType['handle']] = [
                'name' => $blockType['name'],
                'handle' => $blockType['handle'],
                'sortOrder' => $index + 1,
                'fields' => $fields,
            ];
        }
        return $configs;
    }

    /**
     * A Matrix field's blocks, each rendered through the component of its block type; blocks of
     * other types print nothing.
     */
    public function render(mixed $blocks): string
    {
        if ($blocks instanceof ElementQueryInterface) {
            $blocks = $blocks->all();
        }
        if (!is_iterable($blocks)) {
            return '';
        }
        $types = [];
        foreach ($this->definitions()['blockTypes'] as $blockType) {
            $types[$blockType['handle']] = $blockType;
        }
        $view = Craft::$app->getView();
        $html = '';
        foreach ($blocks as $block) {
            if (!$block instanceof \craft\elements\MatrixBlock) {
                continue;
            }
            $type = $types[$block->getType()->handle] ?? null;
            if ($type === null) {
                continue;
            }
            $html .= $view->renderTemplate(
                '_site-widgets/components/' . $type['block'] . '.twig',
                $this->parameters($block, $type['fields']),
                View::TEMPLATE_MODE_SITE
            ) . "\n";
        }
        return $html;
    }

    /** The handle of a parameter's field: its name, unless Craft reserves that word. */
    public function fieldHandle(string $param): string
    {
        $reserved = array_map('strtolower', HandleValidator::$baseReservedWords);
        return in_array(strtolower($param), $reserved, true) ? $param . 'Value' : $param;
    }

    /**
     * A field's configuration for Fields::createField().
     *
     * @param FieldDefinition $field
     * @return array<string, mixed>
     */
    private function fieldConfig(array $field, ?string $uploadSource): array
    {
        $config = [
            'name' => $field['name'],
            'handle' => $this->fieldHandle($field['param']),
            'instructions' => $field['instructions'],
            'required' => false,
        ];
        [$type, $settings] = match ($field['type']) {
            'rich text' => [PlainText::class, ['multiline' => true, 'initialRows' => 4]],
            'switch' => [Lightswitch::class, ['default' => (bool) ($field['default'] ?? false)]],
            'number' => [Number::class, ['min' => null, 'decimals' => 0]],
            'choice' => [
                Dropdown::class,
                ['options' => $this->options($field['choices'] ?? [], $field['default'] ?? '')],
            ],
            'heading level' => [Dropdown::class, ['options' => $this->levelOptions($field['default'] ?? null)]],
            'image' => [Assets::class, $this->assetSettings(1, $uploadSource)],
            'list' => ($field['images'] ?? false)
                ? [Assets::class, $this->assetSettings(null, $uploadSource)]
                : [Table::class, $this->tableSettings($field)],
            default => [PlainText::class, ['multiline' => false]],
        };
        return $config + ['type' => $type, 'typesettings' => $settings];
    }

    /**
     * @param string[] $choices
     * @return array<int, array{label: string, value: string, default: bool}>
     */
    private function options(array $choices, mixed $default): array
    {
        return array_map(static fn(string $choice): array => [
            'label' => $choice,
            'value' => $choice,
            'default' => $choice === $default,
        ], $choices);
    }

    /**
     * The heading levels, with an empty choice first when the parameter has no default (the
     * component's own then applies).
     *
     * @return array<int, array{label: string, value: string, default: bool}>
     */
    private function levelOptions(mixed $default): array
    {
        $levels = array_map('strval', $this->definitions()['headingLevels']);
        $options = $this->options($levels, $default === null ? null : (string) $default);
        if ($default === null) {
            array_unshift($options, ['label' => '—', 'value' => '', 'default' => true]);
        }
        return $options;
    }

    /** @return array<string, mixed> */
    private function assetSettings(?int $limit, ?string $uploadSource): array
    {
        return [
            'sources' => '*',
            'restrictFiles' => true,
            'allowedKinds' => ['image'],
            'maxRelations' => $limit,
            'viewMode' => 'large',
        ] + ($uploadSource === null ? [] : ['defaultUploadLocationSource' => $uploadSource]);
    }

    /**
     * A table with a column per field of the list's entries.
     *
     * @param FieldDefinition $field
     * @return array<string, mixed>
     */
    private function tableSettings(array $field): array
    {
        $columns = [];
        foreach ($field['fields'] ?? [] as $index => $entry) {
            /** @var FieldDefinition $entry */
            $column = [
                'heading' => $entry['name'],
                'handle' => $entry['param'],
                'width' => '',
                'type' => match ($entry['type']) {
                    'rich text' => 'multiline',
                    'switch' => 'lightswitch',
                    'number' => 'number',
                    'choice', 'heading level' => 'select',
                    default => 'singleline',
                },
            ];
            if ($column['type'] === 'select') {
                $column['options'] = $entry['type'] === 'choice'
                    ? $this->options($entry['choices'] ?? [], $entry['default'] ?? '')
                    : $this->levelOptions($entry['default'] ?? null);
            }
            $columns['col' . ($index + 1)] = $column;
        }
        return ['columns' => $columns, 'defaults' => [], 'addRowLabel' => null];
    }

    /**
     * A block's values as its component's parameters; empty values are left out, so that the
     * component's defaults apply.
     *
     * @param FieldDefinition[] $fields
     * @return array<string, mixed>
     */
    private function parameters(ElementInterface $block, array $fields): array
    {
        $parameters = [];
        foreach ($fields as $field) {
            $handle = $this->fieldHandle($field['param']);
            if ($block->getFieldLayout()?->getFieldByHandle($handle) === null) {
                continue;
            }
            $value = $this->parameter($block->getFieldValue($handle), $field);
            if ($value !== null) {
                $parameters[$field['param']] = $value;
            }
        }
        // The brand of the consent text: the block's, else the settings' (else the site's name).
        if (in_array('brand', array_column($fields, 'param'), true) && !isset($parameters['brand'])) {
            $brand = Plugin::getInstance()->getSettings()->brand;
            $parameters['brand'] = $brand !== '' ? $brand : Craft::$app->getSites()->getCurrentSite()->getName();
        }
        return $parameters;
    }

    /**
     * A field's value as the parameter's, or null when it is empty.
     *
     * @param FieldDefinition $field
     */
    private function parameter(mixed $value, array $field): mixed
    {
        if ($value instanceof ElementQueryInterface) {
            $assets = array_values(array_filter($value->all(), static fn($asset): bool => $asset instanceof Asset));
            $images = array_map(fn(Asset $asset): array => $this->image($asset, $field['fields'] ?? []), $assets);
            if ($field['type'] === 'image') {
                return $images[0] ?? null;
            }
            return $images === [] ? null : $images;
        }
        if ($value instanceof SingleOptionFieldData) {
            $value = $value->value;
        }
        return match ($field['type']) {
            'switch' => (bool) $value,
            'number' => is_numeric($value) ? $value + 0 : null,
            'rich text' => $this->paragraphs(is_string($value) ? $value : ''),
            'list' => is_array($value) ? $this->rows($value, $field['fields'] ?? []) : null,
            default => is_scalar($value) && trim((string) $value) !== '' ? (string) $value : null,
        };
    }

    /**
     * A table's rows as the list's entries.
     *
     * @param array<mixed> $rows
     * @param array<int, mixed> $fields
     * @return array<int, array<string, mixed>>|null
     */
    private function rows(array $rows, array $fields): ?array
    {
        $entries = [];
        foreach ($rows as $row) {
            if (!is_array($row)) {
                continue;
            }
            $entry = [];
            foreach ($fields as $field) {
                /** @var FieldDefinition $field */
                $value = $row[$field['param']] ?? null;
                $value = $field['type'] === 'image'
                    ? (is_string($value) && trim($value) !== '' ? ['src' => trim($value), 'alt' => ''] : null)
                    : $this->parameter($value, $field);
                if ($value !== null) {
                    $entry[$field['param']] = $value;
                }
            }
            if ($entry !== []) {
                $entries[] = $entry;
            }
        }
        return $entries === [] ? null : $entries;
    }

    /**
     * An asset as an image entry: its URL, alternative text and size, and the entry's other fields
     * (a caption) from the asset's fields of the same handle, where its volume has them.
     *
     * @param array<int, mixed> $fields
     * @return array<string, mixed>
     */
    private function image(Asset $asset, array $fields): array
    {
        $image = [
            'src' => (string) $asset->getUrl(),
            'alt' => (string) $asset->alt,
            'width' => $asset->getWidth(),
            'height' => $asset->getHeight(),
        ];
        foreach ($fields as $field) {
            /** @var FieldDefinition $field */
            $param = $field['param'];
            if (array_key_exists($param, $image) || $asset->getFieldLayout()?->getFieldByHandle($param) === null) {
                continue;
            }
            $value = $asset->getFieldValue($param);
            if (is_scalar($value) && trim((string) $value) !== '') {
                $image[$param] = (string) $value;
            }
        }
        return array_filter($image, static fn($value): bool => $value !== null);
    }

    /** Plain text as paragraphs of escaped text (blank lines between), a line break as <br>. */
    private function paragraphs(string $text): ?string
    {
        $paragraphs = preg_split('/\R\s*\R/', trim($text)) ?: [];
        $html = array_map(
            static fn(string $paragraph): string => '<p>' . nl2br(Html::encode(trim($paragraph)), false) . '</p>',
            array_filter($paragraphs, static fn(string $paragraph): bool => trim($paragraph) !== '')
        );
        return $html === [] ? null : implode("\n", $html);
    }
}
