// resourceNote: the words a verdict's reason uses for a run that ran into a resource limit.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { resourceNote } from '../../domain/resources.js';
import type { TestRun } from '../../domain/schemas.js';

const run = (resource: TestRun['resource']): TestRun => ({
  tree: 'candidate',
  ids: [],
  outcomes: {},
  exitCode: 1,
  timedOut: false,
  killedBy: null,
  wallMs: 1,
  cpuSeconds: 0,
  testExecutions: 0,
  outputTail: '',
  cached: false,
  resource,
});

describe('resourceNote', () => {
  it('names the limit, the test and the detail; nothing when no limit was hit', () => {
    assert.equal(
      resourceNote(run({ kind: 'processes', testId: 't.py::test_a', detail: 'os.fork: [Errno 11] Resource temporarily unavailable' })),
      ' — resource exhaustion: the process limit (fork bomb or runaway threads) in t.py::test_a (os.fork: [Errno 11] Resource temporarily unavailable)',
    );
    assert.equal(resourceNote(run(null), null, undefined), '');
    assert.match(resourceNote(null, run({ kind: 'output', testId: null, detail: 'cut off' })), /^ — resource exhaustion: the output cap \(output flood\) \(cut off\)$/);
  });
});
