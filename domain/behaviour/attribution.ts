// Behaviour-change attribution (spec 18 §3.5, issue 10 item 1). A fix is supposed to change
// behaviour, so a divergence between the pre-edit and the candidate on another test's input is
// not by itself a regression. Each divergence is attributed:
//  - *explained by the fix* when it has the same shape as the change the FAIL_TO_PASS tests demand
//    on their own inputs (the "intended change"): the same changed function, and every delta atom
//    of the divergence (what changed, where in the value) is one the intended change shows too —
//    a numeric value grown or shrunk, a character dropped, a field added or renamed, an input no
//    longer mutated, an exception of the same type no longer raised by the same statement;
//    and, when the intended change is a boundary (relations.ts: it happens exactly where two parts
//    of the input are equal), on an input that lies on that boundary too;
//  - *unexplained* otherwise: the regression evidence, typed E.
// Explained divergences are the fix's footprint, recorded with counts. Pure.
import { movedWholes, sharedModulus, wrapModuli } from './wrap.js';
import type { Behaviour, Obs } from './schemas.js';
import { behaviourDelta, renderAtoms } from './delta.js';
import type { DeltaAtom } from './delta.js';
import { comparable, isCrash, sameBehaviour } from './compare.js';
import { changeBoundary, onAnyBoundary, renderRelation } from './relations.js';
import { keepsScalingLaw, movedNumbers, partlyMovedMapping, renderRatio, scalingLaw } from './scaling.js';

/** One call of a changed function with its behaviour on each tree. */
export interface CallPair {
  file: string;
  entity: string;
  pre: Behaviour;
  cand: Behaviour;
}

/** The intended change: per changed function, the delta atoms the FAIL_TO_PASS calls show. */
export interface IntendedChange {
  /** `file::entity` -> atom keys (`path|kind`). */
  atoms: Record<string, string[]>;
  /** `file::entity` -> the statements whose exception the fix removed (pre-edit raise sites). */
  removedRaises: Record<string, string[]>;
  /** FAIL_TO_PASS calls whose behaviour the candidate changed. */
  changedCalls: number;
  /** FAIL_TO_PASS calls compared on both trees. */
  comparedCalls: number;
  /**
   * `file::entity` -> the equalities between input parts that separate the calls the candidate
   * changed from those it left unchanged (relations.ts); absent or empty: not a boundary change.
   */
  boundaries?: Record<string, string[]>;
  /**
   * The rejections the fix removed, as `file::entity\u0000exception\u0000message` (a message
   * naming a value or a reason): another function that rejected an input with the very same
   * exception and message holds the same check, and relaxing it there is the same fix carried
   * over, not a deleted validation.
   */
  removedRejections?: string[];
  /**
   * `file::entity` of a changed function the FAIL_TO_PASS calls do not reach -> the changed
   * functions with an intended change that its candidate code calls by name and its pre-edit code
   * did not (a sibling rewritten to call the fixed function: `retained = income_statement(...).net_income`).
   */
  via?: Record<string, string[]>;
  /**
   * `file::entity` of a changed function the FAIL_TO_PASS calls do not reach -> the changed
   * functions with an intended change whose edit it repeats with other names (twinEdit.ts: the
   * rounding repaired in `oz_to_grams` as in the reproduced `lb_to_grams`).
   */
  twins?: Record<string, string[]>;
  /**
   * `file::entity` -> the answers the fix introduces on the FAIL_TO_PASS calls: a value returned
   * where the pre-edit returned None (`r:<value>`), or a deliberate rejection raised where the
   * pre-edit returned (`x:<exception>:<message>`) — a refusal reason, a denial.
   */
  newAnswers?: Record<string, string[]>;
  /**
   * `file::entity` of the changed functions whose every changed FAIL_TO_PASS call is refused on
   * both trees with the same exception: the fix changes only what a refusal leaves behind (a
   * refused merge no longer adding the frames), so a call both trees accept must end alike.
   */
  refusalsOnly?: string[];
  /**
   * `file::entity` -> the input ratios (`A/B` by input path) by which the fix scales every number
   * it moves on each FAIL_TO_PASS call (scaling.ts): a nutrition per dish times new servings over
   * old. The same law moves another call's numbers the other way when its ratio is below 1.
   */
  scales?: Record<string, string[]>;
  /**
   * `file::entity` -> a partial fix the FAIL_TO_PASS calls show themselves: the scaling law
   * applied to some numbers of one mapping and not to the others beside them (scaling.ts).
   */
  partlyScaled?: Record<string, string>;
  /**
   * `file::entity` -> the moduli by which the fix reduces every number it moves on the
   * FAIL_TO_PASS calls (wrap.ts: minutes wrapped into the hour, `1:62:03` made `1:02:03`).
   */
  wraps?: Record<string, number[]>;
}

