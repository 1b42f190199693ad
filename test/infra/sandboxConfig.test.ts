// Sandbox.fromConfig: the one way a sandbox is made from the gate configuration — its mode and
// limits, the workspace folder kept visible, and per-call overrides — checked on real runs.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chownSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Sandbox } from '../../infra/sandbox.js';
import { tempConfig } from '../helpers/env.js';

describe('Sandbox.fromConfig', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const ws = path.join(config.workspace.dir, 'w');
  mkdirSync(ws, { recursive: true });
  writeFileSync(path.join(config.workspace.dir, 'marker.txt'), 'seen');
  if (process.getuid?.() === 0) chownSync(ws, 65534, 65534);
  const py = (sb: Sandbox, code: string) => sb.run({ argv: ['python', '-c', code], cwd: ws, writable: [ws] });

  it('takes the configured mode and keeps the workspace folder visible inside bubblewrap', async () => {
    const sb = Sandbox.fromConfig({ ...config, sandbox: { ...config.sandbox, mode: 'bwrap' } });
    assert.equal(sb.isSandboxed, true);
    const r = await py(sb, `print(open(${JSON.stringify(path.join(config.workspace.dir, 'marker.txt'))}).read())`);
    assert.equal(r.exitCode, 0, r.stderr);
    assert.equal(r.stdout.trim(), 'seen');
  });
  it('applies the configured limits, and an override of one limit', async () => {
    const tight = Sandbox.fromConfig({ ...config, sandbox: { ...config.sandbox, wall_seconds: 1 } }, { mode: 'bwrap' });
    const slow = await py(tight, 'import time\ntime.sleep(5)');
    assert.equal(slow.timedOut, true);
    const loose = Sandbox.fromConfig({ ...config, sandbox: { ...config.sandbox, wall_seconds: 1 } }, { mode: 'bwrap', limits: { wallSeconds: 20 } });
    const ok = await py(loose, 'import time\ntime.sleep(2)\nprint("done")');
    assert.equal(ok.timedOut, false);
    assert.equal(ok.stdout.trim(), 'done');
  });
  it('an explicit mode override wins over the configuration', () => {
    const sb = Sandbox.fromConfig({ ...config, sandbox: { ...config.sandbox, mode: 'bwrap' } }, { mode: 'off' });
    assert.equal(sb.isSandboxed, false);
  });
});
