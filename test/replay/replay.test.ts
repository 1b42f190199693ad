// Determinism guard: every committed history of a real run replays against the current
// workflow code without a nondeterminism error.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from '@temporalio/worker';
import { historyFromJSON } from '@temporalio/common/lib/proto-utils.js';
import { PROJECT_ROOT } from '../../infra/config.js';
import { buildBundle } from '../../workers/createWorker.js';

const DIR = path.join(PROJECT_ROOT, 'test', 'replay', 'histories');

describe('replay of recorded histories', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
  it('has recorded histories', () => assert.ok(files.length >= 5, `only ${files.length} histories in ${DIR}`));
  it('replays every history against the current workflow code', async () => {
    const bundle = await buildBundle();
    // Recorded as workflow id replay-<scenario> (child ids derive from it).
    const histories = files.map((f) => ({ workflowId: `replay-${f.replace(/-sdk-[\d.]+\.json$/, '')}`, history: historyFromJSON(JSON.parse(readFileSync(path.join(DIR, f), 'utf8'))) }));
    let n = 0;
    for await (const r of Worker.runReplayHistories({ workflowBundle: bundle }, histories)) {
      assert.equal(r.error, undefined, `${r.workflowId}: ${r.error}`);
      n++;
    }
    assert.equal(n, files.length);
  });
});
