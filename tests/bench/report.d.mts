/** A row of the bench report: what a bench measured, and its budget if it has one. */
export interface ReportRow {
  /** The bench that measured it (run.mjs adds it to the rows a bench returns). */
  bench: string;
  case: string;
  value: string;
  ratio?: string;
  budget?: string;
  ok?: boolean;
}

export interface ReportRun {
  /** The benches that ran: their old rows are replaced by `rows`. */
  ran: string[];
  rows: ReportRow[];
  browser: string;
  /** YYYY-MM-DD. */
  date: string;
  /** Every bench's name, in the table's order. */
  order: string[];
}

export declare const REPORT_FILE: URL;
export declare function rowCells(row: ReportRow): string[];
export declare function parseReport(text: string): {
  runs: Map<string, { browser: string; date: string }>;
  rows: string[][];
};
export declare function withReport(text: string, run: ReportRun): string;
export declare function writeReport(run: ReportRun, file?: URL): Promise<void>;
