// describeFailure walks a failure chain to the typed cause (issue 13.2): the chains the client
// really returns for a failed activity, a failed child workflow and a timeout.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { WorkflowFailedError } from '@temporalio/client';
import { ActivityFailure, ApplicationFailure, ChildWorkflowFailure, RetryState, TimeoutFailure, TimeoutType } from '@temporalio/common';
import { describeFailure } from '../../cli/failure.js';

describe('describeFailure', () => {
  const app = ApplicationFailure.create({ type: 'PatchgateRepoUnavailable', message: 'repository not found: /x', nonRetryable: true });
  it('activity failure: type and message of the ApplicationFailure, and where', () => {
    const act = new ActivityFailure('Activity task failed', 'prepareWorkspace', '1', RetryState.NON_RETRYABLE_FAILURE, 'w', app);
    const wf = new WorkflowFailedError('Workflow execution failed', act, RetryState.NON_RETRYABLE_FAILURE);
    assert.equal(describeFailure(wf), 'workflow failed: PatchgateRepoUnavailable: repository not found: /x (activity prepareWorkspace)');
  });
  it('child workflow failure: the innermost typed cause', () => {
    const act = new ActivityFailure('Activity task failed', 'applyEditActivity', '3', RetryState.NON_RETRYABLE_FAILURE, 'w', app);
    const child = new ChildWorkflowFailure('default', { workflowId: 'x/edits', runId: 'r' }, 'applyEdits', RetryState.NON_RETRYABLE_FAILURE, act);
    const wf = new WorkflowFailedError('Workflow execution failed', child, RetryState.NON_RETRYABLE_FAILURE);
    assert.equal(describeFailure(wf), 'workflow failed: PatchgateRepoUnavailable: repository not found: /x (child workflow x/edits, activity applyEditActivity)');
  });
  it('a timeout names its kind', () => {
    const t = new TimeoutFailure('activity StartToClose timeout', undefined, TimeoutType.START_TO_CLOSE);
    const act = new ActivityFailure('Activity task timed out', 'runTests', '2', RetryState.MAXIMUM_ATTEMPTS_REACHED, 'w', t);
    const out = describeFailure(new WorkflowFailedError('Workflow execution failed', act, RetryState.MAXIMUM_ATTEMPTS_REACHED));
    assert.equal(out, 'workflow failed: timeout (START_TO_CLOSE): activity StartToClose timeout (activity runTests)');
  });
  it('a plain error is its message', () => {
    assert.equal(describeFailure(new Error('give --corpus DIR')), 'give --corpus DIR');
    assert.equal(describeFailure('x'), 'x');
  });
});
