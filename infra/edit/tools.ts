// The two sandboxed Python helpers of the write path (python/patchgate_tools/edit_facts.py and
// edit_gate.py): they parse with the pinned interpreter's ast and pyflakes, never import the
// repository's code. Outputs are validated at this boundary.
import type { Sandbox } from '../sandbox.js';
import { runPythonTool } from '../pythonTool.js';
import { FactsReport, GateReport } from '../../domain/edit/facts.js';
import type { FileFacts } from '../../domain/edit/facts.js';
import type { Span } from '../../domain/edit/schemas.js';
import { formatZodIssues, toolFailure } from '../../domain/errors.js';

export type SpanQuery = Span | { entity: string };

export async function runEditFacts(sandbox: Sandbox, cwd: string, files: { path: string; spans: SpanQuery[] }[]): Promise<FileFacts[]> {
  const raw = await runPythonTool<unknown>(sandbox, 'edit_facts', [JSON.stringify({ files })], { cwd });
  const parsed = FactsReport.safeParse(raw);
  if (!parsed.success) throw toolFailure(`edit_facts returned an unexpected shape: ${formatZodIssues(parsed.error, { limit: 1, messagesOnly: true })}`, true);
  return parsed.data.files;
}

export async function runEditGate(sandbox: Sandbox, cwd: string, req: { after: string; before: string | null; facts: boolean }): Promise<GateReport> {
  const raw = await runPythonTool<unknown>(sandbox, 'edit_gate', [JSON.stringify(req)], { cwd });
  const parsed = GateReport.safeParse(raw);
  if (!parsed.success) throw toolFailure(`edit_gate returned an unexpected shape: ${formatZodIssues(parsed.error, { limit: 1, messagesOnly: true })}`, true);
  return parsed.data;
}
