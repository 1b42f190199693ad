// The registry of tell rules (spec 18 §3.6): the one list the scan runs, in this order, and
// from which the list of tell kinds is derived. A new tell kind is a new file in rules/ and one
// line here.
import { constantSubstitution } from './rules/constantSubstitution.js';
import { inputSpecialCasing } from './rules/inputSpecialCasing.js';
import { branchDeletion } from './rules/branchDeletion.js';
import { conditionWeakening } from './rules/conditionWeakening.js';
import { scopeBroadening } from './rules/scopeBroadening.js';
import { testHack } from './rules/testHack.js';

export const TELL_RULES = [constantSubstitution, inputSpecialCasing, branchDeletion, conditionWeakening, scopeBroadening, testHack] as const;

export type TellKind = (typeof TELL_RULES)[number]['kind'];

export const TELL_KINDS: readonly TellKind[] = TELL_RULES.map((r) => r.kind);
