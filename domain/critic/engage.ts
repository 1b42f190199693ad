// Spec 22 §3 `decide_engage` [D] and §3.7: is an adversarial pass worth its cost? The model never
// decides whether it runs. The blast-radius test, over the change class, the impact evidence
// from the code graph (callers and modules the diff touches) and the gate's own coverage — first
// matching rule wins:
//
//  1. CRITIC=off                                  → decline (the A/B driver's critic-off arm)
//  2. the deterministic gate already REJECTs      → decline (a critic can only add a REJECT)
//  3. no changed file                             → decline (nothing to attack)
//  4. change class auth_security, concurrency, persistence_data_migration or public_api_schema
//                                                 → engage (large radius by class)
//  5. change class comment_documentation          → decline (nothing executable changed)
//  6. small radius AND full coverage              → decline: the deterministic validator alone
//                                                   suffices — an empty L column, the design
//                                                   working (§5.2)
//  7. otherwise                                   → engage, with the reasons (radius not small,
//                                                   coverage unknown, partial or vacuous)
//
//  small radius  = changed entities ≤ 2, non-test call sites of them ≤ 2, and dependent modules
//                  (non-test files outside the diff that call or import changed code) ≤ 1
//  full coverage = the gate measured coverageReached = 1 on the changed executable lines, the
//                  green is not vacuous, and the guard set is not empty
//
// Every decision, engage or decline, is logged to the review ledger by the workflow. Pure.
import type { ChangeClass } from '../schemas.js';
import type { GateCoverage, ReviewImpact } from './schemas.js';

export const SMALL_RADIUS = { entities: 2, callers: 2, dependentModules: 1 } as const;
export const HIGH_RISK_CLASSES: readonly ChangeClass[] = ['auth_security', 'concurrency', 'persistence_data_migration', 'public_api_schema'];

export interface EngageFacts {
  critic: '22' | 'off';
  changeClass: ChangeClass;
  verdictSoFar: 'ACCEPT' | 'REJECT' | 'INCONCLUSIVE' | null;
  impact: Pick<ReviewImpact, 'changedFiles' | 'changedEntities' | 'callers' | 'dependentModules'>;
  coverage: GateCoverage | null;
  guardCount: number;
}

export interface EngageDecision {
  engage: boolean;
  rule: 'critic-off' | 'gate-rejects' | 'no-change' | 'high-risk-class' | 'documentation-only' | 'small-radius-full-coverage' | 'radius-or-coverage';
  reasons: string[];
  radius: { entities: number; callers: number; dependentModules: number; small: boolean };
  coverage: { reached: number | null; vacuous: boolean | null; guards: number; full: boolean };
}

export function decideEngage(f: EngageFacts): EngageDecision {
  const entities = f.impact.changedEntities.length;
  const callers = f.impact.callers.length;
  const dependentModules = f.impact.dependentModules.length;
  const small = entities <= SMALL_RADIUS.entities && callers <= SMALL_RADIUS.callers && dependentModules <= SMALL_RADIUS.dependentModules;
  const reached = f.coverage?.coverageReached ?? null;
  const vacuous = f.coverage?.vacuous ?? null;
  const full = reached !== null && reached >= 1 && vacuous === false && f.guardCount > 0;
  const radius = { entities, callers, dependentModules, small };
  const coverage = { reached, vacuous, guards: f.guardCount, full };
  const d = (engage: boolean, rule: EngageDecision['rule'], reasons: string[]): EngageDecision => ({ engage, rule, reasons, radius, coverage });

  if (f.critic !== '22') return d(false, 'critic-off', ['CRITIC=off: the critic-off arm (an empty L column)']);
  if (f.verdictSoFar === 'REJECT') return d(false, 'gate-rejects', ['the deterministic gate already REJECTs; a critic can only add a REJECT']);
  if (f.impact.changedFiles.length === 0) return d(false, 'no-change', ['the patch changes no file']);
  if (HIGH_RISK_CLASSES.includes(f.changeClass)) return d(true, 'high-risk-class', [`change class ${f.changeClass} has a large blast radius by definition`]);
  if (f.changeClass === 'comment_documentation') return d(false, 'documentation-only', ['only documentation changed: nothing executable for a critic to falsify']);
  if (small && full) {
    return d(false, 'small-radius-full-coverage', [
      `small blast radius (${entities} entities, ${callers} call sites, ${dependentModules} dependent modules) and full gate coverage of the changed lines: the deterministic validator alone suffices`,
    ]);
  }
  const reasons: string[] = [];
  if (!small) {
    reasons.push(
      `blast radius not small: ${entities} changed entities (≤ ${SMALL_RADIUS.entities}), ${callers} call sites (≤ ${SMALL_RADIUS.callers}), ${dependentModules} dependent modules (≤ ${SMALL_RADIUS.dependentModules})`,
    );
  }
  if (!full) {
    if (reached === null) reasons.push('the gate did not measure coverage of the changed lines');
    else if (reached < 1) reasons.push(`the gate's tests reach ${Math.round(reached * 100)}% of the changed executable lines`);
    if (vacuous === true) reasons.push('vacuous green: no selected test executes the changed lines');
    if (f.guardCount === 0) reasons.push('empty guard set');
    if (reasons.length === (small ? 0 : 1)) reasons.push('coverage of the changed lines is not established');
  }
  return d(true, 'radius-or-coverage', reasons);
}

/** `CRITIC=22|off` (default off), for callers that build requests from the environment. */
export function criticFlagFrom(env: Readonly<Record<string, string | undefined>>): '22' | 'off' {
  const v = (env.CRITIC ?? 'off').trim().toLowerCase();
  if (v === '22') return '22';
  if (v === 'off' || v === '') return 'off';
  throw new Error(`CRITIC must be 22 or off, got ${JSON.stringify(env.CRITIC)}`);
}
