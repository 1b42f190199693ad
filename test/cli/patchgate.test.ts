// Smoke test of the installed command: `patchgate submit` (request file, waiting, JSON out),
// `patchgate show` from the server and from the ledger, and a clear error on a bad request —
// against a real ephemeral server and a worker on the test's task queue.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { EXAMPLE_TASK, makeActivities, requestFor, startEnv, taskQueueFor, tempConfig, withWorker } from '../helpers/env.js';

const CLI = fileURLToPath(new URL('../../cli/patchgate.js', import.meta.url));
const run = promisify(execFile);
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

  it('a failed run prints its typed cause in submit, show and ab (not just "Workflow execution failed")', async () => {
    const tq = taskQueueFor('cli-typed');
    const dir = path.dirname(tmp.config.workspace.dir);
    const gitRepo = path.join(dir, 'gitrepo');
    cpSync(path.join(EXAMPLE_TASK, 'repo'), gitRepo, { recursive: true });
    const g = (...a: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...a], { cwd: gitRepo });
    g('init', '-q');
    g('add', '-A');
    g('commit', '-qm', 'base');
    const missing = path.join(dir, 'no-such-repo');
    const cases: { id: string; repo: object; want: RegExp }[] = [
      { id: 'cli-missing-path', repo: { path: missing, commit: 'HEAD' }, want: new RegExp(`PatchgateRepoUnavailable: repository not found: ${esc(missing)} \\(activity prepareWorkspace\\)`) },
      { id: 'cli-missing-commit', repo: { path: gitRepo, commit: 'deadbeef' }, want: new RegExp(`PatchgateRepoUnavailable: commit deadbeef not in repository ${esc(gitRepo)}`) },
      { id: 'cli-bad-url', repo: { url: 'http://127.0.0.1:1/none.git', commit: 'HEAD' }, want: /PatchgateRepoUnavailable: repository unreachable: http:\/\/127\.0\.0\.1:1\/none\.git/ },
    ];
    await withWorker(ctx, tq, makeActivities(tmp.config), async () => {
      for (const c of cases) {
        const reqFile = path.join(dir, `${c.id}.json`);
        writeFileSync(reqFile, JSON.stringify({ ...requestFor(EXAMPLE_TASK, 'fix'), repo: c.repo }));
        await assert.rejects(run(process.execPath, [CLI, 'submit', '--request', reqFile, '--task-queue', tq, '--id', c.id], { env: env() }), (e: { code: number; stderr: string }) => {
          assert.equal(e.code, 1);
          assert.match(e.stderr, /^patchgate: workflow failed: /m);
          assert.match(e.stderr, c.want);
          assert.doesNotMatch(e.stderr, /patchgate: Workflow execution failed\s*$/m);
          return true;
        });
      }
      await assert.rejects(run(process.execPath, [CLI, 'show', cases[0]!.id], { env: env() }), (e: { stderr: string }) => {
        assert.match(e.stderr, cases[0]!.want);
        return true;
      });
      await assert.rejects(run(process.execPath, [CLI, 'ab', '--attach', cases[1]!.id, '--no-worker'], { env: env() }), (e: { stderr: string }) => {
        assert.match(e.stderr, cases[1]!.want);
        return true;
      });
    });
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
