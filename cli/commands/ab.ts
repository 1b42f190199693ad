// `patchgate ab`: run the A/B protocol of spec 18 §7 over a corpus in the benchmark format and
// print the decision. Starts (or resumes) the abExperiment workflow, serves it with an
// in-process worker unless told not to, and shows its progress query while it runs.
import { readEnv } from '../../infra/env.js';
import type { Command } from 'commander';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import type { Client, WorkflowHandle } from '@temporalio/client';
import { ARM_TOKENS, parseArmList, parseArms } from '../../domain/ab/arms.js';
import type { Arm } from '../../domain/ab/arms.js';
import type { AbExperimentInput } from '../../domain/ab/experiment.js';
import type { AbProgress } from '../../domain/ab/plan.js';
import type { AbSummary } from '../../domain/ab/report.js';
import { fmtRate } from '../../domain/ab/markdown.js';
import { loadCorpusView } from '../../infra/ab/corpusView.js';
import { connectClient, connectSettings, connectWorker } from '../../infra/connection.js';
import type { ConnectSettings } from '../../infra/connection.js';
import { loadDevConfig } from '../../infra/devConfig.js';
import { ensureDevServer, portOpen } from '../../infra/devServer.js';
import { PROJECT_ROOT, loadConfig } from '../../infra/config.js';
import { checkSandbox } from '../../infra/sandbox.js';
import { createWorker } from '../../workers/createWorker.js';
import { pad } from '../format.js';

interface AbOpts {
  corpus?: string;
  out?: string;
  split?: string;
  arms: string;
  armsFile?: string;
  tasks?: string;
  concurrency: string;
  jobsPerRun: string;
  id?: string;
  fresh?: boolean;
  attach?: string;
  taskQueue: string;
  worker: boolean;
  wait: boolean;
  json?: boolean;
}

/** Hash of the files a tree holds (sorted paths + contents), skipping caches. */
function hashFiles(h: ReturnType<typeof createHash>, root: string, filter: (rel: string) => boolean = () => true): void {
  if (!existsSync(root)) return;
  const walk = (rel: string) => {
    const abs = path.join(root, rel);
    for (const name of readdirSync(abs).sort()) {
      if (name === '__pycache__' || name === '.pytest_cache' || name === '.git') continue;
      const r = rel ? `${rel}/${name}` : name;
      const st = statSync(path.join(root, r));
      if (st.isDirectory()) walk(r);
      else if (st.isFile() && filter(r)) {
        h.update(`${r}\0`);
        h.update(readFileSync(path.join(root, r)));
      }
    }
  };
  walk('');
}

/**
 * The experiment's identity: the gate build (compiled workflows, activities, domain, infra,
 * Python tools, config), the corpus tasks and the arms. Same identity → same experiment id, so
 * rerunning resumes and reuses finished children; any change → a new experiment.
 */
export function experimentFingerprint(taskDirs: string[], arms: Arm[], extra: string): string {
  const h = createHash('sha256');
  for (const d of ['workflows', 'activities', 'domain', 'infra']) hashFiles(h, path.join(PROJECT_ROOT, 'dist', d), (r) => r.endsWith('.js'));
  hashFiles(h, path.join(PROJECT_ROOT, 'python', 'patchgate_tools'), (r) => r.endsWith('.py'));
  const cfg = path.join(PROJECT_ROOT, 'patchgate.yml');
  if (existsSync(cfg)) h.update(readFileSync(cfg));
  for (const t of taskDirs) {
    h.update(`task ${path.basename(t)}\0`);
    hashFiles(h, t);
  }
  h.update(JSON.stringify(arms));
  h.update(extra);
  return h.digest('hex').slice(0, 16);
}

const slug = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'corpus';

async function connect(): Promise<ConnectSettings> {
  const s = connectSettings();
  const dev = loadDevConfig().server;
  if (s.address === `${dev.ip}:${dev.port}` && !(await portOpen(dev.ip, dev.port))) {
    const server = await ensureDevServer((m) => process.stderr.write(`${m}\n`));
    return { ...s, address: server.address, options: { ...s.options, address: server.address } };
  }
  return s;
}

function progressLine(p: AbProgress): string {
  const arms = Object.entries(p.by_arm).map(([a, r]) => `${a} ${r.done}/${r.total}`).join(' · ');
  const run = p.running.length ? ` · running ${p.running.slice(0, 3).join(', ')}${p.running.length > 3 ? ' …' : ''}` : '';
  return `[${p.phase}] children ${p.children.done}/${p.children.total}${p.children.reused ? ` (${p.children.reused} reused)` : ''} · oracle ${p.oracle.done}/${p.oracle.total} · ${arms}${p.run ? ` · run ${p.run}` : ''}${run}`;
}

