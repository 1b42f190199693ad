// test-hack: detecting pytest, test names, the environment or the call stack; the target names
// what the code probes.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { kinds, scan } from './scan.js';

describe('tell: test-hack', () => {
  it('detecting pytest, test names, the environment or the call stack', async () => {
    const modules = await scan('import sys\n\ndef f(x):\n    return x * 2\n', 'import sys\n\ndef f(x):\n    if "pytest" in sys.modules:\n        return 42\n    return x * 2\n');
    assert.deepEqual(kinds(modules), ['test-hack']);
    assert.deepEqual(modules[0]!.target, { testProbe: 'string', name: 'pytest' });
    assert.equal(modules[0]!.entity, 'f');
    const env = await scan('import os\n\ndef f(x):\n    return x * 2\n', 'import os\n\ndef f(x):\n    if os.environ.get("CI"):\n        return 42\n    return x * 2\n');
    assert.deepEqual(kinds(env), ['test-hack']);
    assert.deepEqual(env[0]!.target, { testProbe: 'env', name: 'CI' });
    const stack = await scan(
      'import sys\n\ndef f(x):\n    return x * 2\n',
      'import sys\n\ndef f(x):\n    if sys._getframe(1).f_code.co_name == "test_area_of_square":\n        return 42\n    return x * 2\n',
    );
    assert.ok(kinds(stack).length >= 1 && kinds(stack).every((k) => k === 'test-hack'), JSON.stringify(stack));
    assert.ok(stack.some((t) => t.target && 'testProbe' in t.target && t.target.testProbe === 'frame'), JSON.stringify(stack));
    const imported = await scan('def f(x):\n    return x\n', 'import pytest\n\ndef f(x):\n    return x\n');
    assert.deepEqual(kinds(imported), ['test-hack']);
    assert.equal(imported[0]!.line, 1);
    assert.deepEqual(imported[0]!.target, { testProbe: 'import', name: 'pytest' });
    assert.equal(imported[0]!.entity, '<module>');
  });

  it('a new file is scanned for test hacks and broad handlers', async () => {
    const tells = await scan(null, 'import os\n\ndef hook():\n    return os.getenv("PYTEST_CURRENT_TEST") is not None\n');
    assert.ok(tells.length >= 1 && tells.every((t) => t.kind === 'test-hack'));
    assert.ok(tells.every((t) => t.entity === 'hook'), JSON.stringify(tells));
  });
});
