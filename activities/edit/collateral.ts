// checkCollateral (e2): the post-apply diff, computed by the harness from the two files, must
// fall strictly inside the declared entity and span. Used inside applyEdit (with the facts it
// already holds) and exposed as its own activity for probes (§7.6) over any before/after pair.
// Read-only, idempotent.
import { randomBytes } from 'node:crypto';
import { mkdirSync, chmodSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ActivityDeps } from '../deps.js';
import type { FileFacts } from '../../domain/edit/facts.js';
import { ownerNames } from '../../domain/edit/facts.js';
import type { LineHunk, Span } from '../../domain/edit/schemas.js';
import { checkCollateralRule } from '../../domain/edit/collateral.js';
import type { CollateralVerdict } from '../../domain/edit/collateral.js';
import { lineHunks, slideHunks } from '../../domain/edit/hunks.js';
import { runEditFacts } from '../../infra/edit/tools.js';
import { writeScratch } from './workspace.js';

export interface CollateralResult extends CollateralVerdict {
  hunks: LineHunk[];
}

/** The rule over two texts whose facts are known (post facts null when the result does not parse). */
export function collateralOf(args: { before: string; after: string; declared: string[]; span: Span; preFacts: FileFacts; postFacts: FileFacts | null }): CollateralResult {
  const hunks = slideHunks(lineHunks(args.before, args.after), args.before, args.after, args.span);
  const verdict = checkCollateralRule({
    hunks,
    declared: args.declared,
    span: args.span,
    preOwners: ownerNames(args.preFacts),
    postOwners: args.postFacts && !args.postFacts.parse_error ? ownerNames(args.postFacts) : null,
  });
  return { ...verdict, hunks };
}

export interface CheckCollateralInput {
  /** Repository-relative path (for messages only). */
  file: string;
  before: string;
  after: string;
  declared: string[];
  span: Span;
}

/**
 * The collateral rule on two whole files, outside any edit: the probe of spec 10 §7.6 (a test
 * tool, not a registered activity — applyEdit applies the same rule through `collateralOf`).
 */
export function makeCheckCollateral(deps: ActivityDeps) {
  return async function checkCollateral(input: CheckCollateralInput): Promise<CollateralResult> {
    const root = path.join(deps.config.workspace.dir, 'edits');
    mkdirSync(root, { recursive: true, mode: 0o755 });
    const dir = path.join(root, `probe-${randomBytes(6).toString('hex')}`);
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    try {
      const [pre, post] = await runEditFacts(deps.sandbox, dir, [
        { path: writeScratch(dir, 'before.py', input.before), spans: [] },
        { path: writeScratch(dir, 'after.py', input.after), spans: [] },
      ]);
      return collateralOf({ before: input.before, after: input.after, declared: input.declared, span: input.span, preFacts: pre!, postFacts: post ?? null });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
