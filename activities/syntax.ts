// checkSyntax (Level A): every changed Python file parses with the pinned interpreter; hard
// lint finds no error the pre-edit file did not already have; the optional build passes.
// Read-only over cached trees, so idempotent.
import type { SyntaxReport, Workspace } from '../domain/schemas.js';
import type { ActivityDeps } from './deps.js';
import { runPythonTool } from '../infra/pythonTool.js';
import { prepareRunDir, removeRunDir } from '../infra/workspace.js';
import { sandboxEnvFor } from '../infra/taskEnv.js';

interface FileCheck {
  exists: boolean;
  parse_error: string | null;
  errors: { type: string; message: string; line: number }[];
  warnings: { type: string; message: string; line: number }[];
}

export function makeCheckSyntax(deps: ActivityDeps) {
  return async function checkSyntax(input: { workspace: Workspace; buildCommand?: string[] }): Promise<SyntaxReport> {
    const ws = input.workspace;
    const files = ws.changedFiles.filter((f) => f.endsWith('.py'));
    let cpu = 0;
    const report: SyntaxReport = { parsed: true, linted: true, built: null, failure: null, filesChecked: 0, lintFindings: [], cpuSeconds: 0 };
    if (!ws.candidateDir) return { ...report, parsed: false, failure: { kind: 'apply', file: null, message: 'no candidate tree' } };
    if (files.length > 0) {
      // In the task's interpreter: code the project's Python cannot parse fails here.
      const env = sandboxEnvFor(ws);
      const cand = await runPythonTool<Record<string, FileCheck>>(deps.sandbox, 'syntax_check', [ws.candidateDir, ...files], { cwd: ws.candidateDir, env });
      const base = await runPythonTool<Record<string, FileCheck>>(deps.sandbox, 'syntax_check', [ws.baselineDir, ...files], { cwd: ws.baselineDir, env });
      for (const f of files) {
        const c = cand[f];
        if (!c || !c.exists) continue;
        report.filesChecked++;
        if (c.parse_error) {
          report.parsed = false;
          report.linted = false;
          report.failure ??= { kind: 'parse', file: f, message: c.parse_error };
          continue;
        }
        // Only errors the pre-edit file did not already have count (line numbers move).
        const before = new Set((base[f]?.errors ?? []).map((e) => `${e.type}:${e.message}`));
        for (const e of c.errors) {
          const line = `${f}:${e.line}: ${e.message}`;
          report.lintFindings.push(line);
          if (!before.has(`${e.type}:${e.message}`)) {
            report.linted = false;
            report.failure ??= { kind: 'lint', file: f, message: `${e.type}: ${e.message} (line ${e.line})` };
          }
        }
      }
    }
    if (input.buildCommand && report.parsed && report.linted) {
      const runDir = prepareRunDir(deps.config.workspace.dir, ws.candidateDir);
      try {
        const r = await deps.sandbox.run({ argv: input.buildCommand, cwd: runDir, writable: [runDir], env: sandboxEnvFor(ws) });
        cpu += r.cpuSeconds;
        report.built = r.exitCode === 0;
        if (!report.built) report.failure = { kind: 'build', file: null, message: `build command exited ${r.exitCode}${r.timedOut ? ' (timed out)' : ''}: ${r.stderr.slice(-500)}` };
      } finally {
        removeRunDir(runDir);
      }
    }
    report.cpuSeconds = cpu;
    return report;
  };
}
