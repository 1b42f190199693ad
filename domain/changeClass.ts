// Spec 18 §3.3 `compute_change_class`: a deterministic risk classification over the facts of
// the change (ChangeFacts, computed from the diff and both trees by the analyzeChange
// activity). Highest-risk rule wins; a caller's hint can raise the class, never lower it.
import type { ChangeClass, ChangeFacts } from './schemas.js';

/** Risk order used for "a hint never lowers the class". */
export const CLASS_RISK: Readonly<Record<ChangeClass, number>> = {
  comment_documentation: 0,
  local_refactor: 1,
  normal_bug_fix: 2,
  public_api_schema: 3,
  persistence_data_migration: 4,
  concurrency: 5,
  auth_security: 6,
};

export interface ChangeClassResult {
  changeClass: ChangeClass;
  computed: ChangeClass;
  hint: ChangeClass | null;
  reasons: string[];
}

/**
 * The rules, first match wins (documented in README "Change classes"):
 * 1. auth_security — a changed code file or entity touches authentication, authorization,
 *    cryptography, secrets or tokens (path/entity names, or security APIs on changed lines).
 * 2. concurrency — changed code uses threads, locks, async, queues or process pools.
 * 3. persistence_data_migration — a migration/schema-version/serialization/storage file or
 *    entity changed, or changed lines do file/database persistence.
 * 4. public_api_schema — a public signature was added, removed or changed, `__all__` changed,
 *    or a schema file (JSON Schema, .proto, OpenAPI, SQL DDL) changed.
 * 5. comment_documentation — only docs/comments changed: doc files, or Python files whose AST
 *    is identical once docstrings are dropped.
 * 6. local_refactor — no reproducer is claimed (no FAIL_TO_PASS ids) and no rule above fired.
 * 7. normal_bug_fix — everything else.
 */
export function computeChangeClass(facts: ChangeFacts, opts: { failToPassCount: number; hint?: ChangeClass | null }): ChangeClassResult {
  const reasons: string[] = [];
  const code = facts.files.filter((f) => f.kind !== 'doc');
  let computed: ChangeClass;
  const sec = code.flatMap((f) => f.securityHits.map((h) => `${f.path}: ${h}`));
  const conc = code.flatMap((f) => f.concurrencyHits.map((h) => `${f.path}: ${h}`));
  const pers = code.flatMap((f) => f.persistenceHits.map((h) => `${f.path}: ${h}`));
  const api = code.flatMap((f) => [
    ...f.publicSignatureChanges.map((s) => `${f.path}: public signature ${s}`),
    ...(f.exportsChanged ? [`${f.path}: __all__ changed`] : []),
    ...(f.kind === 'schema' ? [`${f.path}: schema file`] : []),
  ]);
  const migrationFiles = facts.files.filter((f) => f.kind === 'migration').map((f) => `${f.path}: migration file`);
  const docOnly =
    facts.files.length > 0 && facts.files.every((f) => f.kind === 'doc' || (f.kind === 'python' && f.docOnly && f.status === 'modified'));
  if (sec.length) {
    computed = 'auth_security';
    reasons.push(...sec);
  } else if (conc.length) {
    computed = 'concurrency';
    reasons.push(...conc);
  } else if (pers.length || migrationFiles.length) {
    computed = 'persistence_data_migration';
    reasons.push(...migrationFiles, ...pers);
  } else if (api.length) {
    computed = 'public_api_schema';
    reasons.push(...api);
  } else if (docOnly) {
    computed = 'comment_documentation';
    reasons.push('only documentation, comments or docstrings changed');
  } else if (opts.failToPassCount === 0) {
    computed = 'local_refactor';
    reasons.push('no FAIL_TO_PASS reproducer claimed and no public, persistence, security or concurrency surface touched');
  } else {
    computed = 'normal_bug_fix';
    reasons.push('code change with a reproducer; no higher-risk surface touched');
  }
  const hint = opts.hint ?? null;
  let changeClass = computed;
  if (hint && CLASS_RISK[hint] > CLASS_RISK[computed]) {
    changeClass = hint;
    reasons.push(`raised to ${hint} by the caller's hint`);
  } else if (hint && hint !== computed) {
    reasons.push(`hint ${hint} ignored: a hint never lowers the computed class`);
  }
  return { changeClass, computed, hint, reasons: reasons.slice(0, 20) };
}