/** The answer a behaviour gives, as `newAnswers` spells it; null for None or a crash. */
function answerOf(b: Behaviour): string | null {
  if (b.kind === 'return') return b.value == null || b.value === 'None' ? null : `r:${b.value}`;
  if (b.kind === 'raise' && b.deliberate) return `x:${b.exc ?? ''}:${b.value ?? ''}`;
  return null;
}

/** The changed functions (with an intended change) whose names a function's source calls: `name(` or `.name(`. */
export function callsByName(source: string, intendedKeys: readonly string[], self: string): string[] {
  return intendedKeys.filter((k) => {
    if (k === self) return false;
    const name = k.split('::')[1]?.split('.').pop();
    return Boolean(name) && new RegExp(`(^|[^\\w])${name!.replace(/[$]/g, '\\$&')}\\s*\\(`).test(source);
  });
}

/** `exception\u0000message` of a rejection, or null when it carries no message to match on. */
export function rejectionKey(b: Behaviour | undefined): string | null {
  return b?.kind === 'raise' && b.exc && b.value && /\w{3}/.test(b.value.replace(/^[\w.]+:\s*/, '')) ? `${b.exc}\u0000${b.value}` : null;
}

/**
 * Whether this deliberate rejection in `fn`, relaxed by the candidate, is one the fix itself
 * removes from the reproducer's calls of another function (in the same function the relaxed
 * shapes decide: a check removed outright there is still a deletion).
 */
export function sameRejectionRemoved(b: Behaviour | undefined, intended: IntendedChange | null | undefined, fn: string): boolean {
  const k = rejectionKey(b);
  return k !== null && (intended?.removedRejections ?? []).some((r) => r.endsWith(`\u0000${k}`) && !r.startsWith(`${fn}\u0000`));
}

/** A call of a changed function on which the candidate behaves as the pre-edit (its input only). */
export interface UnchangedCall {
  file: string;
  entity: string;
  pre: Behaviour;
}

export const fnKey = (file: string, entity: string): string => `${file}::${entity}`;
/** The class of a method (`Apiary` of `Apiary.merge`). */
export const ownerOf = (entity: string): string => entity.slice(0, entity.lastIndexOf('.'));
const atomKey = (a: DeltaAtom): string => `${a.path}|${a.kind}`;
/**
 * Whether a delta kind is one of `kinds`: the same kind, or a string changed in a narrower way
 * (a case, a space, a character dropped or added) where any edit of that string is the fix's
 * (str:edit is the widest string kind: a change it explains, a smaller one it explains too).
 */
const kindIn = (kinds: ReadonlySet<string>, kind: string): boolean => kinds.has(kind) || (kind.startsWith('str:') && kinds.has('str:edit'));
const atomIn = (keys: ReadonlySet<string>, a: DeltaAtom): boolean => keys.has(atomKey(a)) || (a.kind.startsWith('str:') && keys.has(`${a.path}|str:edit`));
const renderKey = (k: string): string => {
  const [path, kind] = k.split('|') as [string, string];
  return path ? `${kind} at ${path}` : kind;
};

/**
 * Build the intended change from the FAIL_TO_PASS calls replayed on both trees. `unchanged` are
 * further calls of the changed functions (PASS_TO_PASS probes) on which the candidate behaves as
 * the pre-edit: they show where the change is not, so its boundary can be told from chance.
 */
