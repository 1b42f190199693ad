// The pre-edit tree's behaviours are the task's shared evidence (issue 11 item 2): an input
// replayed once on the pre-edit is not replayed again by another candidate or another attack of
// the same task, a hang included; another tree, interpreter, limit or input is another entry; a
// process that died is not stored; the stored cost is charged under one key per set of inputs.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { tempConfig } from '../helpers/env.js';
import { Sandbox } from '../../infra/sandbox.js';
import { makeIoDir, replayPreEdit } from '../../infra/probes.js';
import { prepareRunDir, removeRunDir } from '../../infra/workspace.js';
import { venvDir } from '../../infra/config.js';
import type { Probe } from '../../domain/behaviour/schemas.js';

const CALLS = [
  'import os, time',
  '',
  'def _mark(name):',
  '    with open(os.path.join(os.path.dirname(__file__), name), "a") as f:',
  '        f.write("x")',
  '',
  'def double(n):',
  '    _mark("double.ran")',
  '    return 2 * n',
  '',
  'def stuck(n):',
  '    _mark("stuck.ran")',
  '    time.sleep(30)',
  '',
].join('\n');

describe('the pre-edit behaviours stored by input', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const sandbox = Sandbox.fromConfig(config);
  const deps = { config, sandbox };
  const root = mkdtempSync(path.join(os.tmpdir(), 'pg-pre-'));
  chmodSync(root, 0o755);
  const tree = path.join(root, 'tree');
  mkdirSync(path.join(tree, 'm'), { recursive: true });
  writeFileSync(path.join(tree, 'm', '__init__.py'), '');
  writeFileSync(path.join(tree, 'm', 'calls.py'), CALLS);
  after(() => spawnSync('rm', ['-rf', root]));
  // pickled (args, kwargs) made by the project's interpreter, as the tracer records them
  const blob = (n: number) => spawnSync(path.join(venvDir(), 'bin', 'python'), ['-c', `import base64, pickle; print(base64.b64encode(pickle.dumps(((${n},), {}))).decode())`], { encoding: 'utf8' }).stdout.trim();
  const probe = (id: string, entity: string, n: number): Probe => ({ id, file: 'm/calls.py', entity, args: blob(n), argsRepr: `${entity}(${n})`, test: null });

  /** One replay on a fresh copy of the tree (as each attack and each candidate makes), with what it ran. */
  async function once(probes: Probe[], baseKey: string, timeoutSeconds = 0.5) {
    const baseRun = prepareRunDir(config.workspace.dir, tree);
    const baseIo = makeIoDir(baseRun);
    const shared: { cpu: number; key: string }[] = [];
    try {
      const out = await replayPreEdit(deps, { baseRun, baseIo, baseKey }, probes, { repeat: 2, timeoutSeconds }, (cpu, key) => shared.push({ cpu, key }));
      const ran = (f: string) => (existsSync(path.join(baseRun, 'm', f)) ? readFileSync(path.join(baseRun, 'm', f), 'utf8').length : 0);
      return { out, shared, ranDouble: ran('double.ran'), ranStuck: ran('stuck.ran') };
    } finally {
      removeRunDir(baseIo);
      removeRunDir(baseRun);
    }
  }

  it('a second copy of the same tree answers from the store, under new ids, with the same key and cost', async () => {
    const first = await once([probe('a1', 'double', 4), probe('a2', 'stuck', 1)], 'tree-1|gate');
    assert.equal(first.out.get('a1')?.kind, 'return');
    assert.equal(first.out.get('a1')?.value, '8');
    assert.equal(first.out.get('a2')?.kind, 'timeout');
    assert.equal(first.ranDouble, 2, 'a return is run twice, to know it stable');
    assert.equal(first.ranStuck, 1, 'a hang is not run again');
    const second = await once([probe('b1', 'double', 4), probe('b2', 'stuck', 1)], 'tree-1|gate');
    assert.equal(second.ranDouble + second.ranStuck, 0, 'nothing replayed');
    assert.equal(second.out.get('b1')?.value, '8');
    assert.equal(second.out.get('b2')?.kind, 'timeout');
    assert.equal(second.shared.length, 1);
    assert.deepEqual(second.shared, first.shared, 'the same set of inputs is one shared charge, whoever computed it');
    assert.ok(first.shared[0]!.cpu > 0);
  });

  it('another input, another tree, or another limit is replayed', async () => {
    const other = await once([probe('c1', 'double', 5)], 'tree-1|gate');
    assert.equal(other.ranDouble, 2);
    assert.equal(other.out.get('c1')?.value, '10');
    const tree2 = await once([probe('d1', 'double', 4)], 'tree-2|gate');
    assert.equal(tree2.ranDouble, 2);
    const limit = await once([probe('e1', 'double', 4)], 'tree-1|gate', 0.7);
    assert.equal(limit.ranDouble, 2);
    assert.notEqual(other.shared[0]!.key, tree2.shared[0]!.key);
  });

  it('without a tree key or a share callback the pre-edit is replayed as before', async () => {
    const baseRun = prepareRunDir(config.workspace.dir, tree);
    const baseIo = makeIoDir(baseRun);
    try {
      let charged = 0;
      const out = await replayPreEdit(deps, { baseRun, baseIo }, [probe('f1', 'double', 4)], { repeat: 2, timeoutSeconds: 0.5, charge: (c) => void (charged += c) });
      assert.equal(out.get('f1')?.value, '8');
      assert.equal(readFileSync(path.join(baseRun, 'm', 'double.ran'), 'utf8').length, 2);
      assert.ok(charged > 0, 'own CPU charged');
    } finally {
      removeRunDir(baseIo);
      removeRunDir(baseRun);
    }
  });
});
