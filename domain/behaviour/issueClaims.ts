// Generated reproducers from the issue text (spec 18 §3.1 Level B: "a generated reproduction test
// validated against the buggy baseline"). python/patchgate_tools/issue_claims.py reads the claims
// of a bug report — code the reporter ran, what they saw, what they expected — and runs them on a
// tree. This module decides, purely:
//  - which claims are validated: the pre-edit shows exactly what the reporter saw, and fails the
//    expectation (a claim whose code does not run here, or whose output the pre-edit does not
//    reproduce, proves nothing and is dropped — a misread sentence cannot reach the verdict);
//  - which validated claims the candidate still fails *as reported*: the candidate runs the
//    reporter's code and shows exactly what the reporter saw (the same wrong value, the same
//    exception, the same hang). That is a reproducer that did not flip, the same evidence as a
//    FAIL_TO_PASS test that still fails (typed fixed?). A candidate that gives something else than
//    both the reported and the expected outcome is recorded, never a REJECT: maintainers often settle
//    a report otherwise than its author asked (an error where a value was expected), and a claim
//    that cannot run on the candidate (an import it broke) is the visible tests' to judge.
// A report naming a second entry point ("`max_aliquots(126, 50)` says 1, but …") is a reproducer
// the visible FAIL_TO_PASS may lack: a fix of only the tested function leaves it failing.
import { z } from 'zod';

export const ClaimSpec = z.object({
  kind: z.enum(['value', 'raises', 'no-error', 'hangs', 'differs']),
  text: z.string().optional(),
  name: z.string().nullable().optional(),
});
export type ClaimSpec = z.infer<typeof ClaimSpec>;

export const IssueClaim = z.object({
  id: z.string(),
  setup: z.array(z.string()),
  expr: z.string().optional(),
  stmt: z.string().optional(),
  seen: ClaimSpec.nullable(),
  expected: ClaimSpec,
  form: z.string(),
});
export type IssueClaim = z.infer<typeof IssueClaim>;

export const ClaimOutcome = z.object({
  id: z.string(),
  status: z.enum(['ok', 'raised', 'hang', 'unresolved', 'setup-error']),
  repr: z.string().optional(),
  exc: z.array(z.string()).optional(),
  message: z.string().optional(),
  name: z.string().optional(),
  /** Whether the outcome is what the reporter saw (null: nothing seen was stated, or not comparable). */
  seen: z.boolean().nullable().optional(),
  /** Whether the outcome is what the reporter expected (null: not comparable). */
  expected: z.boolean().nullable().optional(),
});
export type ClaimOutcome = z.infer<typeof ClaimOutcome>;

export const ClaimRun = z.object({ claims: z.array(IssueClaim), outcomes: z.record(z.string(), ClaimOutcome) });
export type ClaimRun = z.infer<typeof ClaimRun>;

/**
 * What the candidate made of a validated claim: `met` the reporter's expectation, still shows
 * exactly what the reporter saw (`as-reported`), something else (`otherwise`), or the claim did
 * not run on it (`not-run`).
 */
export const ClaimStatus = z.enum(['met', 'as-reported', 'otherwise', 'not-run']);
export type ClaimStatus = z.infer<typeof ClaimStatus>;

/** One validated claim and what the candidate made of it. */
export const ClaimVerdict = z.object({
  id: z.string(),
  /** The reporter's code (setup excluded). */
  code: z.string(),
  expected: z.string(),
  baseline: z.string(),
  candidate: z.string(),
  met: z.boolean(),
  status: ClaimStatus,
});
export type ClaimVerdict = z.infer<typeof ClaimVerdict>;

/** The issue-reproducer evidence of one run, as the record's envelope carries it. */
export const IssueReproducerEvidence = z.object({
  /** Claims read out of the issue text. */
  extracted: z.number().int(),
  /** Claims the pre-edit reproduced as the reporter saw them and failed as the reporter said. */
  validated: z.number().int(),
  /** Per validated claim, the candidate's outcome. */
  claims: z.array(ClaimVerdict),
  /** Why nothing ran or what was dropped (a claim whose code does not run on the pre-edit, …). */
  notes: z.array(z.string()),
});
export type IssueReproducerEvidence = z.infer<typeof IssueReproducerEvidence>;