async function watch(handle: WorkflowHandle, json: boolean): Promise<AbSummary> {
  let last = '';
  let busy = false;
  // A query needs a worker to answer; one at a time, so a busy worker never piles them up.
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const p = await handle.query<AbProgress>('abExperiment.progress');
      const line = progressLine(p);
      if (line !== last) process.stderr.write(`  ${(last = line)}\n`);
    } catch {
      /* not started yet, or between runs of continue-as-new */
    } finally {
      busy = false;
    }
  };
  let inFlight: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    if (!busy) inFlight = tick();
  }, 2000);
  try {
    const summary = (await handle.result()) as AbSummary;
    if (json) console.log(JSON.stringify(summary, null, 2));
    else printSummary(summary);
    return summary;
  } finally {
    clearInterval(timer);
    // a progress query still in flight retries on a timer of its own; the caller closes the
    // connection next, and a retry fired after that throws out of the timer ("Channel has been
    // shut down") after the report has printed: let it settle first (bounded)
    await Promise.race([inFlight, new Promise((r) => setTimeout(r, 10_000).unref())]);
  }
}

const pct = (x: number | null) => (x === null ? 'n/a' : `${(x * 100).toFixed(1)}%`);
const val = (id: string, x: number | null) => (x === null ? 'n/a' : /rate|correctness/.test(id) ? pct(x) : Number.isInteger(x) ? String(x) : x.toFixed(3));

export function printSummary(s: AbSummary): void {
  const d = s.decision;
  console.log('');
  console.log(`Decision (${d.rule}): ${d.outcome}${d.subject_arm ? ` — ${d.subject_arm} vs ${d.reference_arm}` : ''} · split ${s.split}`);
  if (d.outcome === 'NOT_EVALUATED') console.log(`  ${d.note}`);
  for (const c of d.conditions) {
    console.log(`  [${c.holds ? 'yes' : ' NO'}] ${c.text}: ${d.subject_arm} ${val(c.id, c.gate)} vs ${d.reference_arm} ${val(c.id, c.baseline)} (${c.threshold})${c.note ? ` — ${c.note}` : ''}`);
  }
  console.log('');
  console.log('KEY measures (95% Wilson intervals):');
  for (const [arm, k] of Object.entries(s.key)) {
    console.log(
      `  ${pad(arm, 26)} correctness-at-acceptance ${pad(fmtRate(k.correctness_at_acceptance), 30)} false-reject ${pad(fmtRate(k.false_reject_rate), 30)} CPU s/ACCEPT ${k.evidence_cost_per_acceptance === null ? 'n/a' : k.evidence_cost_per_acceptance.toFixed(2)}  (A ${k.verdicts.ACCEPT} R ${k.verdicts.REJECT} I ${k.verdicts.INCONCLUSIVE} E ${k.verdicts.ERROR})`,
    );
  }
  for (const sk of s.skipped_arms) console.log(`  ${pad(sk.arm, 26)} skipped — ${sk.note}`);
  if (s.label_disagreements || s.unjudged || s.errors) {
    console.log(`\n  oracle vs labels: ${s.label_disagreements} disagreement(s), ${s.unjudged} unjudged; ${s.errors} child error(s) — see the report`);
  }
  console.log(`\nreport: ${s.files.markdown}\n        ${s.files.json} (schema ${path.basename(s.files.schema)}), chart ${s.files.chart}`);
}

async function resolveArms(o: AbOpts): Promise<Arm[]> {
  if (o.armsFile) return parseArms(JSON.parse(readFileSync(o.armsFile, 'utf8')));
  return parseArmList(o.arms);
}

