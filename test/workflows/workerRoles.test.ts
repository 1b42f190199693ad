// Worker roles across processes (issue 11 item 5): an orchestration worker and a sandbox worker,
// each its own node process, against the test's ephemeral Temporal server on loopback. The
// workflow and its bookkeeping run on the task queue; every activity that touches a workspace
// is scheduled on `<task queue>-sandbox` and executed by the sandbox process. With no sandbox
// worker the workflow waits at its first sandboxed activity, scheduled and never started, and
// finishes once one starts.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proto from '@temporalio/proto';
import type { temporal } from '@temporalio/proto';
import { EXAMPLE_TASK, requestFor, startEnv, taskQueueFor, tempConfig } from '../helpers/env.js';
import type { AcceptanceResult } from '../../domain/record.js';

const WORKER = fileURLToPath(new URL('../helpers/roleWorkerProcess.js', import.meta.url));
const EventType = proto.temporal.api.enums.v1.EventType;
const TaskQueueKind = proto.temporal.api.enums.v1.TaskQueueKind;
const PendingState = proto.temporal.api.enums.v1.PendingActivityState;
type Event = temporal.api.history.v1.IHistoryEvent;

/** Activities the orchestration role keeps on the workflow's own queue (workflows/policies.ts `ledger`). */
const ORCHESTRATION_ACTIVITIES = new Set(['writeAcceptanceRecord']);

interface RoleWorker {
  child: ChildProcess;
  pid: number;
}

