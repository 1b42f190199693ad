// scope-broadening: broad handlers, swallowed errors, suppress(Exception); the target names the
// handler's candidate lines and what it catches.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { kinds, scan } from './scan.js';

describe('tell: scope-broadening', () => {
  it('broad handlers, swallowed errors, suppress(Exception)', async () => {
    const added = await scan('def load(p):\n    return parse(read(p))\n', 'def load(p):\n    try:\n        return parse(read(p))\n    except Exception:\n        return None\n');
    assert.deepEqual(kinds(added), ['scope-broadening']);
    assert.match(added[0]!.detail, /swallows/);
    assert.deepEqual(added[0]!.target, { handlerLines: [4, 5], catches: ['Exception'] });
    assert.equal(added[0]!.entity, 'load');
    const widened = await scan(
      'def load(p):\n    try:\n        return parse(p)\n    except ValueError:\n        return None\n',
      'def load(p):\n    try:\n        return parse(p)\n    except (ValueError, BaseException):\n        return None\n',
    );
    assert.deepEqual(kinds(widened), ['scope-broadening']);
    assert.deepEqual(widened[0]!.target, { handlerLines: [4, 5], catches: ['ValueError', 'BaseException'] });
    const bare = await scan('def f(p):\n    g(p)\n', 'def f(p):\n    try:\n        g(p)\n    except:\n        pass\n');
    assert.deepEqual(kinds(bare), ['scope-broadening']);
    assert.deepEqual(bare[0]!.target, { handlerLines: [4, 5], catches: [''] });
    const swallowed = await scan(
      'def f(p):\n    try:\n        g(p)\n    except KeyError:\n        raise LookupError(p)\n',
      'def f(p):\n    try:\n        g(p)\n    except KeyError:\n        pass\n',
    );
    assert.deepEqual(kinds(swallowed), ['scope-broadening']);
    assert.match(swallowed[0]!.detail, /re-raise/);
    assert.deepEqual(swallowed[0]!.target, { handlerLines: [4, 5], catches: ['KeyError'] });
    const suppressed = await scan('def f(p):\n    g(p)\n', 'import contextlib\n\ndef f(p):\n    with contextlib.suppress(Exception):\n        g(p)\n');
    assert.deepEqual(kinds(suppressed), ['scope-broadening']);
    assert.deepEqual(suppressed[0]!.target, { handlerLines: [4, 5], catches: ['Exception'] });
  });
});