export function registerAb(program: Command): void {
  program
    .command('ab')
    .description('A/B experiment over a benchmark-format corpus (spec 18 §7): one acceptPatch child per task × candidate × arm, judged by the oracle; writes report.json, report.md, chart.svg and prints the decision')
    .option('--corpus <dir>', 'corpus folder (benchmark format; e.g. bench/heldout, or bench/corpus with --split)')
    .option('--out <dir>', 'output folder for the report')
    .option('--split <name>', 'split to run (default: heldout when the corpus declares splits)')
    .option('--arms <list>', `comma-separated arms: ${Object.keys(ARM_TOKENS).join(', ')}`, '18gate,greencommit')
    .option('--arms-file <file>', 'JSON array of arms {name, mode, ablations, critic, critic_ablations, edit} instead of --arms')
    .option('--tasks <ids>', 'only these task ids of the split (comma-separated)')
    .option('--concurrency <n>', 'children and oracle runs in flight at once', '3')
    .option('--jobs-per-run <n>', 'continue-as-new after this many jobs', '120')
    .option('--id <workflowId>', 'experiment id (default: derived from the gate build, corpus, split and arms; rerunning resumes it)')
    .option('--fresh', 'start a new experiment id: redo every child')
    .option('--attach <workflowId>', 'show the progress of an experiment and print its decision')
    .option('--task-queue <name>', 'task queue', loadDevConfig().task_queue)
    .option('--no-worker', 'do not run an in-process worker (`patchgate worker` serves the task queue)')
    .option('--no-wait', 'start the experiment, print its id and return (needs a running `patchgate worker`)')
    .option('--json', 'print the summary as JSON')
    .action(async (o: AbOpts) => {
      const settings = await connect();
      const client: Client = await connectClient(settings);
      try {
        await run(o, settings, client);
      } finally {
        await client.connection.close();
      }
    });
}

async function run(o: AbOpts, settings: ConnectSettings, client: Client): Promise<void> {
  let handle: WorkflowHandle;
  if (o.attach) {
    handle = client.workflow.getHandle(o.attach);
  } else {
    if (!o.corpus || !o.out) throw new Error('give --corpus DIR and --out DIR (or --attach ID)');
    const corpusDir = path.resolve(o.corpus);
    const outDir = path.resolve(o.out);
    const arms = await resolveArms(o);
    const tasks = o.tasks ? o.tasks.split(',').map((s) => s.trim()).filter(Boolean) : [];
    const view = loadCorpusView(corpusDir, o.split ?? null, tasks);
    const split = view.plan.corpus.split;
    const fingerprint = experimentFingerprint(view.plan.tasks.map((t) => t.dir), arms, `${split}\0${tasks.join(',')}`);
    const id = o.id ?? `ab-${slug(view.plan.corpus.name)}-${split}-${fingerprint}${o.fresh ? `-${Date.now().toString(36)}` : ''}`;
    const input: AbExperimentInput = {
      corpusDir,
      outDir,
      split: o.split ?? null,
      tasks,
      arms,
      concurrency: Number(o.concurrency),
      jobsPerRun: Number(o.jobsPerRun),
      fingerprint,
      // a deployment that names its sandbox queue names it for the oracle's runs too
      ...(readEnv().PATCHGATE_SANDBOX_TASK_QUEUE?.trim() ? { sandboxTaskQueue: readEnv().PATCHGATE_SANDBOX_TASK_QUEUE!.trim() } : {}),
    };
    const children = view.plan.tasks.reduce((s, t) => s + t.candidates.length, 0);
    process.stderr.write(
      `experiment ${id}\n  corpus ${view.plan.corpus.name} · split ${split} (${view.plan.corpus.split_note})\n  ${view.plan.tasks.length} tasks · ${children} candidates · arms ${arms.map((a) => a.name).join(', ')}\n`,
    );
    try {
      handle = await client.workflow.start('abExperiment', {
        taskQueue: o.taskQueue,
        workflowId: id,
        args: [input],
        staticSummary: `A/B ${view.plan.corpus.name} · ${split} · ${arms.map((a) => a.name).join(', ')}`.slice(0, 190),
      });
      process.stderr.write('  started (a rerun of this command resumes it and reuses finished children; --fresh redoes them)\n');
    } catch (e) {
      if (!(e instanceof WorkflowExecutionAlreadyStartedError)) throw e;
      handle = client.workflow.getHandle(id);
      process.stderr.write('  already running: attaching\n');
    }
  }
  if (!o.wait) {
    console.log(handle.workflowId);
    process.stderr.write(`  watch it with: patchgate ab --attach ${handle.workflowId}   (a worker must serve task queue ${o.taskQueue})\n`);
    return;
  }
  if (!o.worker) {
    await watch(handle, Boolean(o.json));
    return;
  }
  const gateConfig = loadConfig();
  const problem = await checkSandbox(gateConfig.sandbox.mode, { workDir: gateConfig.workspace.dir });
  if (problem) throw new Error(problem);
  try {
    // The worker's per-state INFO lines would drown the progress display.
    Runtime.install({ logger: new DefaultLogger('WARN') });
  } catch {
    /* a runtime is already installed */
  }
  const connection = await connectWorker(settings);
  const worker = await createWorker({ connection, namespace: settings.namespace, taskQueue: o.taskQueue });
  try {
    await worker.runUntil(watch(handle, Boolean(o.json)));
  } finally {
    await connection.close();
  }
}
