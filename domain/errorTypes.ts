// Typed failure names, shared by activities (which throw them) and workflows (which list the
// non-retryable ones).
export const ErrorType = {
  BadRequest: 'PatchgateBadRequest',
  RepoUnavailable: 'PatchgateRepoUnavailable',
  SandboxUnavailable: 'PatchgateSandboxUnavailable',
  RecordIncomplete: 'PatchgateRecordIncomplete',
  ToolFailure: 'PatchgateToolFailure',
  /** A task environment could not be built (names the package); never a verdict on the patch. */
  EnvironmentBuild: 'PatchgateEnvironmentBuild',
} as const;
