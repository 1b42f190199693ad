// Smoke test of the installed command: `patchgate submit` (request file, waiting, JSON out),
// `patchgate show` from the server and from the ledger, and a clear error on a bad request —
// against a real ephemeral server and a worker on the test's task queue.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { EXAMPLE_TASK, makeActivities, requestFor, startEnv, taskQueueFor, tempConfig, withWorker } from '../helpers/env.js';

const CLI = fileURLToPath(new URL('../../cli/patchgate.js', import.meta.url));
const run = promisify(execFile);

describe('patchgate command line', () => {
  let ctx: Awaited<ReturnType<typeof startEnv>>;
  const tmp = tempConfig();
  before(async () => {
    ctx = await startEnv();
  });
  after(async () => {
    await ctx?.env.teardown();
    tmp.cleanup();
  });
  const env = () => ({
    ...process.env,
    TEMPORAL_ADDRESS: ctx.env.address,
    TEMPORAL_NAMESPACE: ctx.env.namespace ?? 'default',
    PATCHGATE_WORK_DIR: tmp.config.workspace.dir,
    PATCHGATE_LEDGER: tmp.config.workspace.ledger,
  });

  it('submits a request file, waits, and shows the record from the server and the ledger', async () => {
    const tq = taskQueueFor('cli');
    const reqFile = path.join(path.dirname(tmp.config.workspace.dir), 'request.json');
    writeFileSync(reqFile, JSON.stringify(requestFor(EXAMPLE_TASK, 'skip-test')));
    const id = 'cli-skip-test';
    await withWorker(ctx, tq, makeActivities(tmp.config), async () => {
      const sub = await run(process.execPath, [CLI, 'submit', '--request', reqFile, '--task-queue', tq, '--id', id, '--json'], { env: env() });
      const result = JSON.parse(sub.stdout);
      assert.equal(result.verdict, 'REJECT');
      assert.equal(result.failingTier, 'tamper');
      const show = await run(process.execPath, [CLI, 'show', id], { env: env() });
      assert.match(show.stdout, /^REJECT \(tamper\)/);
      assert.match(show.stdout, /tamper: tests\/test_invoice\.py: skip-marker-added/);
    });
    const fromLedger = await run(process.execPath, [CLI, 'show', id, '--ledger', '--json'], { env: env() });
    assert.equal(JSON.parse(fromLedger.stdout).workflowId, id);
  });

  it('refuses an invalid request with a clear message and a non-zero exit', async () => {
    const reqFile = path.join(path.dirname(tmp.config.workspace.dir), 'bad.json');
    writeFileSync(reqFile, JSON.stringify({ ...requestFor(EXAMPLE_TASK, 'fix'), failToPass: ['--collect-only'] }));
    await assert.rejects(run(process.execPath, [CLI, 'submit', '--request', reqFile], { env: env() }), (e: { code: number; stderr: string }) => {
      assert.equal(e.code, 1);
      assert.match(e.stderr, /patchgate: invalid request: failToPass\.0: a test id must not start with "-"/);
      return true;
    });
  });
});