export function intendedChange(pairs: readonly CallPair[], unchanged: readonly UnchangedCall[] = []): IntendedChange {
  const atoms: Record<string, Set<string>> = {};
  const raises: Record<string, Set<string>> = {};
  const rejections = new Set<string>();
  const answers: Record<string, Set<string>> = {};
  const changedIn: Record<string, Behaviour['inObs'][]> = {};
  const refused: Record<string, boolean> = {};
  const sameIn: Record<string, Behaviour['inObs'][]> = {};
  const changedPairs: Record<string, CallPair[]> = {};
  for (const u of unchanged) (sameIn[fnKey(u.file, u.entity)] ??= []).push(u.pre.inObs);
  let changed = 0;
  let compared = 0;
  for (const p of pairs) {
    if (!comparable(p.pre) || !comparable(p.cand) || p.pre.stable === false) continue;
    compared++;
    if (sameBehaviour(p.pre, p.cand)) {
      (sameIn[fnKey(p.file, p.entity)] ??= []).push(p.pre.inObs);
      continue;
    }
    changed++;
    const k = fnKey(p.file, p.entity);
    // a crash fixed is a change wherever the crash was (its region is the crash's, not an
    // equality of the input that happens to hold on the reported call): no boundary is claimed
    (changedIn[k] ??= []).push(isCrash(p.pre) ? null : p.pre.inObs);
    (changedPairs[k] ??= []).push(p);
    const set = (atoms[k] ??= new Set());
    for (const a of behaviourDelta(p.pre, p.cand)) set.add(atomKey(a));
    refused[k] = (refused[k] ?? true) && p.pre.kind === 'raise' && p.cand.kind === 'raise' && Boolean(p.pre.deliberate) && p.pre.exc === p.cand.exc;
    if (p.pre.kind === 'raise' && p.cand.kind !== 'raise' && p.pre.site) (raises[k] ??= new Set()).add(p.pre.site);
    const rk = p.pre.kind === 'raise' && p.pre.deliberate && p.cand.kind === 'return' ? rejectionKey(p.pre) : null;
    if (rk) rejections.add(`${k}\u0000${rk}`);
    const introduced = p.pre.kind === 'return' && answerOf(p.pre) === null ? answerOf(p.cand) : null;
    if (introduced) (answers[k] ??= new Set()).add(introduced);
  }
  const toLists = (m: Record<string, Set<string>>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, [...v].sort()]));
  const boundaries: Record<string, string[]> = {};
  for (const [k, ins] of Object.entries(changedIn)) {
    // an input no longer mutated is no boundary change: whether an in-place sort shows depends on
    // the order of the data, and an equality the reproducer's list happened to hold tells nothing
    if ([...atoms[k]!].every((a) => a.slice(a.indexOf('|') + 1).startsWith('mut:'))) continue;
    const b = changeBoundary(ins, sameIn[k] ?? []);
    if (b.length) boundaries[k] = b;
  }
  const refusalsOnly = Object.keys(refused).filter((k) => refused[k]).sort();
  const scales: Record<string, string[]> = {};
  const partlyScaled: Record<string, string> = {};
  const wraps: Record<string, number[]> = {};
  for (const [k, ps] of Object.entries(changedPairs)) {
    const moved = ps.map((p) => (p.pre.kind === 'return' && p.cand.kind === 'return' ? movedWholes(p.pre.obs, p.cand.obs) : null));
    const all = moved.every((m) => m !== null) ? moved.flatMap((m) => m ?? []) : [];
    // one moved number is the pre-edit's reduced by a modulus of its difference by construction:
    // a law needs two numbers or more (as a scaling law does)
    const moduli = all.length >= 2 ? wrapModuli(all) : [];
    if (moduli.length) wraps[k] = moduli;
  }
  for (const [k, ps] of Object.entries(changedPairs)) {
    const law = scalingLaw(ps);
    if (!law.length) continue;
    // one moved number fits some ratio of a rich input by chance: a law explains divergences
    // only when it holds for two numbers or more
    if (ps.reduce((n, p) => n + movedNumbers(p.pre.obs, p.cand.obs).length, 0) >= 2) scales[k] = law;
    for (const p of ps) {
      const part = partlyMovedMapping(p.pre.obs, p.cand.obs, p.pre.inObs ?? null);
      if (!part) continue;
      const at = part.path ? ` at ${part.path}` : '';
      partlyScaled[k] = `partial fix: on the FAIL_TO_PASS call the candidate scales ${part.moved.join(', ')} of the mapping ${p.entity} returns${at} by ${renderRatio([...law].sort((x, y) => x.length - y.length)[0]!)}, and leaves ${part.left.join(', ')} — numbers of the same mapping — as the pre-edit had them`;
      break;
    }
  }
  return {
    atoms: toLists(atoms),
    removedRaises: toLists(raises),
    changedCalls: changed,
    comparedCalls: compared,
    boundaries,
    ...(rejections.size ? { removedRejections: [...rejections].sort() } : {}),
    ...(Object.keys(answers).length ? { newAnswers: toLists(answers) } : {}),
    ...(refusalsOnly.length ? { refusalsOnly } : {}),
    ...(Object.keys(scales).length ? { scales } : {}),
    ...(Object.keys(partlyScaled).length ? { partlyScaled } : {}),
    ...(Object.keys(wraps).length ? { wraps } : {}),
  };
}