const RAN = new Set(['ok', 'raised', 'hang']);

/** The code a claim runs, for the record. */
export function claimCode(c: IssueClaim): string {
  return (c.expr ?? c.stmt ?? '').trim();
}

export function describeSpec(s: ClaimSpec | null | undefined): string {
  if (!s) return 'nothing stated';
  switch (s.kind) {
    case 'value':
      return s.text ?? '?';
    case 'raises':
      return `raises ${s.name ?? 'an exception'}`;
    case 'no-error':
      return 'no error';
    case 'hangs':
      return 'does not return';
    case 'differs':
      return 'not what the reporter saw';
  }
}

export function describeOutcome(o: ClaimOutcome | undefined): string {
  if (!o) return 'no outcome recorded';
  switch (o.status) {
    case 'ok':
      return o.repr ?? '?';
    case 'raised':
      return `raises ${o.exc?.[0] ?? 'an exception'}${o.message ? `: ${o.message.slice(0, 120)}` : ''}`;
    case 'hang':
      return 'does not return within the claim time limit';
    case 'unresolved':
      return `cannot run here (${o.name ?? 'a name'} is not defined)`;
    case 'setup-error':
      return `setup fails (${o.exc?.[0] ?? 'error'}${o.message ? `: ${o.message.slice(0, 120)}` : ''})`;
  }
}

/**
 * The claims validated against the buggy baseline: the pre-edit ran the claim's code, showed what
 * the reporter saw (stated and reproduced, not merely absent), and does not meet the expectation.
 */
export function validatedClaims(run: ClaimRun): { claims: IssueClaim[]; notes: string[] } {
  const claims: IssueClaim[] = [];
  const notes: string[] = [];
  for (const c of run.claims) {
    const o = run.outcomes[c.id];
    const code = claimCode(c).slice(0, 120);
    if (!o || !RAN.has(o.status)) notes.push(`issue claim \`${code}\` not used: ${describeOutcome(o)} on the pre-edit`);
    else if (o.seen !== true) notes.push(`issue claim \`${code}\` not used: the pre-edit gives ${describeOutcome(o)}, not what the report shows (${describeSpec(c.seen)})`);
    else if (o.expected !== false) notes.push(`issue claim \`${code}\` not used: the pre-edit already meets the report's expectation (${describeSpec(c.expected)})`);
    else claims.push(c);
  }
  return { claims, notes };
}

/** What the candidate made of each validated claim. */
export function judgeClaims(claims: IssueClaim[], baseline: ClaimRun['outcomes'], candidate: ClaimRun['outcomes']): ClaimVerdict[] {
  return claims.map((c) => {
    const o = candidate[c.id];
    const met = o?.expected === true;
    const status: ClaimStatus = met ? 'met' : !o || !RAN.has(o.status) ? 'not-run' : o.seen === true ? 'as-reported' : 'otherwise';
    return {
      id: c.id,
      code: claimCode(c),
      expected: describeSpec(c.expected),
      baseline: describeOutcome(baseline[c.id]),
      candidate: describeOutcome(o),
      met,
      status,
    };
  });
}

/** The fixed? failure a claim the candidate still shows as reported makes, or null when there is none. */
export function issueReproducerFailure(e: IssueReproducerEvidence | null | undefined): string | null {
  const failed = (e?.claims ?? []).filter((c) => c.status === 'as-reported');
  if (failed.length === 0) return null;
  const shown = failed
    .slice(0, 3)
    .map((c) => `\`${c.code.slice(0, 160)}\` gives ${c.candidate.slice(0, 160)} on the candidate (the pre-edit gave ${c.baseline.slice(0, 120)}; the report expects ${c.expected.slice(0, 120)})`);
  return `a reproducer generated from the issue text still shows what the report shows: ${shown.join(' | ')}`;
}
