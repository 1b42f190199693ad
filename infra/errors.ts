// Typed failures, in one place. Activities throw these as ApplicationFailures; a failing
// candidate test is a result, never one of these.
import { ApplicationFailure } from '@temporalio/common';

import { ErrorType } from '../domain/errorTypes.js';
export { ErrorType };

export function badRequest(message: string, details?: unknown): ApplicationFailure {
  return ApplicationFailure.create({ type: ErrorType.BadRequest, message, nonRetryable: true, details: details === undefined ? [] : [details] });
}
export function repoUnavailable(message: string): ApplicationFailure {
  return ApplicationFailure.create({ type: ErrorType.RepoUnavailable, message, nonRetryable: true });
}
export function sandboxUnavailable(message: string): ApplicationFailure {
  return ApplicationFailure.create({ type: ErrorType.SandboxUnavailable, message, nonRetryable: true });
}
export function toolFailure(message: string, nonRetryable = false): ApplicationFailure {
  return ApplicationFailure.create({ type: ErrorType.ToolFailure, message, nonRetryable });
}

/** A task environment that cannot be built: names the package (or command) that failed. Retrying cannot help. */
export function environmentBuild(message: string, details: { package: string | null; step: string }): ApplicationFailure {
  return ApplicationFailure.create({ type: ErrorType.EnvironmentBuild, message, nonRetryable: true, details: [details] });
}
