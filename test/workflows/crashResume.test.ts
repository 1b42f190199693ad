// A long fuzz run survives a worker crash: kill -9 the worker process mid-fuzz, start a new
// one, and the workflow completes with the same verdict as an uninterrupted run, the fuzz
// iteration total equal to the budget (resumed, not restarted or double-counted), and the
// single LLM call made exactly once.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { EXAMPLE_TASK, requestFor, startEnv, tempConfig } from '../helpers/env.js';
import { startLlmStub } from '../helpers/llmStub.js';
import type { LlmStub } from '../helpers/llmStub.js';
import { PROJECT_ROOT } from '../../infra/config.js';
import type { AcceptanceResult } from '../../domain/record.js';

const WORKER = fileURLToPath(new URL('../helpers/workerProcess.js', import.meta.url));
const ITERATIONS = 3000;

describe('crash and resume of a long fuzz run', () => {
  let ctx: Awaited<ReturnType<typeof startEnv>>;
  let stub: LlmStub;
  const tmp = tempConfig();
  const cfgFile = path.join(path.dirname(tmp.config.workspace.dir), 'patchgate.yml');
  before(async () => {
    ctx = await startEnv();
    stub = await startLlmStub();
    const cfg = YAML.parse(readFileSync(path.join(PROJECT_ROOT, 'patchgate.yml'), 'utf8'));
    cfg.budgets.public_api_schema = { probes: 50, fuzz_iterations: ITERATIONS, fuzz_seconds: 600, guard_repeats: 0 };
    writeFileSync(cfgFile, YAML.stringify(cfg));
  });
  const children: ChildProcess[] = [];
  after(async () => {
    for (const c of children) c.kill('SIGKILL');
    await ctx?.env.teardown();
    await stub?.close();
    tmp.cleanup();
  });

  function startWorker(taskQueue: string, workDir: string): Promise<ChildProcess> {
    const child = spawn(process.execPath, [WORKER, ctx.env.address, ctx.env.namespace ?? 'default', taskQueue], {
      env: { ...process.env, ...stub.env(), PATCHGATE_LLM_INDEPENDENT: '1', PATCHGATE_CONFIG: cfgFile, PATCHGATE_WORK_DIR: workDir, PATCHGATE_LEDGER: path.join(workDir, 'ledger.jsonl') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    return new Promise((resolve, reject) => {
      child.stdout!.on('data', (b: Buffer) => b.toString().includes('worker-ready') && resolve(child));
      child.once('exit', (code) => reject(new Error(`worker exited early: ${code}`)));
    });
  }

  async function fuzzCheckpoint(workflowId: string): Promise<number> {
    const d = await ctx.env.client.workflow.getHandle(workflowId).describe();
    for (const a of d.raw.pendingActivities ?? []) {
      if (a.activityType?.name !== 'runPropertyAndFuzz') continue;
      const payload = a.heartbeatDetails?.payloads?.[0];
      if (!payload?.data) return 0;
      const cp = JSON.parse(Buffer.from(payload.data).toString());
      return Number(cp?.iterationsDone ?? 0);
    }
    return 0;
  }

  const req = () => requestFor(EXAMPLE_TASK, 'api-change');
  const judgment = () => stub.enqueue({ content: '{"judgment":"root-cause-addressed","confidence":0.7}' });

  it('kill -9 mid-fuzz: resumes from the heartbeat checkpoint to the same verdict', async () => {
    // Uninterrupted reference run.
    stub.reset();
    judgment();
    const w0 = await startWorker('resume-ref', path.join(tmp.config.workspace.dir, 'ref'));
    const ref = (await ctx.env.client.workflow.execute('acceptPatch', { taskQueue: 'resume-ref', workflowId: 'resume-ref', args: [req()] })) as AcceptanceResult;
    w0.kill('SIGKILL');
    assert.equal(ref.record?.fuzzing.iterations, ITERATIONS);
    assert.equal(stub.requests.length, 1);

    // Interrupted run: kill the worker once the fuzz activity has checkpointed some progress.
    stub.reset();
    judgment();
    const work = path.join(tmp.config.workspace.dir, 'crash');
    const w1 = await startWorker('resume-crash', work);
    const handle = await ctx.env.client.workflow.start('acceptPatch', { taskQueue: 'resume-crash', workflowId: 'resume-crash', args: [req()] });
    let done = 0;
    for (let i = 0; i < 600 && done === 0; i++) {
      await new Promise((r) => setTimeout(r, 250));
      done = await fuzzCheckpoint('resume-crash');
    }
    assert.ok(done > 0 && done < ITERATIONS, `checkpoint before the kill: ${done}`);
    w1.kill('SIGKILL');
    const w2 = await startWorker('resume-crash', work);
    const r = (await handle.result()) as AcceptanceResult;
    w2.kill('SIGKILL');
    assert.equal(r.verdict, ref.verdict);
    assert.equal(r.record?.evidence_strength, ref.record?.evidence_strength);
    assert.equal(r.record?.fuzzing.iterations, ITERATIONS, 'not restarted, not double-counted');
    assert.equal(r.record?.fuzzing.outcome, ref.record?.fuzzing.outcome);
    assert.equal(stub.requests.length, 1, 'the LLM call is not repeated');
    const history = await handle.fetchHistory();
    const attempts = (history.events ?? [])
      .filter((e) => e.activityTaskStartedEventAttributes)
      .map((e) => e.activityTaskStartedEventAttributes!.attempt ?? 1);
    assert.ok(Math.max(...attempts) >= 2, 'the fuzz activity was retried after the crash');
  });
});
