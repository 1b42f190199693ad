// writeAbReport: builds the report from the experiment's compact outcomes and the oracle's
// judgments (pure, domain/ab/report.ts) and writes report.json, its JSON Schema, report.md and
// chart.svg. Idempotent: the files are rewritten atomically from the same inputs.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { AbReport, buildReport, reportJsonSchema, summarize } from '../../domain/ab/report.js';
import type { AbSummary, BuildReportInput } from '../../domain/ab/report.js';
import { renderMarkdown } from '../../domain/ab/markdown.js';
import { renderChart } from '../../domain/ab/chart.js';
import { formatZodIssues, recordIncomplete } from '../../domain/errors.js';
import { unpackOutcome } from '../../domain/ab/outcome.js';
import type { PackedOutcome } from '../../domain/ab/outcome.js';

export const REPORT_FILES = { json: 'report.json', markdown: 'report.md', chart: 'chart.svg', schema: 'report.schema.json' } as const;

function writeAtomic(file: string, content: string): void {
  const tmp = `${file}.tmp-${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, content);
  renameSync(tmp, file);
}

export type WriteAbReportInput = Omit<BuildReportInput, 'generatedAt' | 'outcomes'> & { outDir: string; outcomes: Record<string, PackedOutcome> };

export function makeWriteAbReport() {
  return async function writeAbReport(input: WriteAbReportInput): Promise<AbSummary> {
    const outcomes = Object.fromEntries(Object.entries(input.outcomes).map(([k, p]) => [k, unpackOutcome(k, input.experimentId, p)]));
    const report = buildReport({ ...input, outcomes, generatedAt: new Date().toISOString() });
    const parsed = AbReport.safeParse(report);
    if (!parsed.success) {
      throw recordIncomplete(`the A/B report does not match its schema: ${formatZodIssues(parsed.error, { limit: 5 })}`);
    }
    const out = path.resolve(input.outDir);
    mkdirSync(out, { recursive: true });
    const files = {
      json: path.join(out, REPORT_FILES.json),
      markdown: path.join(out, REPORT_FILES.markdown),
      chart: path.join(out, REPORT_FILES.chart),
      schema: path.join(out, REPORT_FILES.schema),
    };
    writeAtomic(files.schema, `${JSON.stringify(reportJsonSchema(), null, 2)}\n`);
    writeAtomic(files.json, `${JSON.stringify(parsed.data, null, 2)}\n`);
    writeAtomic(files.markdown, `${renderMarkdown(parsed.data)}\n`);
    writeAtomic(files.chart, `${renderChart(parsed.data)}\n`);
    return summarize(parsed.data, files);
  };
}
