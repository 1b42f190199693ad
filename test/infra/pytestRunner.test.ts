// runPytest with per-test time limits and resource typing (issues 13.3, 13.4), on real hanging,
// forking, allocating and flooding tests in the real sandbox: a hang costs its own limit and is
// typed `timeout` by name while the other tests still run; a killed run keeps the outcomes its
// progress log shows; a resource limit is typed on the run, naming the test.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chownSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Sandbox, limitsFromConfig } from '../../infra/sandbox.js';
import { covers, runPytest } from '../../infra/pytestRunner.js';
import type { TestTimeouts } from '../../infra/pytestRunner.js';
import { limitFor, testLimits } from '../../domain/testTimeouts.js';
import { tempConfig } from '../helpers/env.js';

const { config, cleanup } = tempConfig({ wall_seconds: 60 });
const sandbox = new Sandbox('bwrap', limitsFromConfig(config), undefined, [config.workspace.dir]);
let n = 0;

/** A throwaway run dir holding tests/test_x.py with the given body (and a conftest). */
function suite(body: string, conftest = ''): string {
  const dir = path.join(config.workspace.dir, `suite-${n++}`);
  mkdirSync(path.join(dir, 'tests'), { recursive: true });
  writeFileSync(path.join(dir, 'tests', 'test_x.py'), body);
  writeFileSync(path.join(dir, 'tests', 'conftest.py'), conftest);
  if (process.getuid?.() === 0) {
    for (const p of [dir, path.join(dir, 'tests'), ...readdirSync(path.join(dir, 'tests')).map((f) => path.join(dir, 'tests', f))]) chownSync(p, 65534, 65534);
  }
  return dir;
}

const HANGS = `import time


def test_before():
    assert True


def test_hangs():
    while True:
        time.sleep(0.05)


def test_swallows_everything():
    # An except BaseException around the hang cannot defeat the watchdog.
    while True:
        try:
            time.sleep(0.05)
        except BaseException:
            pass


def test_after():
    assert 1 + 1 == 2


def test_fails():
    assert 1 == 2
`;

