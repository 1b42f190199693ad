// Spec 18 §3.3: the risk-sensitive threshold table, exactly. `requireEvidenceLevel` is the
// class → minimum-level map; `levelAtLeast` is the ladder's monotonic order.
import type { ChangeClass, EvidenceLevel } from './schemas.js';
import { LEVELS } from './schemas.js';

export const THRESHOLD_TABLE: Readonly<Record<ChangeClass, { level: EvidenceLevel; plus: string }>> = {
  comment_documentation: { level: 'A', plus: 'syntax/build where applicable' },
  local_refactor: { level: 'C', plus: 'targeted plus impacted regression' },
  normal_bug_fix: { level: 'C', plus: 'reproducer plus impacted/full regression' },
  public_api_schema: { level: 'D', plus: 'compatibility and impact validation' },
  persistence_data_migration: { level: 'D', plus: 'migration and round-trip tests' },
  auth_security: { level: 'E', plus: 'adversarial, fuzz, and property validation' },
  concurrency: { level: 'E', plus: 'repeated, stress, and race validation' },
};

/** The minimum required evidence level for a change class (spec 18 §3.3). */
export function requireEvidenceLevel(changeClass: ChangeClass): EvidenceLevel {
  return THRESHOLD_TABLE[changeClass].level;
}

export function levelRank(level: EvidenceLevel | null): number {
  return level === null ? -1 : LEVELS.indexOf(level);
}

export function levelAtLeast(reached: EvidenceLevel | null, required: EvidenceLevel): boolean {
  return levelRank(reached) >= levelRank(required);
}

export function maxLevel(a: EvidenceLevel, b: EvidenceLevel): EvidenceLevel {
  return levelRank(a) >= levelRank(b) ? a : b;
}
