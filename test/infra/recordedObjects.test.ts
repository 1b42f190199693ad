// How recorded objects travel into a replay (python/patchgate_tools/observe.py, replay.py), run
// directly with the project's interpreter: a Condition keeps its owner's lock through pickling and
// through a lock-kind swap, and a replayed blocking call does not sleep out a test's timeout.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PYTHON_TOOLS_DIR, venvDir } from '../../infra/config.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'pg-recorded-'));
after(() => rmSync(root, { recursive: true, force: true }));

function py(files: Record<string, string>, script: string): string {
  const dir = mkdtempSync(path.join(root, 't-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  const r = spawnSync(path.join(venvDir(), 'bin', 'python'), ['-c', script], { cwd: dir, env: { ...process.env, PYTHONPATH: `${PYTHON_TOOLS_DIR}:${dir}` }, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout.trim();
}

const board = (lock: string) =>
  [
    'import threading',
    'class Board:',
    '    def __init__(self):',
    `        self._lock = threading.${lock}()`,
    '        self._cond = threading.Condition(self._lock)',
    '        self.n = 0',
    '    def post(self):',
    '        with self._lock:',
    '            self.n += 1',
    '            self._cond.notify_all()',
    '    def await_n(self, n, timeout):',
    '        with self._cond:',
    '            return self._cond.wait_for(lambda: self.n >= n, timeout)',
    '    def scaled(self, timeout):',
    '        return timeout * 2',
    '',
  ].join('\n');

describe('recorded objects in a replay', () => {
  it('a Condition built over the object\'s lock is carried over the same (fresh) lock, so a notify under that lock owns it', () => {
    const out = py({ 'b/__init__.py': '', 'b/board.py': board('Lock') }, [
      'import pickle',
      'from patchgate_tools import observe',
      'from b.board import Board',
      'x = pickle.loads(observe.dumps(Board()))',
      'x.post()',
      'print(x._cond._lock is x._lock, x.n)',
    ].join('\n'));
    assert.equal(out, 'True 1');
  });

  it('an object recorded with a Lock, replayed where the constructor builds an RLock: its Condition follows the new lock', () => {
    const out = py({ 'b/__init__.py': '', 'b/board.py': board('RLock') }, [
      'import os, pickle, threading',
      'from patchgate_tools import observe, replay',
      'from b.board import Board',
      'x = Board()',
      'x._lock = threading.Lock()',
      'x._cond = threading.Condition(x._lock)',
      'y = pickle.loads(observe.dumps(x))',
      'changed = replay.relock([y], os.path.realpath("."))',
      'y.post()',
      'print(changed, type(y._lock).__name__, y._cond._lock is y._lock)',
    ].join('\n'));
    assert.equal(out, 'True RLock True');
  });

  it('a replayed call of a blocking function waits a twentieth of a second, not the test\'s timeout; other functions keep theirs', () => {
    const out = py({ 'b/__init__.py': '', 'b/board.py': board('Lock') }, [
      'import time',
      'from patchgate_tools import replay',
      'from b.board import Board',
      'x = Board()',
      'args, kw = replay.clamp_waits(Board.await_n, (x, 1), {"timeout": 30.0})',
      't = time.monotonic(); r = Board.await_n(*args, **kw); took = time.monotonic() - t',
      'print(r, args[-1], took < 1.0, replay.clamp_waits(Board.scaled, (x, 30.0), {})[0][1])',
    ].join('\n'));
    assert.equal(out, 'False 0.05 True 30.0');
  });

  it('a replayed call that hangs is not run again for the repeat (a deadlock would wait out the limit twice); one that returns is', () => {
    const files = {
      'h/__init__.py': '',
      'h/calls.py': [
        'import time',
        'def _count(name):',
        '    with open(name, "a") as f:',
        '        f.write("x")',
        'def hang():',
        '    _count("hang.count")',
        '    time.sleep(30)',
        'def answer():',
        '    _count("answer.count")',
        '    return 42',
        '',
      ].join('\n'),
    };
    const out = py(files, [
      'import base64, os, pickle, signal',
      'from patchgate_tools import replay',
      'signal.signal(signal.SIGALRM, replay._alarm)',
      'blob = base64.b64encode(pickle.dumps(((), {}))).decode()',
      'root = os.path.realpath(".")',
      'h = replay.replay_probe({"file": "h/calls.py", "entity": "hang", "args": blob}, root, 0.3, 2)',
      'a = replay.replay_probe({"file": "h/calls.py", "entity": "answer", "args": blob}, root, 0.3, 2)',
      'print(h["kind"], len(open("hang.count").read()), a["kind"], len(open("answer.count").read()))',
    ].join('\n'));
    assert.equal(out, 'timeout 1 return 2');
  });

  it('a function that hung twice in one replay process gets a short limit from then on; another function keeps the full one', () => {
    const files = {
      'h/__init__.py': '',
      'h/calls.py': ['import time', 'def nap(secs):', '    time.sleep(secs)', '    return "awake"', 'def doze(secs):', '    time.sleep(secs)', '    return "awake"', ''].join('\n'),
    };
    const out = py(files, [
      'import base64, json, pickle, subprocess, sys',
      'arg = lambda s: base64.b64encode(pickle.dumps(((s,), {}))).decode()',
      'rows = [("a", "nap", 30), ("b", "nap", 30), ("c", "nap", 1.5), ("d", "doze", 1.5)]',
      'with open("probes.jsonl", "w") as f:',
      '    for i, e, s in rows:',
      '        f.write(json.dumps({"id": i, "file": "h/calls.py", "entity": e, "args": arg(s)}) + "\\n")',
      'subprocess.run([sys.executable, "-m", "patchgate_tools.replay", "--probes", "probes.jsonl", "--out", "out.jsonl", "--timeout", "3"], check=True)',
      'print(" ".join(json.loads(l)["kind"] for l in open("out.jsonl")))',
    ].join('\n'));
    // the third nap would return within the full limit: it times out because nap hung twice before
    assert.equal(out, 'timeout timeout timeout return');
  });

  it('the composition tool gives a function that hung twice a short limit too', () => {
    const files = { 'h/__init__.py': '', 'h/calls.py': ['import time', 'def nap(secs):', '    time.sleep(secs)', '    return secs', ''].join('\n') };
    const out = py(files, [
      'import base64, json, pickle, subprocess, sys',
      'arg = lambda s: base64.b64encode(pickle.dumps(((s,), {}))).decode()',
      'with open("calls.jsonl", "w") as f:',
      '    for i, s in (("a", 30), ("b", 30), ("c", 1.5)):',
      '        f.write(json.dumps({"id": i, "file": "h/calls.py", "entity": "nap", "args": arg(s)}) + "\\n")',
      'subprocess.run([sys.executable, "-m", "patchgate_tools.compose", "--calls", "calls.jsonl", "--out", "out.jsonl", "--timeout", "3"], check=True)',
      'print(" ".join(json.loads(l).get("error", "ok") for l in open("out.jsonl")))',
    ].join('\n'));
    assert.equal(out, 'ProbeTimeout ProbeTimeout ProbeTimeout');
  });
});

// What a caller can observe of the repository's own objects (observe.py `canon`, `observable`).
describe('observed values: an object of the repository that writes its own repr', () => {
  const schedule = [
    'import enum',
    'from decimal import Decimal',
    'class Schedule:',
    '    def __init__(self, name, rates):',
    '        self.name = name',
    '        self.rates = list(rates)',
    '    def __repr__(self):',
    '        return f"Schedule({self.name!r}, {len(self.rates)} segments)"',
    'class Kind(enum.Enum):',
    '    GLAZE = 1',
    'class Empty:',
    '    def __repr__(self):',
    '        return "Empty()"',
    '',
  ].join('\n');

  it('is described by its public attributes, which its repr summarises away; enums, objects without data and the standard library keep their repr', () => {
    const out = py({ 'k/__init__.py': '', 'k/sched.py': schedule }, [
      'from decimal import Decimal',
      'from patchgate_tools import observe',
      'from k.sched import Schedule, Kind, Empty',
      'a, b = Schedule("glaze", [100, 150]), Schedule("glaze", [150, 225])',
      'print(observe.canon(a) != observe.canon(b), "rates=[100, 150]" in observe.canon(a))',
      'print(observe.observable(a)["t"], observe.canon(Kind.GLAZE), observe.canon(Empty()), observe.canon(Decimal("1.50")))',
    ].join('\n'));
    assert.equal(out, "True True\nobj <Kind.GLAZE: 1> Empty() Decimal('1.50')");
  });
});
