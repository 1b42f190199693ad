import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { requireEvidenceLevel, levelAtLeast, THRESHOLD_TABLE } from '../../domain/thresholds.js';
import { CHANGE_CLASSES } from '../../domain/schemas.js';

describe('requireEvidenceLevel is exactly the spec 18 §3.3 table', () => {
  it('maps every class', () => {
    assert.deepEqual(Object.fromEntries(CHANGE_CLASSES.map((c) => [c, requireEvidenceLevel(c)])), {
      comment_documentation: 'A',
      local_refactor: 'C',
      normal_bug_fix: 'C',
      public_api_schema: 'D',
      persistence_data_migration: 'D',
      auth_security: 'E',
      concurrency: 'E',
    });
    assert.equal(Object.keys(THRESHOLD_TABLE).length, 7);
  });
  it('orders levels monotonically', () => {
    assert.ok(levelAtLeast('E', 'A') && levelAtLeast('C', 'C') && !levelAtLeast('C', 'D') && !levelAtLeast(null, 'A'));
  });
});
