// abExperiment end to end on a real ephemeral Temporal server, the real sandbox and pytest: the
// bundled example as a one-task corpus with three candidates × two arms. It runs through
// continue-as-new, writes a report valid against its published schema, reuses every finished
// child on a rerun, and survives a worker killed mid-experiment without losing or duplicating
// a result.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { Worker } from '@temporalio/worker';
import { sandboxTaskQueue } from '../../workers/createWorker.js';
import type { Client } from '@temporalio/client';
import { EXAMPLE_TASK, makeActivities, startEnv, taskQueueFor, tempConfig, withWorker } from '../helpers/env.js';
import { AbReport } from '../../domain/ab/report.js';
import type { AbSummary } from '../../domain/ab/report.js';
import type { AbExperimentInput } from '../../domain/ab/experiment.js';
import type { AbProgress } from '../../domain/ab/plan.js';
import { BASELINE_ARM, GATE_ARM } from '../../domain/ab/arms.js';

const CANDIDATES = ['fix', 'special-case', 'hidden-regression'];
const ARMS = [GATE_ARM, BASELINE_ARM];

/** The example task, cut down to three candidates, as a one-task held-out corpus. */
function tinyCorpus(root: string): string {
  const dir = path.join(root, 'tiny-corpus');
  const taskDir = path.join(dir, 'invoicing-percent-rounding');
  cpSync(EXAMPLE_TASK, taskDir, { recursive: true });
  const task = JSON.parse(readFileSync(path.join(taskDir, 'task.json'), 'utf8'));
  task.candidates = task.candidates.filter((c: { id: string }) => CANDIDATES.includes(c.id));
  writeFileSync(path.join(taskDir, 'task.json'), JSON.stringify(task, null, 2));
  writeFileSync(path.join(dir, 'corpus.json'), JSON.stringify({ name: 'tiny', version: 1, tasks: ['invoicing-percent-rounding'], split: 'heldout' }));
  return dir;
}

async function executionsOf(client: Client, parentId: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for await (const wf of client.workflow.list({ query: `WorkflowType = 'acceptPatch'` })) {
    if (wf.workflowId.startsWith(`${parentId}/`)) counts.set(wf.workflowId, (counts.get(wf.workflowId) ?? 0) + 1);
  }
  return counts;
}

function assertOneResultPerChild(report: AbReport): void {
  for (const arm of ARMS) {
    const cands = report.arms[arm.name]!.candidates.map((c) => c.candidate).sort();
    assert.deepEqual(cands, [...CANDIDATES].sort(), `arm ${arm.name}: exactly one result per candidate`);
  }
  assert.equal(report.candidates.length, CANDIDATES.length);
}