export interface Attribution {
  explained: boolean;
  atoms: DeltaAtom[];
  /** Atoms the intended change does not show (why a divergence is unexplained). */
  unexplained: DeltaAtom[];
  why: string;
}

/**
 * Attribute one divergence (pre and cand differ) of `file::entity` to the fix, or to nothing.
 * `changedHere`: the candidate changed this function itself (not only code it runs through).
 */
export function attribute(file: string, entity: string, pre: Behaviour, cand: Behaviour, intended: IntendedChange, changedHere = false): Attribution {
  const atoms = behaviourDelta(pre, cand);
  const k = fnKey(file, entity);
  const known = new Set(intended.atoms[k] ?? []);
  const allKnown = new Set(Object.values(intended.atoms).flat());
  const sites = new Set(intended.removedRaises[k] ?? []);
  const anyMutGone = Object.values(intended.atoms).some((xs) => xs.some((x) => x.endsWith('|mut:gone')));
  const unexplained = atoms.filter((a) => {
    // the same number in another type (an int becoming an equal float) where the fix changes
    // numbers at that very place is a consequence of the fix's arithmetic, not a new behaviour
    // (or, where the candidate changed this function too, where the fix changes numbers at that
    // place of another changed function: a shared helper's int sum in place of a rounded float)
    if (a.kind === 'num:repr' && [...(changedHere ? allKnown : known)].some((k) => k.startsWith(`${a.path}|num:`))) return false;
    // an input no longer mutated, where the fix stops a mutation elsewhere too: the same repair
    // (a sorted copy instead of an in-place sort) applied to a sibling the reproducer does not reach
    if (a.kind === 'mut:gone' && anyMutGone) return false;
    if (!atomIn(known, a)) return true;
    // an exception no longer raised is the fix's only when the same statement raised it
    if (a.kind.startsWith('exc:gone') && pre.site && sites.size > 0 && !sites.has(pre.site)) return true;
    return false;
  });
  if (atoms.length === 0) return { explained: true, atoms, unexplained, why: 'no observable difference' };
  if (!intended.atoms[k]) {
    // a function the reproducer does not reach, rewritten to call the fixed one: the fix's change
    // showing through it, where the divergence is of the kinds that change shows
    const through = (intended.via?.[k] ?? []).filter((f) => {
      const kinds = new Set((intended.atoms[f] ?? []).map((x) => x.split('|').pop() ?? ''));
      return atoms.every((a) => kindIn(kinds, a.kind));
    });
    if (through.length) {
      return { explained: true, atoms, unexplained: [], why: `${entity} now calls ${through.map((f) => f.split('::')[1]).join(', ')}, whose FAIL_TO_PASS change (${renderAtoms(atoms)}) shows through it` };
    }
    // the fix's edit repeated in a sibling with other names, moving its values the same way
    const twin = (intended.twins?.[k] ?? []).filter((f) => {
      const known = new Set(intended.atoms[f] ?? []);
      return atoms.every((a) => atomIn(known, a));
    });
    if (twin.length) {
      return { explained: true, atoms, unexplained: [], why: `the candidate made the edit of ${twin.map((f) => f.split('::')[1]).join(', ')} here too, with other names, and it moves this value as the FAIL_TO_PASS change moves that one (${renderAtoms(atoms)})` };
    }
    // the fix's wrap carried into a sibling the candidate changed in the same file: every number
    // it moves is reduced by a modulus by which the FAIL_TO_PASS change reduces its own
    const wrapped = changedHere && pre.kind === 'return' && cand.kind === 'return' ? movedWholes(pre.obs, cand.obs) : null;
    const moduli = wrapped ? wrapModuli(wrapped) : [];
    for (const [f, ks] of moduli.length ? Object.entries(intended.wraps ?? {}) : []) {
      const shared = f.split('::')[0] === file ? sharedModulus(moduli, ks) : null;
      if (shared !== null) {
        return { explained: true, atoms, unexplained: [], why: `every number the candidate moves in ${entity}, a function it changed, is the pre-edit's reduced modulo ${shared}, as its FAIL_TO_PASS change of ${f.split('::')[1]} reduces them (${renderAtoms(atoms)}): the same repair carried over` };
      }
    }
    if (unexplained.length === 0 && anyMutGone) return { explained: true, atoms, unexplained, why: `the input is no longer mutated, as the FAIL_TO_PASS change stops a mutation (${renderAtoms(atoms)})` };
    if (unexplained.length === 0 && changedHere && atoms.every((a) => a.kind === 'num:repr')) {
      return { explained: true, atoms, unexplained, why: `the same number in another type, in a function the candidate changed beside one whose numbers the FAIL_TO_PASS change moves (${renderAtoms(atoms)})` };
    }
    return { explained: false, atoms, unexplained: atoms, why: `the FAIL_TO_PASS tests show no change of ${entity}; this one is ${renderAtoms(atoms)}` };
  }
  // The new check taken first: where the pre-edit already refused (another reason, another
  // denial of the same type), the candidate now gives the very answer its FAIL_TO_PASS change
  // introduces (`nobody may decide on their own claim` before `m1 does not report to m1`). Still
  // a refusal either way; which one is met first is the fix's order of checks.
  const answer = answerOf(cand);
  const prior = answerOf(pre);
  if (unexplained.length && answer && prior && (intended.newAnswers?.[k] ?? []).includes(answer) && answer[0] === prior[0] && (pre.kind === 'raise' ? pre.exc === cand.exc : typeof pre.obs === typeof cand.obs && Array.isArray(pre.obs) === Array.isArray(cand.obs))) {
    return { explained: true, atoms, unexplained: [], why: `the candidate gives the answer its FAIL_TO_PASS change introduces (${(cand.value ?? '').slice(0, 80)}) where the pre-edit already gave another of the same kind: the new check is met first` };
  }
  // a fix that only wraps numbers (minutes reduced modulo 60, the text around them kept) keeps
  // that text on every call it changes: a divergence of the same function that rewrites the text
  // around its numbers (`0:45` made `45`) is another change, however its kind (a character
  // dropped) matches the reproducer's. (Numbers moved by another modulus are left to the kinds:
  // a count that happens to shrink like a wrap on the reproducer is no clock.)
  const wrapsHere = intended.wraps?.[k];
  if (wrapsHere?.length && pre.kind === 'return' && cand.kind === 'return') {
    const moved = movedWholes(pre.obs, cand.obs);
    if (moved === null) {
      return {
        explained: false,
        atoms,
        unexplained: atoms,
        why: `${renderAtoms(atoms)}, but the FAIL_TO_PASS change of ${entity} only reduces numbers modulo ${wrapsHere.slice(-1)[0]}${wrapsHere.length > 1 ? ` (or ${wrapsHere.slice(0, -1).join(', ')})` : ''} and keeps the text around them; this one changes that text`,
      };
    }
  }
  if (unexplained.length === 0) {
    // same shape; a boundary change explains it only on the boundary (an input built as the
    // caller built it is needed to tell: without one, the shape decides as before)
    const boundary = intended.boundaries?.[k] ?? [];
    if (boundary.length && pre.inObs != null && !onAnyBoundary(pre.inObs, boundary)) {
      return {
        explained: false,
        atoms,
        unexplained: atoms,
        why: `${renderAtoms(atoms)} like the FAIL_TO_PASS change of ${entity}, but that change happens only where ${boundary.map(renderRelation).join(' or ')}, and this input is off that boundary`,
      };
    }
    return { explained: true, atoms, unexplained, why: `same shape as the FAIL_TO_PASS change of ${entity} (${renderAtoms(atoms)})` };
  }
  // numbers moved the other way than on the reproducer, by the very law the fix scales them by
  // there (a recipe halved where the reproducer's was doubled): the same change, ratio below 1
  const opposite = (a: DeltaAtom) => (a.kind === 'num:grow' || a.kind === 'num:shrink') && known.has(`${a.path}|${a.kind === 'num:grow' ? 'num:shrink' : 'num:grow'}`);
  const law = unexplained.every(opposite) ? keepsScalingLaw(pre, cand, intended.scales?.[k] ?? []) : null;
  if (law) {
    return { explained: true, atoms, unexplained: [], why: `every number the candidate moves is the pre-edit's times ${renderRatio(law)}, the law by which its FAIL_TO_PASS change of ${entity} moves them (${renderAtoms(atoms)})` };
  }
  return {
    explained: false,
    atoms,
    unexplained,
    why: `${renderAtoms(unexplained)}, which the FAIL_TO_PASS change of ${entity} (${(intended.atoms[k] ?? []).map(renderKey).join(', ')}) does not show`,
  };
}

