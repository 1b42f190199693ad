// What `patchgate submit` fills in where a request is silent (issue 12 item 9, issue 11 item 5).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { withSubmitDefaults } from '../../cli/commands/submit.js';
import type { AcceptRequestInput } from '../../domain/schemas.js';

const base: AcceptRequestInput = { repo: { path: '/r', commit: 'HEAD' }, patch: 'x' };
const edits = { intents: [{ id: 'i1' }] } as unknown as AcceptRequestInput['edits'];

describe('submit defaults', () => {
  it('the gate mode is 18gate unless the flag, the request or ACCEPT says otherwise', () => {
    assert.equal(withSubmitDefaults(base, undefined, {}).mode, '18gate');
    assert.equal(withSubmitDefaults(base, undefined, { ACCEPT: 'greencommit' }).mode, 'greencommit');
    assert.equal(withSubmitDefaults({ ...base, mode: '18gate' }, undefined, { ACCEPT: 'greencommit' }).mode, '18gate');
    assert.equal(withSubmitDefaults(base, 'greencommit', { ACCEPT: '18gate' }).mode, 'greencommit');
  });
  it('EDIT picks the edit path only of edit intents that name none, and only when set', () => {
    assert.equal(withSubmitDefaults({ ...base, edits }, undefined, { EDIT: 'raw' }).edits?.mode, 'raw');
    assert.equal(withSubmitDefaults({ ...base, edits }, undefined, {}).edits?.mode, undefined, 'unset: the schema default (edit10) applies');
    assert.equal(withSubmitDefaults({ ...base, edits: { ...edits!, mode: 'edit10' } }, undefined, { EDIT: 'raw' }).edits?.mode, 'edit10');
    assert.throws(() => withSubmitDefaults({ ...base, edits }, undefined, { EDIT: 'fast' }), /EDIT must be edit10 or raw/);
  });
  it('names the deployment’s sandbox queue unless the request names one; CRITIC sets the critic', () => {
    assert.equal(withSubmitDefaults(base, undefined, {}).sandboxTaskQueue, undefined);
    assert.equal(withSubmitDefaults(base, undefined, { PATCHGATE_SANDBOX_TASK_QUEUE: ' pg-box ' }).sandboxTaskQueue, 'pg-box');
    assert.equal(withSubmitDefaults({ ...base, sandboxTaskQueue: 'mine' }, undefined, { PATCHGATE_SANDBOX_TASK_QUEUE: 'pg-box' }).sandboxTaskQueue, 'mine');
    assert.equal(withSubmitDefaults(base, undefined, { CRITIC: '22' }).critic, '22');
  });
});
