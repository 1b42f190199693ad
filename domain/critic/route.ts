// Spec 22 §3.5 `route_falsification` [D]: each admitted finding is bound to exactly one
// verification procedure — test, static analysis, trace replay or counterfactual execution —
// from its (claim, falsification) pair. The table (exhaustive; first row that applies):
//
//   falsification form                      → route
//   static <check> …               (F3)     → static_analysis
//   repeat <N> …                   (F4)     → trace_replay (N runs per tree)
//   revert <edit> … / repair …     (F5, F6) → counterfactual (the edit reverted / the repair applied)
//   pytest module or test id (F1, F2), claim about a race / concurrency / flakiness
//                                           → trace_replay (DEFAULT_REPLAY_RUNS runs per tree:
//                                             one run cannot refute a race)
//   pytest module or test id (F1, F2), any other claim
//                                           → test (the candidate vs the pre-edit tree)
//
// A finding whose falsification parses to nothing has no route: it was already downgraded to
// advisory by enforceSchema and is never executed. Pure; no model.
import type { FalsificationProcedure, StaticCheck, TestRef } from './falsification.js';
import type { Route } from './schemas.js';

export const DEFAULT_REPLAY_RUNS = 5;

export type ClaimKind = 'race' | 'type' | 'contract' | 'behavior_change' | 'other';

const RACE = /\b(races?|racy|data[- ]race|concurren\w*|threads?|threading|thread-safe\w*|locks?|locking|deadlocks?|non-?determinis\w*|flak\w*|intermittent\w*|interleav\w*|timing-dependent|order-dependent)\b/i;
const TYPE = /\b(types?|typing|type-unsound\w*|unsound\w*|TypeError|AttributeError|annotation|signature|None is not|NoneType|undefined name)\b/i;
const CONTRACT = /\b(null|None)[- ]check|\b(guard|precondition|invariant|contract|validation|validates?|raises?)\b/i;
const BEHAVIOR = /\b(behaviou?r|regress\w*|no longer|used to|changes? the result|breaks?|different result|returns? .* instead)\b/i;

/** What the claim is about (recorded; only `race` changes the route). */
export function claimKind(claim: string): ClaimKind {
  if (RACE.test(claim)) return 'race';
  if (TYPE.test(claim)) return 'type';
  if (CONTRACT.test(claim)) return 'contract';
  if (BEHAVIOR.test(claim)) return 'behavior_change';
  return 'other';
}

export type Counterfactual = { kind: 'revert_edit'; editId: string } | { kind: 'apply_repair'; repair: string };

export type RoutedProcedure =
  | { route: 'test'; test: TestRef }
  | { route: 'static_analysis'; check: StaticCheck; paths: string[] }
  | { route: 'trace_replay'; runs: number; test: TestRef }
  | { route: 'counterfactual'; counterfactual: Counterfactual; test: TestRef };

export interface Routing {
  route: Route;
  claimKind: ClaimKind;
  procedure: RoutedProcedure;
  why: string;
}

export function routeFalsification(claim: string, procedure: FalsificationProcedure): Routing {
  const kind = claimKind(claim);
  switch (procedure.form) {
    case 'static_check':
      return { route: 'static_analysis', claimKind: kind, procedure: { route: 'static_analysis', check: procedure.check, paths: procedure.paths }, why: `static check ${procedure.check}` };
    case 'repeat':
      return { route: 'trace_replay', claimKind: kind, procedure: { route: 'trace_replay', runs: procedure.runs, test: procedure.test }, why: `${procedure.runs} repeated runs per tree` };
    case 'revert_edit':
      return {
        route: 'counterfactual',
        claimKind: kind,
        procedure: { route: 'counterfactual', counterfactual: { kind: 'revert_edit', editId: procedure.editId }, test: procedure.test },
        why: `counterfactual: ${procedure.editId} reverted`,
      };
    case 'apply_repair':
      return {
        route: 'counterfactual',
        claimKind: kind,
        procedure: { route: 'counterfactual', counterfactual: { kind: 'apply_repair', repair: procedure.repair }, test: procedure.test },
        why: "counterfactual: the critic's repair applied",
      };
    case 'pytest_source':
    case 'test_id':
      if (kind === 'race') {
        return {
          route: 'trace_replay',
          claimKind: kind,
          procedure: { route: 'trace_replay', runs: DEFAULT_REPLAY_RUNS, test: procedure.test },
          why: `race claim: ${DEFAULT_REPLAY_RUNS} repeated runs per tree (one run cannot refute a race)`,
        };
      }
      return { route: 'test', claimKind: kind, procedure: { route: 'test', test: procedure.test }, why: 'test: candidate vs pre-edit tree' };
  }
}
