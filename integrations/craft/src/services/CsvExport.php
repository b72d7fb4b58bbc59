<?php

/**
 * A CSV file that a spreadsheet opens safely: UTF-8 with a byte order mark (so that Excel reads it
 * as UTF-8), and no cell that it would run as a formula.
 */

declare(strict_types=1);

namespace sitewidgets\craft\services;

final class CsvExport
{
    /**
     * The CSV of `rows`: a header line of `columns`, then each row's values of those columns.
     *
     * @param string[] $columns
     * @param iterable<array<string, mixed>> $rows
     */
    public function csv(array $columns, iterable $rows): string
    {
        $out = fopen('php://temp', 'r+');
        if ($out === false) {
            throw new \RuntimeException('No temporary stream for the CSV.');
        }
        fwrite($out, "\xEF\xBB\xBF");
        fputcsv($out, $columns, ',', '"', '');
        foreach ($rows as $row) {
            $cells = array_map(static fn(string $column): string => self::cell($row[$column] ?? ''), $columns);
            fputcsv($out, $cells, ',', '"', '');
        }
        rewind($out);
        $csv = (string) stream_get_contents($out);
        fclose($out);
        return $csv;
    }

    /**
     * A cell as written: one that starts with =, +, -, @, a tab or a carriage return would be read
     * as a formula, so it gets a leading apostrophe.
     */
    public static function cell(mixed $value): string
    {
        $text = is_scalar($value) ? (string) $value : '';
        return preg_match('/^[=+\-@\t\r]/', $text) ? "'" . $text : $text;
    }
}