describe('abExperiment', () => {
  let ctx: Awaited<ReturnType<typeof startEnv>>;
  const tmp = tempConfig();
  const acts = makeActivities(tmp.config);
  const root = path.dirname(tmp.config.workspace.dir);
  const corpusDir = tinyCorpus(root);
  const children: ChildProcess[] = [];

  before(async () => {
    ctx = await startEnv();
  });
  after(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await ctx?.env.teardown();
    tmp.cleanup();
  });

  const input = (outDir: string, extra: Partial<AbExperimentInput> = {}): AbExperimentInput => ({
    corpusDir,
    outDir,
    split: null,
    arms: ARMS,
    concurrency: 2,
    jobsPerRun: 4,
    ...extra,
  });

  it('runs end to end through continue-as-new and writes a report valid against its schema; a rerun reuses every child', async () => {
    const tq = taskQueueFor('ab end to end');
    const outDir = path.join(root, 'out-e2e');
    const id = `${tq}-ab`;
    const summary = (await withWorker(ctx, tq, acts, () =>
      ctx.env.client.workflow.execute('abExperiment', { taskQueue: tq, workflowId: id, args: [input(outDir)] }),
    )) as AbSummary;

    const report = AbReport.parse(JSON.parse(readFileSync(path.join(outDir, 'report.json'), 'utf8')));
    // Also valid against the published JSON Schema, checked by an independent validator.
    const require = createRequire(import.meta.url);
    const Ajv2020 = require('ajv/dist/2020').default;
    const validate = new Ajv2020({ strict: false, allErrors: true }).compile(JSON.parse(readFileSync(path.join(outDir, 'report.schema.json'), 'utf8')));
    assert.ok(validate(JSON.parse(readFileSync(path.join(outDir, 'report.json'), 'utf8'))), JSON.stringify(validate.errors?.slice(0, 3)));
    assert.match(readFileSync(path.join(outDir, 'chart.svg'), 'utf8'), /<svg/);
    assert.match(readFileSync(path.join(outDir, 'report.md'), 'utf8'), /Decision \(spec 18 §7.4\)/);

    assertOneResultPerChild(report);
    assert.equal(report.corpus.split, 'heldout');
    assert.ok(report.experiment.continue_as_new_runs >= 2, `9 jobs at 4 per run: ${report.experiment.continue_as_new_runs} continue-as-new`);
    // The oracle: fix correct, the two plausible-but-wrong candidates wrong, no disagreement with the labels.
    assert.deepEqual(report.candidates.map((c) => [c.candidate, c.oracle?.correct]).sort(), [['fix', true], ['hidden-regression', false], ['special-case', false]]);
    assert.equal(report.oracle.label_disagreements.length, 0);
    // The naive baseline accepts all three (each passes the visible suite).
    assert.equal(report.arms.greencommit!.measures!.verdicts.ACCEPT, 3);
    assert.ok(Math.abs(report.arms.greencommit!.measures!.correctness_at_acceptance.value! - 1 / 3) < 1e-9);
    assert.equal(report.arms['18gate']!.candidates.find((c) => c.candidate === 'fix')!.verdict, 'ACCEPT');
    assert.equal(summary.decision.rule, 'spec 18 §7.4');
    assert.ok(['WIN', 'LOSE'].includes(summary.decision.outcome));
    assert.equal(summary.decision.conditions.length, 7);

    const first = await executionsOf(ctx.env.client, id);
    assert.equal(first.size, 6);
    assert.ok([...first.values()].every((n) => n === 1));

    // Rerun with the same id: every child is found finished and reused, none runs again.
    const outDir2 = path.join(root, 'out-rerun');
    const again = (await withWorker(ctx, tq, acts, () =>
      ctx.env.client.workflow.execute('abExperiment', { taskQueue: tq, workflowId: id, args: [input(outDir2)] }),
    )) as AbSummary;
    const report2 = AbReport.parse(JSON.parse(readFileSync(path.join(outDir2, 'report.json'), 'utf8')));
    assertOneResultPerChild(report2);
    for (const arm of ARMS) assert.ok(report2.arms[arm.name]!.candidates.every((c) => c.reused), `arm ${arm.name} reused`);
    assert.deepEqual(again.key, summary.key);
    const second = await executionsOf(ctx.env.client, id);
    assert.deepEqual([...second.entries()].sort(), [...first.entries()].sort(), 'no child ran a second time');
  });

  it('survives a worker killed mid-experiment: no result lost or duplicated', async () => {
    const tq = taskQueueFor('ab worker crash');
    const id = `${tq}-ab`;
    const outDir = path.join(root, 'out-crash');
    const bundleFile = path.join(root, 'bundle.js');
    writeFileSync(bundleFile, ctx.bundle.code);

    // Activities keep running in this process; the workflows run in a process we will kill.
    const namespace = ctx.env.namespace ?? 'default';
    // (both queues: the bookkeeping activities on tq, the sandboxed ones on its sandbox queue)
    const activityWorker = await Worker.create({ connection: ctx.env.nativeConnection, namespace, taskQueue: tq, activities: acts });
    const sandboxWorker = await Worker.create({ connection: ctx.env.nativeConnection, namespace, taskQueue: sandboxTaskQueue(tq), activities: acts });
    const activityRun = Promise.all([activityWorker.run(), sandboxWorker.run()]);
    let summary: AbSummary;
    try {
      const script = fileURLToPath(new URL('./abCrashWorker.js', import.meta.url));
      const proc = spawn(process.execPath, [script, ctx.env.address, namespace, tq, bundleFile], { stdio: ['ignore', 'pipe', 'inherit'] });
      children.push(proc);
      const exited = new Promise((r) => proc.once('exit', r));
      await new Promise<void>((resolve, reject) => {
        proc.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
        void exited.then((code) => reject(new Error(`crash worker exited early: ${code}`)));
      });

      const handle = await ctx.env.client.workflow.start('abExperiment', { taskQueue: tq, workflowId: id, args: [input(outDir, { jobsPerRun: 100 })] });
      let atKill: AbProgress | null = null;
      const deadline = Date.now() + 180_000;
      while (Date.now() < deadline) {
        try {
          const p = await handle.query<AbProgress>('abExperiment.progress');
          if (p.children.done >= 2) {
            atKill = p;
            break;
          }
        } catch {
          /* not started yet */
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      assert.ok(atKill, 'two children finished before the crash');
      proc.kill('SIGKILL');
      await exited;
      assert.ok(atKill.children.done < atKill.children.total, `crashed mid-experiment (${atKill.children.done}/${atKill.children.total} done)`);

      // A new workflow worker picks the experiment up from its history.
      const replacement = await Worker.create({ connection: ctx.env.nativeConnection, namespace, taskQueue: tq, workflowBundle: ctx.bundle });
      summary = (await replacement.runUntil(handle.result())) as AbSummary;
    } finally {
      activityWorker.shutdown();
      sandboxWorker.shutdown();
      await activityRun;
    }

    const report = AbReport.parse(JSON.parse(readFileSync(summary.files.json, 'utf8')));
    assertOneResultPerChild(report);
    assert.equal(report.errors.length, 0, JSON.stringify(report.errors));
    const runs = await executionsOf(ctx.env.client, id);
    assert.equal(runs.size, 6, 'one child per candidate × arm');
    assert.ok([...runs.values()].every((n) => n === 1), `no child executed twice: ${JSON.stringify([...runs])}`);
  });
});
