// checkSandbox's work-directory precondition (issue 13.9): a work directory the unprivileged
// sandbox user cannot traverse is refused up front with a setup error naming the folder and the
// fix, instead of every run failing later with "permission denied". Real bubblewrap, real modes.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApplicationFailure } from '@temporalio/common';
import { PROJECT_ROOT, loadConfig } from '../../infra/config.js';
import { AcceptRequest } from '../../domain/schemas.js';
import { EXAMPLE_TASK, makeActivities, requestFor } from '../helpers/env.js';
import { Sandbox, checkSandbox, probeOutcome, untraversableFolder } from '../../infra/sandbox.js';

const isRoot = process.getuid?.() === 0;
const LIMITS = { wallSeconds: 20, cpuSeconds: 10, memoryMb: 512, maxProcesses: 16, maxFileMb: 1 };

/** What a real run in that work directory does, by absolute path like pytest and Python imports
 * (the failure the check exists to prevent). */
async function runIn(workDir: string) {
  const dir = path.join(workDir, 'runs', 'r1');
  mkdirSync(dir, { recursive: true });
  chownSync(dir, 65534, 65534);
  try {
    return await new Sandbox('bwrap', LIMITS, () => {}, [workDir]).run({ argv: ['touch', path.join(dir, 'x')], cwd: dir, writable: [dir] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('checkSandbox: the work directory must be reachable by the sandbox user', { skip: !isRoot && 'the uid drop only happens for a root worker' }, () => {
  const made: string[] = [];
  after(() => {
    for (const d of made) rmSync(d, { recursive: true, force: true });
  });

  it('accepts a traversable work directory (and a real run there works)', async () => {
    const top = mkdtempSync(path.join(os.tmpdir(), 'pg-pre-'));
    made.push(top);
    chmodSync(top, 0o755);
    const work = path.join(top, 'work');
    assert.equal(await checkSandbox('bwrap', { workDir: work }), null);
    assert.equal((await runIn(work)).exitCode, 0);
  });

  it('refuses a 0700 work directory, naming it and the fix', async () => {
    const top = mkdtempSync(path.join(os.tmpdir(), 'pg-pre-'));
    made.push(top);
    const work = path.join(top, 'work');
    mkdirSync(work, { mode: 0o700 });
    chmodSync(work, 0o700);
    const bad = await runIn(work);
    assert.notEqual(bad.exitCode, 0, 'a run in a 0700 work directory really fails');
    assert.match(bad.stderr, /Permission denied/i);
    const problem = await checkSandbox('bwrap', { workDir: work });
    assert.ok(problem);
    assert.match(problem, new RegExp(`cannot traverse ${work.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(mode 0700, owner uid 0\\)`));
    assert.match(problem, /chmod o\+x/);
    assert.match(problem, /PATCHGATE_WORK_DIR/);
    chmodSync(work, 0o755);
    assert.equal(await checkSandbox('bwrap', { workDir: work }), null, 'fixed as the message says, it passes');
  });

  it('refuses a 0700 parent outside the sandbox tmpfs roots (under the project)', async () => {
    const top = mkdtempSync(path.join(PROJECT_ROOT, '.patchgate', 'pg-pre-'));
    made.push(top);
    chmodSync(top, 0o700);
    const work = path.join(top, 'work');
    mkdirSync(work, { recursive: true });
    chmodSync(work, 0o755);
    const problem = await checkSandbox('bwrap', { workDir: work });
    assert.ok(problem);
    assert.match(problem, new RegExp(`cannot traverse ${top.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `));
    assert.notEqual((await runIn(work)).exitCode, 0, 'and a real run there fails');
  });

  it('a 0700 parent under /tmp is not a problem: the sandbox synthesizes it', async () => {
    const top = mkdtempSync(path.join(os.tmpdir(), 'pg-pre-'));
    made.push(top);
    chmodSync(top, 0o700);
    const work = path.join(top, 'work');
    mkdirSync(work);
    chmodSync(work, 0o755);
    assert.equal(untraversableFolder(work, [work]), null);
    assert.equal((await runIn(work)).exitCode, 0);
    assert.equal(await checkSandbox('bwrap', { workDir: work }), null);
  });

  it('a worker started without the CLI check fails its runs with a typed setup error (prepareWorkspace)', async () => {
    const top = mkdtempSync(path.join(os.tmpdir(), 'pg-pre-'));
    made.push(top);
    chmodSync(top, 0o755);
    const work = path.join(top, 'work');
    mkdirSync(work, { mode: 0o700 });
    chmodSync(work, 0o700);
    const config = loadConfig({ ...process.env, PATCHGATE_WORK_DIR: work, PATCHGATE_LEDGER: path.join(top, 'ledger.jsonl') });
    const acts = makeActivities(config);
    const request = AcceptRequest.parse(requestFor(EXAMPLE_TASK, 'fix'));
    await assert.rejects(acts.prepareWorkspace({ request }), (e: unknown) => {
      assert.ok(e instanceof ApplicationFailure);
      assert.equal(e.type, 'PatchgateSandboxUnavailable');
      assert.equal(e.nonRetryable, true);
      assert.match(e.message, /cannot traverse .*\/work \(mode 0700/);
      return true;
    });
    chmodSync(work, 0o755);
    const ws = await acts.prepareWorkspace({ request });
    assert.equal(ws.applyFailure, null, 'fixed while the worker runs, the next run proceeds');
  });

  it('PATCHGATE_SANDBOX=off needs no such check', async () => {
    const top = mkdtempSync(path.join(os.tmpdir(), 'pg-pre-'));
    made.push(top);
    const work = path.join(top, 'work');
    mkdirSync(work, { mode: 0o700 });
    assert.equal(await checkSandbox('off', { workDir: work }), null);
  });
});

describe('checkSandbox: a fork refused for want of processes is not a setup problem', () => {
  // RLIMIT_NPROC counts every process and thread of the sandbox user: while other runs hold it, a
  // probe's fork is refused. That must not be reported as a folder-modes problem, nor end the
  // workflow as a setup failure; the check looks again.
  it('bash or Python refusing a fork: busy; a refused write: the setup problem; success: null', () => {
    assert.equal(probeOutcome(254, 'pg-run: fork: retry: Resource temporarily unavailable\npg-run: fork: Resource temporarily unavailable', false, '/w/runs/p', '/w'), 'busy');
    assert.equal(probeOutcome(1, "RuntimeError: can't start new thread", false, '/w/runs/p', '/w'), 'busy');
    assert.match(String(probeOutcome(1, 'touch: cannot touch /w/runs/p/probe: Permission denied', false, '/w/runs/p', '/w')), /sandbox setup: a sandboxed command cannot work in \/w\/runs\/p .*Permission denied.*check the modes of \/w/);
    assert.match(String(probeOutcome(0, '', false, '/w/runs/p', '/w')), /cannot work in/);
    assert.equal(probeOutcome(0, '', true, '/w/runs/p', '/w'), null);
  });
});