describe('worker roles in separate processes', () => {
  let ctx: Awaited<ReturnType<typeof startEnv>>;
  const tmp = tempConfig();
  const bundleFile = path.join(path.dirname(tmp.config.workspace.dir), 'workflow-bundle.js');
  const children: ChildProcess[] = [];

  before(async () => {
    ctx = await startEnv();
    writeFileSync(bundleFile, ctx.bundle.code); // the orchestration process loads it instead of bundling again
  });
  after(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await ctx?.env.teardown();
    tmp.cleanup();
  });

  function startWorker(taskQueue: string, role: 'orchestration' | 'sandbox', workDir: string): Promise<RoleWorker> {
    const env: NodeJS.ProcessEnv = { ...process.env, PATCHGATE_WORK_DIR: workDir, PATCHGATE_LEDGER: path.join(workDir, 'ledger.jsonl'), PATCHGATE_WORKFLOW_BUNDLE: bundleFile };
    // the default sandbox queue (`<task queue>-sandbox`) on both sides; no model: the L column is empty
    for (const k of Object.keys(env)) if (k.startsWith('PATCHGATE_LLM_') || k === 'PATCHGATE_SANDBOX_TASK_QUEUE') delete env[k];
    const child = spawn(process.execPath, [WORKER, ctx.env.address, ctx.env.namespace ?? 'default', taskQueue, role], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    return new Promise((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (b: Buffer) => {
        out += b.toString();
        if (out.includes('worker-ready')) resolve({ child, pid: child.pid! });
      });
      child.once('exit', (code) => reject(new Error(`${role} worker exited early: ${code}`)));
    });
  }

  const events = async (workflowId: string): Promise<Event[]> => (await ctx.env.client.workflow.getHandle(workflowId).fetchHistory()).events ?? [];
  const scheduled = (es: Event[]) => es.filter((e) => e.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED);
  const started = (es: Event[]) => es.filter((e) => e.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_STARTED);
  const nameOf = (e: Event) => e.activityTaskScheduledEventAttributes!.activityType!.name!;
  const queueOf = (e: Event) => e.activityTaskScheduledEventAttributes!.taskQueue!.name!;

  /** Every workflow task ran on the main queue (or the orchestration worker's sticky queue of it). */
  function assertWorkflowTasksOnMainQueue(es: Event[], taskQueue: string, orchestrationPid: number) {
    const wfScheduled = es.filter((e) => e.eventType === EventType.EVENT_TYPE_WORKFLOW_TASK_SCHEDULED);
    assert.ok(wfScheduled.length > 0);
    for (const e of wfScheduled) {
      const q = e.workflowTaskScheduledEventAttributes!.taskQueue!;
      const onMain = q.name === taskQueue || (q.kind === TaskQueueKind.TASK_QUEUE_KIND_STICKY && q.normalName === taskQueue);
      assert.ok(onMain, `workflow task on ${q.name} (kind ${q.kind}, normal ${q.normalName}), not ${taskQueue}`);
    }
    for (const e of es.filter((x) => x.eventType === EventType.EVENT_TYPE_WORKFLOW_TASK_STARTED)) {
      assert.ok(e.workflowTaskStartedEventAttributes!.identity!.startsWith(`${orchestrationPid}@`), `workflow task taken by ${e.workflowTaskStartedEventAttributes!.identity}`);
    }
  }

  /** Sandboxed activities on the sandbox queue, executed by the sandbox process; the ledger on the main queue. */
  function assertActivityQueues(es: Event[], taskQueue: string, sandboxPid: number) {
    const sandboxQueue = `${taskQueue}-sandbox`;
    const sched = scheduled(es);
    const byId = new Map(sched.map((e) => [Number(e.eventId), e]));
    const sandboxed = sched.filter((e) => !ORCHESTRATION_ACTIVITIES.has(nameOf(e)));
    assert.ok(sandboxed.some((e) => nameOf(e) === 'prepareWorkspace'));
    for (const e of sandboxed) assert.equal(queueOf(e), sandboxQueue, `${nameOf(e)} scheduled on ${queueOf(e)}`);
    for (const e of sched.filter((x) => ORCHESTRATION_ACTIVITIES.has(nameOf(x)))) assert.equal(queueOf(e), taskQueue, `${nameOf(e)} scheduled on ${queueOf(e)}`);
    for (const s of started(es)) {
      const a = s.activityTaskStartedEventAttributes!;
      const sch = byId.get(Number(a.scheduledEventId))!;
      if (ORCHESTRATION_ACTIVITIES.has(nameOf(sch))) continue;
      assert.ok(a.identity!.startsWith(`${sandboxPid}@`), `${nameOf(sch)} executed by ${a.identity}, not the sandbox process ${sandboxPid}`);
    }
  }

  it('an orchestration process and a sandbox process gate the fix to ACCEPT, each on its own queue', { timeout: 240_000 }, async () => {
    const tq = taskQueueFor('roles-accept');
    const work = path.join(tmp.config.workspace.dir, 'accept');
    const orch = await startWorker(tq, 'orchestration', work);
    const sandbox = await startWorker(tq, 'sandbox', work);
    try {
      const id = `${tq}-wf`;
      const r = (await ctx.env.client.workflow.execute('acceptPatch', { taskQueue: tq, workflowId: id, args: [requestFor(EXAMPLE_TASK, 'fix')] })) as AcceptanceResult;
      assert.equal(r.verdict, 'ACCEPT', r.reason);
      const es = await events(id);
      assertWorkflowTasksOnMainQueue(es, tq, orch.pid);
      assertActivityQueues(es, tq, sandbox.pid);
      const names = new Set(scheduled(es).map(nameOf));
      for (const n of ['prepareWorkspace', 'checkSyntax', 'runTests', 'measureImpact', 'differentialExecute', 'runPropertyAndFuzz', 'writeAcceptanceRecord']) assert.ok(names.has(n), `${n} ran`);
    } finally {
      orch.child.kill('SIGKILL');
      sandbox.child.kill('SIGKILL');
    }
  });

  it('with only the orchestration process the run waits at its first sandboxed activity, and finishes once a sandbox process starts', { timeout: 180_000 }, async () => {
    const tq = taskQueueFor('roles-wait');
    const work = path.join(tmp.config.workspace.dir, 'wait');
    const orch = await startWorker(tq, 'orchestration', work);
    let sandbox: RoleWorker | null = null;
    try {
      const id = `${tq}-wf`;
      const handle = await ctx.env.client.workflow.start('acceptPatch', { taskQueue: tq, workflowId: id, args: [requestFor(EXAMPLE_TASK, 'syntax-error')] });
      let es: Event[] = [];
      for (let i = 0; i < 240 && scheduled(es).length === 0; i++) {
        await new Promise((r) => setTimeout(r, 250));
        es = await events(id);
      }
      const first = scheduled(es);
      assert.equal(first.length, 1, 'the first sandboxed activity is scheduled');
      assert.equal(nameOf(first[0]!), 'prepareWorkspace');
      assert.equal(queueOf(first[0]!), `${tq}-sandbox`);
      await new Promise((r) => setTimeout(r, 4000));
      es = await events(id);
      assert.equal(started(es).length, 0, 'no activity started without a sandbox worker');
      assert.equal(scheduled(es).length, 1, 'the workflow did not progress past it');
      const d = await handle.describe();
      assert.equal(d.status.name, 'RUNNING');
      const pending = d.raw.pendingActivities ?? [];
      assert.equal(pending.length, 1);
      assert.equal(pending[0]!.activityType?.name, 'prepareWorkspace');
      assert.equal(pending[0]!.state, PendingState.PENDING_ACTIVITY_STATE_SCHEDULED);

      sandbox = await startWorker(tq, 'sandbox', work);
      const r = (await handle.result()) as AcceptanceResult;
      assert.equal(r.verdict, 'REJECT');
      assert.equal(r.failingTier, 'A');
      es = await events(id);
      assertWorkflowTasksOnMainQueue(es, tq, orch.pid);
      assertActivityQueues(es, tq, sandbox.pid);
    } finally {
      orch.child.kill('SIGKILL');
      sandbox?.child.kill('SIGKILL');
    }
  });
});
