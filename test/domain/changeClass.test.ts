// compute_change_class: one rule per class of the threshold table, the precedence, and the
// rule that a hint never lowers the computed class.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { computeChangeClass } from '../../domain/changeClass.js';
import type { ChangeFacts } from '../../domain/schemas.js';

type F = ChangeFacts['files'][number];
const file = (over: Partial<F> = {}): F => ({
  path: 'pkg/core.py',
  status: 'modified',
  kind: 'python',
  docOnly: false,
  changedEntities: ['f'],
  publicSignatureChanges: [],
  exportsChanged: false,
  securityHits: [],
  concurrencyHits: [],
  persistenceHits: [],
  ...over,
});
const facts = (...files: F[]): ChangeFacts => ({ files, addedLines: 3, removedLines: 1 });

describe('computeChangeClass', () => {
  it('comment/documentation: docstring-only Python change or doc files', () => {
    assert.equal(computeChangeClass(facts(file({ docOnly: true })), { failToPassCount: 1 }).changeClass, 'comment_documentation');
    assert.equal(computeChangeClass(facts(file({ path: 'README.md', kind: 'doc' })), { failToPassCount: 0 }).changeClass, 'comment_documentation');
  });
  it('local refactor: code change with no reproducer claimed', () => {
    assert.equal(computeChangeClass(facts(file()), { failToPassCount: 0 }).changeClass, 'local_refactor');
  });
  it('normal bug fix: code change with a reproducer', () => {
    assert.equal(computeChangeClass(facts(file()), { failToPassCount: 2 }).changeClass, 'normal_bug_fix');
  });
  it('public API / schema: public signature, __all__ or schema file', () => {
    assert.equal(computeChangeClass(facts(file({ publicSignatureChanges: ['f signature changed'] })), { failToPassCount: 1 }).changeClass, 'public_api_schema');
    assert.equal(computeChangeClass(facts(file({ exportsChanged: true })), { failToPassCount: 1 }).changeClass, 'public_api_schema');
    assert.equal(computeChangeClass(facts(file({ path: 'api/openapi.yaml', kind: 'schema' })), { failToPassCount: 1 }).changeClass, 'public_api_schema');
  });
  it('persistence / data migration: storage hits or migration files', () => {
    assert.equal(computeChangeClass(facts(file({ persistenceHits: ['json.dump'] })), { failToPassCount: 1 }).changeClass, 'persistence_data_migration');
    assert.equal(computeChangeClass(facts(file({ path: 'migrations/0002.sql', kind: 'migration' })), { failToPassCount: 1 }).changeClass, 'persistence_data_migration');
  });
  it('auth / security outranks everything', () => {
    const r = computeChangeClass(facts(file({ securityHits: ['hmac'], concurrencyHits: ['Lock'], publicSignatureChanges: ['x added'] })), { failToPassCount: 1 });
    assert.equal(r.changeClass, 'auth_security');
    assert.match(r.reasons.join(' '), /hmac/);
  });
  it('concurrency outranks persistence and API', () => {
    assert.equal(computeChangeClass(facts(file({ concurrencyHits: ['threading'], persistenceHits: ['pickle'] })), { failToPassCount: 1 }).changeClass, 'concurrency');
  });
  it('a hint raises the class but never lowers it', () => {
    const up = computeChangeClass(facts(file()), { failToPassCount: 1, hint: 'auth_security' });
    assert.equal(up.changeClass, 'auth_security');
    assert.equal(up.computed, 'normal_bug_fix');
    const down = computeChangeClass(facts(file({ securityHits: ['hashlib'] })), { failToPassCount: 1, hint: 'comment_documentation' });
    assert.equal(down.changeClass, 'auth_security');
    assert.match(down.reasons.join(' '), /never lowers/);
  });
});
