// Typed failure names, shared by activities (which throw them) and workflows (which list the
// non-retryable ones).
export const ErrorType = {
  BadRequest: 'PatchgateBadRequest',
  RepoUnavailable: 'PatchgateRepoUnavailable',
  SandboxUnavailable: 'PatchgateSandboxUnavailable',
  RecordIncomplete: 'PatchgateRecordIncomplete',
  ToolFailure: 'PatchgateToolFailure',
} as const;