describe('runPytest: per-test time limits', () => {
  after(cleanup);
  const ids = ['test_before', 'test_hangs', 'test_swallows_everything', 'test_after', 'test_fails'].map((t) => `tests/test_x.py::${t}`);

  it('two hanging tests cost about their own limits; each is typed timeout by name and the rest still run', async () => {
    const dir = suite(HANGS);
    const timeouts: TestTimeouts = { defaultSeconds: 10, perTest: { 'tests/test_x.py::test_hangs': 2, 'tests/test_x.py::test_swallows_everything': 2 }, collectionSeconds: 30 };
    // One pytest start on this (shared, loaded) machine, to judge the time without the hangs.
    const c0 = Date.now();
    await runPytest({ sandbox, runDir: dir, ids: [ids[0]!] });
    const startup = (Date.now() - c0) / 1000;
    const t0 = Date.now();
    const r = await runPytest({ sandbox, runDir: dir, ids, timeouts });
    const secs = (Date.now() - t0) / 1000;
    assert.deepEqual(r.outcomes, {
      'tests/test_x.py::test_before': 'passed',
      'tests/test_x.py::test_hangs': 'timeout',
      'tests/test_x.py::test_swallows_everything': 'timeout',
      'tests/test_x.py::test_after': 'passed',
      'tests/test_x.py::test_fails': 'failed',
    });
    assert.deepEqual(r.testTimeouts, [
      { id: 'tests/test_x.py::test_hangs', limitSeconds: 2 },
      { id: 'tests/test_x.py::test_swallows_everything', limitSeconds: 2 },
    ]);
    assert.equal(r.passes, 3);
    assert.equal(r.timedOut, false, 'the sandbox wall clock (60 s) was never reached');
    // Two 2 s limits plus three pytest starts — far from the 60 s sandbox wall clock.
    assert.ok(secs < 4 + 3 * (startup + 1.5) && secs < 30, `took ${secs} s for two 2 s hangs (one pytest start: ${startup} s)`);
    assert.match(r.outputTail, /test_hangs reached its 2 s limit and was cut off/);
    assert.ok(r.durations['tests/test_x.py::test_before']! >= 0);
    assert.equal(r.testExecutions, 5);
  });

  it('without per-test limits the sandbox wall clock still ends a hang, and the test is named', async () => {
    const dir = suite(HANGS);
    const r = await runPytest({ sandbox, runDir: dir, ids: ids.slice(0, 2), limits: { wallSeconds: 3 } });
    assert.equal(r.outcomes['tests/test_x.py::test_before'], 'passed', 'the log keeps what finished before the kill');
    assert.equal(r.outcomes['tests/test_x.py::test_hangs'], 'timeout');
    assert.deepEqual(r.testTimeouts.map((t) => t.id), ['tests/test_x.py::test_hangs']);
  });

  it('a parametrized id: the hanging case is cut off, its siblings still run', async () => {
    const dir = suite(`import pytest, time


@pytest.mark.parametrize("n", [1, 2, 3])
def test_p(n):
    while n == 2:
        time.sleep(0.05)
`);
    const r = await runPytest({ sandbox, runDir: dir, ids: ['tests/test_x.py::test_p'], timeouts: { defaultSeconds: 2 } });
    assert.equal(r.outcomes['tests/test_x.py::test_p'], 'timeout');
    assert.deepEqual(r.testTimeouts, [{ id: 'tests/test_x.py::test_p', limitSeconds: 2 }]);
    assert.equal(r.testExecutions, 3);
  });

  it('the whole suite (no ids): outcomes by JUnit key, the hang included', async () => {
    const dir = suite(HANGS);
    const r = await runPytest({ sandbox, runDir: dir, ids: [], timeouts: { defaultSeconds: 2 } });
    assert.equal(r.outcomes['tests.test_x::test_hangs'], 'timeout');
    assert.equal(r.outcomes['tests.test_x::test_after'], 'passed');
    assert.equal(r.outcomes['tests.test_x::test_fails'], 'failed');
  });

  it('a module that hangs at import is bounded by the collection limit', async () => {
    const dir = suite('import time\nwhile True:\n    time.sleep(0.05)\n\n\ndef test_a():\n    pass\n');
    const t0 = Date.now();
    const r = await runPytest({ sandbox, runDir: dir, ids: ['tests/test_x.py::test_a'], timeouts: { defaultSeconds: 5, collectionSeconds: 2 } });
    assert.equal(r.outcomes['tests/test_x.py::test_a'], 'timeout');
    assert.ok(Date.now() - t0 < 10_000);
  });

  it('a test that kills its own process is an error, and the others still run', async () => {
    const dir = suite('import os\n\n\ndef test_exit():\n    os._exit(3)\n\n\ndef test_ok():\n    pass\n');
    const r = await runPytest({ sandbox, runDir: dir, ids: ['tests/test_x.py::test_exit', 'tests/test_x.py::test_ok'], timeouts: { defaultSeconds: 5 } });
    assert.deepEqual(r.outcomes, { 'tests/test_x.py::test_exit': 'error', 'tests/test_x.py::test_ok': 'passed' });
  });

  it('limits from baseline times: factor × time within [floor, cap]; no time → the cap', () => {
    const p = { floorSeconds: 3, capSeconds: 10, factor: 10, collectionSeconds: 30 };
    assert.equal(limitFor(0.001, p), 3);
    assert.equal(limitFor(0.5, p), 5);
    assert.equal(limitFor(4, p), 10);
    assert.equal(limitFor(undefined, p), 10);
    assert.deepEqual(testLimits(['a', 'b'], { a: 0.4 }, p), { defaultSeconds: 10, perTest: { a: 4 }, collectionSeconds: 30 });
    assert.deepEqual(testLimits(['a'], null, p).perTest, {});
  });

  it('covers: exact ids, parametrized cases, files', () => {
    assert.ok(covers('t.py::test_p', 't.py::test_p[1]'));
    assert.ok(covers('t.py', 't.py::test_a'));
    assert.ok(covers('tests', 'tests/t.py::test_a'));
    assert.ok(!covers('t.py::test_p', 't.py::test_pq'));
    assert.ok(!covers('t.py::test_a', 't.py::test_a_b'));
  });
});

describe('runPytest: resource exhaustion is typed on the run', () => {
  const limits = { maxProcesses: 32, memoryMb: 512, maxFileMb: 8, wallSeconds: 60 };
  const cases: { name: string; body: string; kind: string; outcome: string; maxSeconds: number }[] = [
    {
      name: 'a fork bomb (the process limit: EAGAIN)',
      body: 'import os\n\n\ndef test_bomb():\n    while True:\n        os.fork()\n',
      kind: 'processes',
      outcome: 'failed',
      maxSeconds: 20,
    },
    {
      name: 'a fork bomb that swallows the error and spins',
      body: 'import os, time\n\n\ndef test_bomb():\n    while True:\n        try:\n            os.fork()\n        except OSError:\n            time.sleep(0.01)\n',
      kind: 'processes',
      outcome: 'timeout',
      maxSeconds: 20,
    },
    { name: 'a memory hog (RLIMIT_AS: MemoryError)', body: 'def test_hog():\n    x = bytearray(2 * 1024 * 1024 * 1024)\n    assert x\n', kind: 'memory', outcome: 'failed', maxSeconds: 15 },
    { name: 'a huge file (RLIMIT_FSIZE: EFBIG)', body: 'def test_big():\n    with open("big.bin", "wb") as f:\n        f.write(b"x" * (64 * 1024 * 1024))\n', kind: 'file-size', outcome: 'failed', maxSeconds: 15 },
    {
      // pytest captures a test's output and prints it with the failure: 4 MB over the 2 MB cap.
      name: 'a stdout flood (the output cap)',
      body: 'def test_flood():\n    print("x" * (4 * 1024 * 1024))\n    assert False\n',
      kind: 'output',
      outcome: 'failed',
      maxSeconds: 15,
    },
  ];
  for (const c of cases) {
    it(`${c.name}: typed ${c.kind}, the test named, fast`, async () => {
      const dir = suite(`${c.body}\n\ndef test_zz_other():\n    pass\n`);
      const t0 = Date.now();
      const r = await runPytest({ sandbox, runDir: dir, ids: ['tests/test_x.py::test_' + c.body.split('def test_')[1]!.split('(')[0], 'tests/test_x.py::test_zz_other'], limits, timeouts: { defaultSeconds: 4 } });
      const secs = (Date.now() - t0) / 1000;
      assert.equal(r.resource?.kind, c.kind, JSON.stringify({ resource: r.resource, outcomes: r.outcomes, tail: r.outputTail.slice(-600) }));
      const [first] = Object.keys(r.outcomes);
      assert.equal(r.outcomes[first!], c.outcome, JSON.stringify(r.outcomes));
      assert.equal(r.outcomes['tests/test_x.py::test_zz_other'], 'passed', 'the other test still ran');
      if (c.kind !== 'output') assert.equal(r.resource?.testId, first);
      assert.ok(secs < c.maxSeconds, `took ${secs} s`);
    });
  }
});

