export type TestCounts = { passed: number; failed: number; skipped: number };

export declare function parseSummaryLine(output: string): TestCounts | null;
export declare function totalLine(results: ReadonlyArray<{ passed: number; failed: number }>): string;
export declare const fullLibraryTag: string;
export declare function skipNoteLine(count: number): string;
export declare function parseSkipNotes(output: string): string[];
export declare function failureLine(file: string, title: string, message?: string): string;
export declare function flakyLine(file: string, title: string): string;
export declare function parseFailureLines(output: string): string[];
export declare function summarizePlaywrightReport(report: {
  suites?: unknown[];
  errors?: unknown[];
}): TestCounts & { skipNotes: string[]; failures: string[] };
