// Shared per-task evidence: concurrent callers compute once; an abandoned lock is taken over; an
// incomplete result is never stored, so the next caller computes it again.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { sharedEvidence } from '../../infra/sharedEvidence.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('infra/sharedEvidence', () => {
  it('five concurrent callers of one key compute it once and all get the same value', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pg-shared-'));
    try {
      let computed = 0;
      const file = path.join(dir, 'cache', 'k.json');
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          sharedEvidence(
            file,
            async () => {
              computed++;
              await sleep(200);
              return { value: { n: 42 }, keep: true };
            },
            { pollMs: 20 },
          ),
        ),
      );
      assert.equal(computed, 1);
      assert.ok(results.every((r) => r.value.n === 42));
      assert.equal(results.filter((r) => !r.cached).length, 1, 'exactly one caller computed');
      assert.equal(existsSync(`${file}.lock`), false, 'the lock is released');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a lock left by a process that died is taken over', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pg-shared-'));
    try {
      const file = path.join(dir, 'k.json');
      const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
      writeFileSync(`${file}.lock`, JSON.stringify({ pid: Number(dead.stdout), host: hostname(), at: Date.now() }));
      const r = await sharedEvidence(file, async () => ({ value: 'mine', keep: true }), { pollMs: 20 });
      assert.equal(r.value, 'mine');
      assert.equal(r.cached, false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a stale lock is taken over; a live one is waited for', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pg-shared-'));
    try {
      const file = path.join(dir, 'k.json');
      // held by this very process (alive): only the stale limit frees it
      writeFileSync(`${file}.lock`, JSON.stringify({ pid: process.pid, host: hostname(), at: Date.now() }));
      const t0 = Date.now();
      const r = await sharedEvidence(file, async () => ({ value: 1, keep: true }), { pollMs: 20, staleMs: 300 });
      assert.equal(r.value, 1);
      assert.ok(Date.now() - t0 >= 250, 'it waited for the live lock to go stale');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('an incomplete result is not stored: the next caller computes again', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pg-shared-'));
    try {
      const file = path.join(dir, 'k.json');
      let n = 0;
      const compute = async () => ({ value: ++n, keep: n > 1 });
      assert.deepEqual(await sharedEvidence(file, compute), { value: 1, cached: false });
      assert.deepEqual(await sharedEvidence(file, compute), { value: 2, cached: false });
      assert.deepEqual(await sharedEvidence(file, compute), { value: 2, cached: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
