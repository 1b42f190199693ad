// `patchgate corpus check`: verify every curated label against the oracle, and every task's
// pre-edit state and gold, by running the oracle activities directly (no Temporal needed).
// Exits non-zero on any disagreement, unjudged candidate or task problem.
import type { Command } from 'commander';
import path from 'node:path';
import { loadCorpusView } from '../../activities/ab/corpusView.js';
import { createAbActivities } from '../../activities/ab/index.js';
import type { TaskCheck } from '../../activities/ab/checkTask.js';
import type { OracleJudgment } from '../../domain/ab/outcome.js';
import { loadConfig } from '../../infra/config.js';
import { Sandbox, checkSandbox, limitsFromConfig } from '../../infra/sandbox.js';
import { pad } from '../format.js';

interface CheckOpts {
  corpus: string;
  split?: string;
  tasks?: string;
  concurrency: string;
  json?: boolean;
}

async function pool<T>(items: T[], n: number, fn: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.max(1, n) }, async () => {
      for (let x = queue.shift(); x !== undefined; x = queue.shift()) await fn(x);
    }),
  );
}

export function registerCorpus(program: Command): void {
  const corpus = program.command('corpus').description('benchmark-format corpora');
  corpus
    .command('check')
    .description('judge every candidate with the oracle and compare with its curated label; check each task shows the bug and its gold passes')
    .requiredOption('--corpus <dir>', 'corpus folder')
    .option('--split <name>', 'only this split (default: every task)', 'all')
    .option('--tasks <ids>', 'only these task ids (comma-separated)')
    .option('--concurrency <n>', 'oracle runs in flight', '2')
    .option('--json', 'print the results as JSON')
    .action(async (o: CheckOpts) => {
      const config = loadConfig();
      const problem = await checkSandbox(config.sandbox.mode, { workDir: config.workspace.dir });
      if (problem) throw new Error(problem);
      const acts = createAbActivities({ config, sandbox: new Sandbox(config.sandbox.mode, limitsFromConfig(config), undefined, [config.workspace.dir]) });
      const tasks = o.tasks ? o.tasks.split(',').map((s) => s.trim()).filter(Boolean) : [];
      const view = loadCorpusView(path.resolve(o.corpus), o.split, tasks);
      const checks = new Map<string, TaskCheck>();
      const judgments = new Map<string, OracleJudgment>();
      const jobs = view.plan.tasks.flatMap((t) => [
        { t, c: null as string | null },
        ...t.candidates.map((c) => ({ t, c: c.id as string | null })),
      ]);
      const t0 = Date.now();
      if (!o.json) process.stderr.write(`checking ${view.plan.tasks.length} task(s), ${jobs.length - view.plan.tasks.length} candidate(s) of ${view.plan.corpus.name} (split ${view.plan.corpus.split})\n`);
      await pool(jobs, Number(o.concurrency), async ({ t, c }) => {
        try {
          if (c === null) checks.set(t.id, await acts.checkTask({ taskDir: t.dir }));
          else judgments.set(`${t.id}/${c}`, await acts.judgeCandidate({ taskDir: t.dir, candidateId: c }));
        } catch (e) {
          if (c === null) checks.set(t.id, { task: t.id, problems: [`check failed: ${(e as Error).message}`], flaky: [], tests_in_suite: 0, cpu_seconds: 0 });
          else judgments.set(`${t.id}/${c}`, { task: t.id, candidate: c, correct: null, error: (e as Error).message } as OracleJudgment);
        }
      });
      const rows = view.plan.tasks.flatMap((t) =>
        t.candidates.map((c) => {
          const j = judgments.get(`${t.id}/${c.id}`)!;
          return { task: t.id, candidate: c.id, kind: c.kind, label: c.correct, oracle: j.correct, agrees: j.correct === null ? null : j.correct === c.correct, reasons: j.reasons ?? [j.error ?? ''], judgment: j };
        }),
      );
      const disagreements = rows.filter((r) => r.agrees === false);
      const unjudged = rows.filter((r) => r.agrees === null);
      const taskProblems = [...checks.values()].filter((c) => c.problems.length > 0);
      if (o.json) {
        console.log(JSON.stringify({ corpus: view.plan.corpus, tasks: [...checks.values()], candidates: rows.map(({ judgment, ...r }) => ({ ...r, clauses: judgment.clauses ?? null })) }, null, 2));
      } else {
        console.log(`${pad('task', 38)} ${pad('candidate', 26)} ${pad('kind', 11)} ${pad('label', 6)} ${pad('oracle', 7)} agrees`);
        for (const r of rows) {
          const oracle = r.oracle === null ? 'n/a' : r.oracle ? 'right' : 'wrong';
          console.log(`${pad(r.task, 38)} ${pad(r.candidate, 26)} ${pad(r.kind, 11)} ${pad(r.label ? 'right' : 'wrong', 6)} ${pad(oracle, 7)} ${r.agrees === null ? 'UNJUDGED' : r.agrees ? 'yes' : 'NO'}`);
          if (r.agrees !== true) for (const why of r.reasons.slice(0, 3)) console.log(`${' '.repeat(8)}↳ ${why.slice(0, 220)}`);
        }
        for (const c of checks.values()) {
          for (const p of c.problems) console.log(`task ${c.task}: ${p}`);
          if (c.flaky.length) console.log(`task ${c.task}: ${c.flaky.length} flaky test(s) excluded from the differential: ${c.flaky.slice(0, 4).join(', ')}`);
        }
        console.log(
          `\n${rows.length} candidate(s): ${rows.length - disagreements.length - unjudged.length} agree, ${disagreements.length} disagree, ${unjudged.length} unjudged; ${taskProblems.length} task(s) with problems (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
        );
      }
      if (disagreements.length || unjudged.length || taskProblems.length) process.exitCode = 1;
    });
}
