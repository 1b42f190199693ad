// The sandbox really isolates: no network, read-only outside the workspace, private /tmp,
// hidden /root, an unprivileged user, and wall-clock / process / memory limits as typed outcomes.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { Sandbox } from '../../infra/sandbox.js';
import { tempConfig } from '../helpers/env.js';
import { PROJECT_ROOT } from '../../infra/config.js';
import { chownSync } from 'node:fs';

describe('Sandbox (bubblewrap)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const sb = Sandbox.fromConfig(config, { mode: 'bwrap', limits: { wallSeconds: 20 } });
  const ws = path.join(config.workspace.dir, 'w');
  mkdirSync(ws, { recursive: true });
  if (process.getuid?.() === 0) chownSync(ws, 65534, 65534);
  const py = (code: string, limits = {}) => sb.run({ argv: ['python', '-c', code], cwd: ws, writable: [ws], limits });

  it('has no network', async () => {
    const r = await py('import socket\ns=socket.socket()\ns.settimeout(3)\nprint(s.connect_ex(("1.1.1.1", 80)))');
    assert.notEqual(r.stdout.trim(), '0');
    const lo = await py('import socket\nprint(socket.gethostbyname("localhost"))');
    assert.equal(r.exitCode, 0, lo.stderr);
  });
  it('writes only inside the workspace', async () => {
    const target = path.join(PROJECT_ROOT, 'sandbox-escape.txt');
    const r = await py(`open(${JSON.stringify(target)}, "w").write("x")`);
    assert.notEqual(r.exitCode, 0);
    assert.equal(existsSync(target), false);
    const ok = await py('open("inside.txt", "w").write("x")');
    assert.equal(ok.exitCode, 0, ok.stderr);
  });
  it('runs as an unprivileged user with /root hidden and a private /tmp', async () => {
    const r = await py('import os\nprint(os.getuid(), os.path.exists("/root/.bashrc"), sorted(os.listdir("/tmp")))');
    assert.equal(r.exitCode, 0, r.stderr);
    assert.match(r.stdout, /^65534 False/);
  });
  it('kills a hang at the wall clock and says so', async () => {
    const r = await py('import time\ntime.sleep(60)', { wallSeconds: 2 });
    assert.equal(r.timedOut, true);
    assert.equal(r.killed, true);
    assert.ok(r.wallMs < 10_000);
  });
  it('limits processes and memory', async () => {
    const forks = await py('import os\nn=0\ntry:\n  for i in range(500):\n    if os.fork()==0:\n      import time; time.sleep(3); os._exit(0)\n    n+=1\nexcept OSError: print("limited", n)', { maxProcesses: 16 });
    assert.match(forks.stdout, /limited/);
    const mem = await py('x = bytearray(1024*1024*1024)\nprint("allocated")', { memoryMb: 256 });
    assert.notEqual(mem.exitCode, 0);
    assert.doesNotMatch(mem.stdout, /allocated/);
  });
});