/**
 * The pre-edit's changes to its arguments only reorder them (an in-place sort): every mutated
 * argument holds the same items as before the call. A mutation that removes or rewrites items
 * (eliminated candidates dropped from ballots) can feed the function's own later steps, so a fix
 * that stops it may rightly change the result; a reorder leaves the items the result is made of.
 */
export function reorderOnly(pre: Behaviour): boolean {
  const before = pre.inObs && typeof pre.inObs === 'object' && Array.isArray(pre.inObs.items) ? pre.inObs.items : null;
  const after = pre.mutObs;
  if (!before || !after) return false;
  const items = (o: Obs | undefined) => (o && typeof o === 'object' && Array.isArray(o.items) ? o.items.map((x) => JSON.stringify(x)).sort() : null);
  return after.every((m, i) => {
    if (m === null) return true;
    const a = items(before[i]);
    const b = items(m);
    return a !== null && b !== null && a.length === b.length && a.every((x, k) => x === b[k]);
  });
}

/** The FAIL_TO_PASS change of `fn` is only that an input is no longer mutated (every atom `mut:`). */
export function mutationOnly(intended: IntendedChange, fn: string): boolean {
  const atoms = intended.atoms[fn] ?? [];
  return atoms.length > 0 && atoms.every((a) => a.slice(a.indexOf('|') + 1).startsWith('mut:'));
}

/**
 * A function the candidate did not change but that runs through a changed module-level statement
 * (a shared pattern, limit or table): an exception of a type the FAIL_TO_PASS change removes, no
 * longer raised there, is the shared change showing in another caller (a widened topic pattern
 * accepts `s0` in `validate_pattern` as in `validate_topic`), not a check deleted from it.
 */
export function readerShowsRemovedRaise(reader: boolean, pre: Behaviour, intended: IntendedChange | null): boolean {
  if (!reader || pre.kind !== 'raise' || !pre.exc || !intended) return false;
  const atom = `|exc:gone:${pre.exc}`;
  return Object.values(intended.atoms).some((xs) => xs.includes(atom));
}
