// domain/errors.ts: the typed failures and the one zod-issue formatter, with the exact messages
// callers and tests rely on.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { ApplicationFailure } from '@temporalio/common';
import { ErrorType, badRequest, formatZodIssues, parseOrBadRequest, recordIncomplete, toolFailure, zodIssueLines } from '../../domain/errors.js';

const Req = z.object({ repo: z.object({ commit: z.string() }), ids: z.array(z.string().min(1, 'a test id must not be empty')) });
const bad = Req.safeParse({ repo: {}, ids: [''] });

describe('domain/errors', () => {
  it('formats issues once: path, message, joined; with a limit, a root label, or messages only', () => {
    assert.equal(bad.success, false);
    const err = bad.error!;
    assert.equal(formatZodIssues(err), 'repo.commit: Invalid input: expected string, received undefined; ids.0: a test id must not be empty');
    assert.equal(formatZodIssues(err, { limit: 1 }), 'repo.commit: Invalid input: expected string, received undefined');
    assert.equal(formatZodIssues(err, { messagesOnly: true, limit: 1 }), 'Invalid input: expected string, received undefined');
    const root = z.string().safeParse(3).error!;
    assert.deepEqual(zodIssueLines(root), [': Invalid input: expected string, received number']);
    assert.deepEqual(zodIssueLines(root, { root: '(root)' }), ['(root): Invalid input: expected string, received number']);
  });
  it('parseOrBadRequest returns the parsed value, or throws a non-retryable typed bad request', () => {
    assert.deepEqual(parseOrBadRequest(Req, { repo: { commit: 'HEAD' }, ids: ['t'] }, 'request'), { repo: { commit: 'HEAD' }, ids: ['t'] });
    assert.throws(
      () => parseOrBadRequest(Req, { repo: {}, ids: [''] }, 'acceptPatch request'),
      (e: unknown) =>
        e instanceof ApplicationFailure &&
        e.type === ErrorType.BadRequest &&
        e.nonRetryable === true &&
        e.message === 'invalid acceptPatch request: repo.commit: Invalid input: expected string, received undefined; ids.0: a test id must not be empty',
    );
  });
  it('each builder carries its type and retryability', () => {
    assert.equal(badRequest('x').type, 'PatchgateBadRequest');
    assert.equal(recordIncomplete('x').type, 'PatchgateRecordIncomplete');
    assert.equal(recordIncomplete('x').nonRetryable, true);
    assert.equal(toolFailure('x').nonRetryable, false);
    assert.equal(toolFailure('x', true).nonRetryable, true);
  });
});
