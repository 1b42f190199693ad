// `patchgate worker --slots N` / PATCHGATE_SANDBOX_SLOTS (issue 11 item 5): how many sandboxed
// activities one sandbox worker process runs at once. The flag wins over the variable, the
// variable over the default; a value that is not a whole number of slots is an error naming where
// it came from, before the worker connects.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SANDBOX_SLOTS, sandboxSlots } from '../../workers/createWorker.js';

const CLI = fileURLToPath(new URL('../../cli/patchgate.js', import.meta.url));

describe('sandbox worker slots', () => {
  it('defaults to 4, takes the variable, and the flag over the variable', () => {
    assert.equal(DEFAULT_SANDBOX_SLOTS, 4);
    assert.equal(sandboxSlots(undefined, {}), 4);
    assert.equal(sandboxSlots(undefined, { PATCHGATE_SANDBOX_SLOTS: ' 2 ' }), 2);
    assert.equal(sandboxSlots('1', { PATCHGATE_SANDBOX_SLOTS: '3' }), 1);
  });

  it('refuses what is not a whole number of slots, naming its source', () => {
    assert.throws(() => sandboxSlots('0', {}), /--slots must be a whole number of sandbox activity slots from 1 to 256, not "0"/);
    assert.throws(() => sandboxSlots(undefined, { PATCHGATE_SANDBOX_SLOTS: 'two' }), /PATCHGATE_SANDBOX_SLOTS must be .* not "two"/);
    assert.throws(() => sandboxSlots('1.5', {}), /--slots/);
  });

  it('the worker command fails with that message before it connects', () => {
    const r = spawnSync(process.execPath, [CLI, 'worker', '--role', 'sandbox', '--slots', 'x'], { encoding: 'utf8', env: { ...process.env, TEMPORAL_ADDRESS: '127.0.0.1:1' }, timeout: 30_000 });
    assert.notEqual(r.status, 0);
    assert.match(r.stderr, /--slots must be a whole number of sandbox activity slots/);
  });
});