describe('runPytest: code that kills the run\'s own wrapper', () => {
  // kill(-1) spares its caller and pid 1: pytest may report the test passed before the sandbox
  // tears down, or die first. Either way the run is typed killed, never passed (a race that
  // once let such a candidate through tier B under load).
  const body = [
    'import os, signal, time',
    '',
    '',
    'def test_kills():',
    '    os.kill(-1, signal.SIGKILL)',
    '    time.sleep(0.01)',
    '',
    '',
    'def test_zz_later():',
    '    pass',
    '',
  ].join('\n');
  for (let i = 0; i < 4; i++) {
    it(`kill(-1) inside a test: its outcome is killed whichever side wins the race (run ${i + 1})`, async () => {
      const dir = suite(body);
      const r = await runPytest({ sandbox, runDir: dir, ids: ['tests/test_x.py::test_kills', 'tests/test_x.py::test_zz_later'], timeouts: { defaultSeconds: 10 } });
      assert.equal(r.outcomes['tests/test_x.py::test_kills'], 'killed', JSON.stringify({ o: r.outcomes, tail: r.outputTail.slice(-400) }));
      assert.notEqual(r.outcomes['tests/test_x.py::test_zz_later'], 'passed');
    });
  }
  it('a wrapper killed after pytest reported a pass: still killed, not passed', async () => {
    // A helper process waits until pytest has written its JUnit report, then kills the wrapper
    // shell while pytest exits: the report says passed, the run says its supervisor died.
    const helper = [
      'import os, signal, sys, time',
      'bash, junit = int(sys.argv[1]), sys.argv[2]',
      'end = time.time() + 5',
      'while not os.path.exists(junit) and time.time() < end:',
      '    time.sleep(0.0005)',
      'os.kill(bash, signal.SIGKILL)',
    ].join('\n');
    const dir = suite([
      'import os, subprocess, sys',
      '',
      '',
      'def test_arms_the_kill():',
      '    args = open(f"/proc/{os.getpid()}/cmdline").read().split("\\0")',
      '    junit = next(a.split("=", 1)[1] for a in args if a.startswith("--junitxml="))',
      `    subprocess.Popen([sys.executable, "-c", ${JSON.stringify(helper)}, str(os.getppid()), junit], start_new_session=True)`,
      '',
    ].join('\n'));
    const r = await runPytest({ sandbox, runDir: dir, ids: ['tests/test_x.py::test_arms_the_kill'], timeouts: { defaultSeconds: 10 } });
    assert.equal(r.outcomes['tests/test_x.py::test_arms_the_kill'], 'killed', JSON.stringify({ o: r.outcomes, tail: r.outputTail.slice(-400) }));
  });
  it('the sandbox tells a killed wrapper from a process that killed itself', async () => {
    const dir = suite('');
    const parent = await sandbox.run({ argv: ['python', '-c', 'import os, signal, time; os.kill(os.getppid(), signal.SIGKILL); time.sleep(1)'], cwd: dir, writable: [dir] });
    assert.equal(parent.supervisorKilled, true, JSON.stringify(parent));
    const self = await sandbox.run({ argv: ['python', '-c', 'import os, signal; os.kill(os.getpid(), signal.SIGKILL)'], cwd: dir, writable: [dir] });
    assert.equal(self.killed, true);
    assert.equal(self.supervisorKilled, false, JSON.stringify(self));
    const ok = await sandbox.run({ argv: ['python', '-c', 'pass'], cwd: dir, writable: [dir] });
    assert.equal(ok.supervisorKilled, false);
  });
});
