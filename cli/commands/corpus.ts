// `patchgate corpus check`: verify every curated label against the oracle, and every task's
// pre-edit state and gold, by running the oracle activities directly (no Temporal needed).
// Exits non-zero on any disagreement, unjudged candidate or task problem.
import type { Command } from 'commander';
import path from 'node:path';
import { loadCorpusView } from '../../infra/ab/corpusView.js';
import { createAbActivities } from '../../activities/ab/index.js';
import { makeCheckTask } from '../../activities/ab/checkTask.js';
import type { TaskCheck } from '../../activities/ab/checkTask.js';
import type { OracleJudgment } from '../../domain/ab/outcome.js';
import { loadConfig } from '../../infra/config.js';
import { Sandbox, checkSandbox } from '../../infra/sandbox.js';
import { pad } from '../format.js';
import { readFileSync } from 'node:fs';
import { EnvSpecs, importSwebench } from '../../infra/swebench/importer.js';
import { RecordError } from '../../infra/swebench/records.js';

interface ImportOpts {
  instances: string;
  predictions: string;
  results?: string;
  repos: string;
  out: string;
  name?: string;
  envSpecs?: string;
  instanceIds?: string;
  collect: boolean;
  json?: boolean;
}

const list = (s: string | undefined) => (s ? s.split(',').map((x) => x.trim()).filter(Boolean) : []);

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
    .command('import-swebench')
    .description("build a benchmark-format corpus from SWE-bench instances and agents' predictions (repo/ = base_commit + test_patch; candidates = model patches, identical ones merged, empty ones noop; oracle = gold + FAIL_TO_PASS/PASS_TO_PASS)")
    .requiredOption('--instances <file>', 'SWE-bench instance records (JSON array or JSONL)')
    .requiredOption('--predictions <files>', 'predictions files, comma-separated (JSON or JSONL: instance_id, model_name_or_path, model_patch)')
    .option('--results <files>', 'published results, comma-separated: FILE aligned with --predictions by position, or MODEL=FILE')
    .requiredOption('--repos <dir>', 'folder of local clones or mirrors (owner__name, name, owner/name)')
    .requiredOption('--out <dir>', 'corpus folder to write')
    .option('--name <name>', 'corpus name (default: the folder name)')
    .option('--env-specs <file>', 'JSON: {"owner/name@version" | "owner/name": environment spec} for the tasks')
    .option('--instance-ids <ids>', 'only these instance ids (comma-separated)')
    .option('--no-collect', 'check ids statically only (no pytest --collect-only in the task environment)')
    .option('--json', 'print the import report as JSON')
    .action(async (o: ImportOpts) => {
      const config = loadConfig();
      const problem = await checkSandbox(config.sandbox.mode);
      if (problem) throw new Error(problem);
      const sandbox = Sandbox.fromConfig(config);
      try {
        const envSpecs = o.envSpecs ? EnvSpecs.parse(JSON.parse(readFileSync(o.envSpecs, 'utf8'))) : undefined;
        const report = await importSwebench({
          instances: path.resolve(o.instances),
          predictions: list(o.predictions).map((f) => path.resolve(f)),
          results: list(o.results),
          repos: path.resolve(o.repos),
          out: path.resolve(o.out),
          name: o.name,
          envSpecs,
          only: list(o.instanceIds),
          workDir: config.workspace.dir,
          sandbox,
          noCollect: !o.collect,
          log: o.json ? undefined : (m) => process.stderr.write(`${m}\n`),
        });
        if (o.json) console.log(JSON.stringify(report, null, 2));
        else {
          console.log(`${report.imported}/${report.instances} instance(s) imported into ${path.resolve(o.out)}: ${report.candidates} candidate(s) (${report.noop} noop, ${report.merged} merged), ${report.labelled} labelled, ${report.dropped_ids} test id(s) dropped`);
          console.log(`report: ${path.join(path.resolve(o.out), 'corpus-report.md')}`);
          console.log(`next:   node dist/cli/patchgate.js ab --corpus ${path.resolve(o.out)} --out <dir> --arms 18gate,greencommit`);
        }
        if (report.imported === 0) process.exitCode = 1;
      } catch (e) {
        if (e instanceof RecordError) {
          console.error(`import-swebench: ${e.message}`);
          process.exitCode = 2;
          return;
        }
        throw e;
      }
    });
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
      const acts = createAbActivities({ config, sandbox: Sandbox.fromConfig(config) });
      // checkTask runs here only, in the CLI: it is not a registered activity
      const checkTask = makeCheckTask({ config, sandbox: Sandbox.fromConfig(config) });
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
          if (c === null) checks.set(t.id, await checkTask({ taskDir: t.dir }));
          else judgments.set(`${t.id}/${c}`, await acts.judgeCandidate({ taskDir: t.dir, candidateId: c }));
        } catch (e) {
          if (c === null) checks.set(t.id, { task: t.id, problems: [`check failed: ${(e as Error).message}`], flaky: [], tests_in_suite: 0, cpu_seconds: 0 });
          else judgments.set(`${t.id}/${c}`, { task: t.id, candidate: c, correct: null, error: (e as Error).message } as OracleJudgment);
        }
      });
      const rows = view.plan.tasks.flatMap((t) =>
        t.candidates.map((c) => {
          const j = judgments.get(`${t.id}/${c.id}`)!;
          // An unlabelled candidate (an imported prediction no results file covers) is judged, not compared.
          return { task: t.id, candidate: c.id, kind: c.kind, label: c.correct, oracle: j.correct, agrees: j.correct === null || c.correct === null ? null : j.correct === c.correct, reasons: j.reasons ?? [j.error ?? ''], judgment: j };
        }),
      );
      const disagreements = rows.filter((r) => r.agrees === false);
      const unjudged = rows.filter((r) => r.oracle === null);
      const unlabelled = rows.filter((r) => r.label === null && r.oracle !== null);
      const taskProblems = [...checks.values()].filter((c) => c.problems.length > 0);
      if (o.json) {
        console.log(JSON.stringify({ corpus: view.plan.corpus, tasks: [...checks.values()], candidates: rows.map(({ judgment, ...r }) => ({ ...r, clauses: judgment.clauses ?? null })) }, null, 2));
      } else {
        console.log(`${pad('task', 38)} ${pad('candidate', 26)} ${pad('kind', 11)} ${pad('label', 6)} ${pad('oracle', 7)} agrees`);
        for (const r of rows) {
          const oracle = r.oracle === null ? 'n/a' : r.oracle ? 'right' : 'wrong';
          const label = r.label === null ? 'none' : r.label ? 'right' : 'wrong';
          console.log(`${pad(r.task, 38)} ${pad(r.candidate, 26)} ${pad(r.kind, 11)} ${pad(label, 6)} ${pad(oracle, 7)} ${r.oracle === null ? 'UNJUDGED' : r.agrees === null ? 'n/a' : r.agrees ? 'yes' : 'NO'}`);
          if (r.agrees === false || r.oracle === null || (r.label === null && r.oracle === false)) for (const why of r.reasons.slice(0, 3)) console.log(`${' '.repeat(8)}↳ ${why.slice(0, 220)}`);
        }
        for (const c of checks.values()) {
          for (const p of c.problems) console.log(`task ${c.task}: ${p}`);
          if (c.flaky.length) console.log(`task ${c.task}: ${c.flaky.length} flaky test(s) excluded from the differential: ${c.flaky.slice(0, 4).join(', ')}`);
        }
        console.log(
          `\n${rows.length} candidate(s): ${rows.length - disagreements.length - unjudged.length - unlabelled.length} agree, ${disagreements.length} disagree, ${unlabelled.length} unlabelled (judged only), ${unjudged.length} unjudged; ${taskProblems.length} task(s) with problems (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
        );
      }
      if (disagreements.length || unjudged.length || taskProblems.length) process.exitCode = 1;
    });
}
