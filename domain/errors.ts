// Typed failures, in one place (issue 12 item 2): the failure names, a builder per name, and one
// way to turn a schema violation into a bad request. Activities throw these as
// ApplicationFailures and workflows list the non-retryable names; a failing candidate test is a
// result, never one of these. Pure (ApplicationFailure is a plain error class of
// @temporalio/common), so workflow code may import it.
import { ApplicationFailure } from '@temporalio/common';
import type { z } from 'zod';

export const ErrorType = {
  BadRequest: 'PatchgateBadRequest',
  RepoUnavailable: 'PatchgateRepoUnavailable',
  SandboxUnavailable: 'PatchgateSandboxUnavailable',
  RecordIncomplete: 'PatchgateRecordIncomplete',
  ToolFailure: 'PatchgateToolFailure',
  /** A task environment could not be built (names the package); never a verdict on the patch. */
  EnvironmentBuild: 'PatchgateEnvironmentBuild',
} as const;
export type ErrorType = (typeof ErrorType)[keyof typeof ErrorType];

/** Input that can never succeed: a retry cannot help. */
export function badRequest(message: string, details?: unknown): ApplicationFailure {
  return ApplicationFailure.create({ type: ErrorType.BadRequest, message, nonRetryable: true, details: details === undefined ? [] : [details] });
}
export function repoUnavailable(message: string): ApplicationFailure {
  return ApplicationFailure.create({ type: ErrorType.RepoUnavailable, message, nonRetryable: true });
}
export function sandboxUnavailable(message: string): ApplicationFailure {
  return ApplicationFailure.create({ type: ErrorType.SandboxUnavailable, message, nonRetryable: true });
}
/** A record or report that does not match its schema: the data is wrong, a retry writes the same. */
export function recordIncomplete(message: string): ApplicationFailure {
  return ApplicationFailure.create({ type: ErrorType.RecordIncomplete, message, nonRetryable: true });
}
/** A project tool failed; retryable unless the cause says a retry cannot help. */
export function toolFailure(message: string, nonRetryable = false): ApplicationFailure {
  return ApplicationFailure.create({ type: ErrorType.ToolFailure, message, nonRetryable });
}

export interface IssueFormat {
  /** At most this many issues (default: all). */
  limit?: number;
  /** What an issue at the root is called (default: the empty path). */
  root?: string;
  /** Messages only, without their paths. */
  messagesOnly?: boolean;
}

/** A schema violation's issues, one line each: `path.to.field: message`. */
export function zodIssueLines(error: z.ZodError, fmt: IssueFormat = {}): string[] {
  const issues = fmt.limit === undefined ? error.issues : error.issues.slice(0, fmt.limit);
  return issues.map((i) => (fmt.messagesOnly ? i.message : `${i.path.join('.') || (fmt.root ?? '')}: ${i.message}`));
}

/** A schema violation as one line: `a.b: message; c: message`. */
export function formatZodIssues(error: z.ZodError, fmt: IssueFormat = {}): string {
  return zodIssueLines(error, fmt).join('; ');
}

/**
 * Parse a boundary input, or fail with a non-retryable bad request that names what was invalid
 * (`invalid <what>: path: message; ...`).
 */
export function parseOrBadRequest<S extends z.ZodType>(schema: S, input: unknown, what: string, fmt: IssueFormat = {}): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw badRequest(`invalid ${what}: ${formatZodIssues(parsed.error, fmt)}`);
  return parsed.data;
}

/** A task environment that cannot be built: names the package (or command) that failed. Retrying cannot help. */
export function environmentBuild(message: string, details: { package: string | null; step: string }): ApplicationFailure {
  return ApplicationFailure.create({ type: ErrorType.EnvironmentBuild, message, nonRetryable: true, details: [details] });
}
