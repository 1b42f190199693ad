// Spec 22 §3.4 `enforce_schema` [D]: the critic does not get to define the rules of its own
// acceptance. Each raw finding must be EXACTLY the six-field ReviewFinding; `location` must be an
// atomic-edit id of this packet or "whole-patch"; `severity` ∈ {blocking, advisory}. A blocking
// finding whose `falsification` is empty or is not one of the executable forms
// (domain/critic/falsification.ts) is downgraded to advisory — never blocking. Malformed findings
// are rejected one by one (the others stand); there is no re-request: the critic is one call.
// Pure.
import { z } from 'zod';
import { REVIEW_FINDING_FIELDS, ReviewFinding, WHOLE_PATCH } from './schemas.js';
import { parseFalsification } from './falsification.js';
import type { FalsificationProcedure } from './falsification.js';
import { zodIssueLines } from '../errors.js';

/** At most this many findings are admitted per review (the rest are rejected as over the bound). */
export const MAX_FINDINGS = 20;

export interface AdmittedFinding {
  /** F1, F2, … in the critic's order. */
  id: string;
  /** The finding as admitted (severity already downgraded where the rule says so). */
  finding: ReviewFinding;
  /** Why a blocking finding became advisory, or null. */
  downgraded: string | null;
  /** The parsed executable procedure, or null when the falsification is not executable. */
  procedure: FalsificationProcedure | null;
}

export interface RejectedFinding {
  index: number;
  reasons: string[];
}

export interface SchemaOutcome {
  received: number;
  admitted: AdmittedFinding[];
  rejected: RejectedFinding[];
  downgraded: number;
}

function issues(err: z.ZodError): string[] {
  return zodIssueLines(err, { root: '(finding)' });
}

export function enforceSchema(raw: readonly unknown[], editIds: readonly string[]): SchemaOutcome {
  const vocabulary = new Set([...editIds, WHOLE_PATCH]);
  const out: SchemaOutcome = { received: raw.length, admitted: [], rejected: [], downgraded: 0 };
  raw.forEach((item, index) => {
    const reasons: string[] = [];
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      out.rejected.push({ index, reasons: ['a finding must be an object'] });
      return;
    }
    const keys = Object.keys(item);
    const extra = keys.filter((k) => !(REVIEW_FINDING_FIELDS as readonly string[]).includes(k));
    const missing = REVIEW_FINDING_FIELDS.filter((k) => !keys.includes(k));
    if (extra.length) reasons.push(`not one of the six fields: ${extra.join(', ')}`);
    if (missing.length) reasons.push(`missing field: ${missing.join(', ')}`);
    const parsed = ReviewFinding.safeParse(item);
    if (!parsed.success) {
      if (reasons.length === 0) reasons.push(...issues(parsed.error));
    } else if (!vocabulary.has(parsed.data.location)) {
      reasons.push(`location "${parsed.data.location}" is neither an atomic-edit id of this patch nor "${WHOLE_PATCH}"`);
    }
    if (reasons.length > 0 || !parsed.success) {
      out.rejected.push({ index, reasons });
      return;
    }
    if (out.admitted.length >= MAX_FINDINGS) {
      out.rejected.push({ index, reasons: [`over the bound of ${MAX_FINDINGS} findings per review`] });
      return;
    }
    let finding = parsed.data;
    const proc = parseFalsification(finding.falsification, editIds, finding.location);
    let downgraded: string | null = null;
    if (finding.severity === 'blocking' && !proc.ok) {
      downgraded = `blocking → advisory: ${proc.reason}`;
      finding = { ...finding, severity: 'advisory' };
      out.downgraded++;
    }
    out.admitted.push({ id: `F${out.admitted.length + 1}`, finding, downgraded, procedure: proc.ok ? proc.procedure : null });
  });
  return out;
}
