// The boundary-point test run on the sandbox (domain/behaviour/boundaryPoint.ts): neighbours.py
// --nudge moves each number or day of a call by a hair, both trees replay the nudged calls, and the
// pure judgement says which differences are confined to a point. Shared by differential execution
// and the fuzz attack, which both meet a boundary fix's change on boundaries the reproducer does
// not touch (a second threshold of the same function, a sibling method's comparison).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { ActivityDeps } from './deps.js';
import { runPythonTool } from '../infra/pythonTool.js';
import { readJsonl, replayPreEdit, replayProbes, writeJsonl } from '../infra/probes.js';
import type { TreePair } from '../infra/probes.js';
import type { Behaviour, Probe } from '../domain/behaviour/schemas.js';
import { describeDivergence, PROBE_TIMEOUT_SECONDS } from '../domain/behaviour/compare.js';
import { fnKey } from '../domain/behaviour/attribution.js';
import { judgeBoundaryPoints, movedOneStep, sameDirection, settleOneSided, WHOLE_STEPS } from '../domain/behaviour/boundaryPoint.js';
import type { NudgeRow, PointJudgement } from '../domain/behaviour/boundaryPoint.js';

/** Divergences one boundary-point test nudges (the rest stay as they were judged). */
export const MAX_POINT_SUSPECTS = 16;

/** Per changed function (file::entity), the side of the pre-edit its reproducer's point change takes, per part. */
export type FixSides = Record<string, Record<string, '-' | '+'>>;

export interface PointRunOptions {
  env: Record<string, string>;
  charge: (cpuSeconds: number) => void;
  /** The pre-edit's behaviours are the task's shared evidence: stored by input and charged here (infra/probes.ts replayPreEdit). */
  share?: (cpuSeconds: number, key: string) => void;
  wallSeconds: number;
  heartbeat?: () => unknown;
}

type Call = Pick<Probe, 'file' | 'entity' | 'args' | 'argsRepr' | 'test'>;

/**
 * `calls` (group = index) nudged by neighbours.py --nudge with `flags`, the rows `keep` selects
 * (ids tagged), replayed on both trees (the pre-edit twice, to know it stable).
 */
async function nudgeAndReplay(deps: ActivityDeps, trees: TreePair, calls: Call[], flags: string[], o: PointRunOptions, keep: (r: NudgeRow) => boolean = () => true): Promise<{ rows: NudgeRow[]; pre: Map<string, Behaviour>; cand: Map<string, Behaviour> } | null> {
  const tag = randomBytes(3).toString('hex');
  const callsFile = path.join(trees.baseIo, `nudge-calls-${tag}.jsonl`);
  const outFile = path.join(trees.baseIo, `nudge-${tag}.jsonl`);
  writeJsonl(callsFile, calls.map((c, group) => ({ group, file: c.file, entity: c.entity, args: c.args, argsRepr: c.argsRepr, test: c.test ?? null })));
  await runPythonTool(deps.sandbox, 'neighbours', ['--calls', callsFile, '--out', outFile, '--nudge', ...flags], {
    cwd: trees.baseRun,
    writable: [trees.baseRun, trees.baseIo],
    wallSeconds: o.wallSeconds,
    charge: o.charge,
    env: o.env,
  });
  const rows = (readJsonl(outFile) as NudgeRow[]).filter(keep).map((r) => ({ ...r, id: `h${tag}${r.id}` }));
  if (!rows.some((r) => r.role === 'nudge')) return null;
  const opts = { env: o.env, timeoutSeconds: PROBE_TIMEOUT_SECONDS, wallSeconds: o.wallSeconds, heartbeat: o.heartbeat, charge: o.charge };
  const [pre, cand] = await Promise.all([replayPreEdit(deps, trees, rows, { ...opts, repeat: 2 }, o.share), replayProbes(deps, trees.candRun, trees.candIo, rows, { ...opts, repeat: 1 })]);
  return { rows, pre, cand };
}

/** Nudge `calls` (group = index) and replay the rows on both trees. */
async function nudged(deps: ActivityDeps, trees: TreePair, calls: Call[], fine: boolean | 'coarse', o: PointRunOptions): Promise<Map<number, PointJudgement & { rows: NudgeRow[]; nudgedPaths: Set<string>; pre: Map<string, Behaviour>; cand: Map<string, Behaviour> }>> {
  const run = await nudgeAndReplay(deps, trees, calls, fine === 'coarse' ? ['--nudge-coarse'] : fine ? ['--nudge-fine'] : [], o);
  if (!run) return new Map();
  const { rows, pre, cand } = run;
  // with the rows behind each one-sided part, as calls of their own (the second look), and the
  // rows and behaviours a moved boundary is reported from
  return new Map(
    [...judgeBoundaryPoints(rows, pre, cand)].map(([g, j]) => {
      const own = rows.filter((r) => r.group === g);
      return [g, { ...j, rows: own.filter((r) => j.oneSided.includes(r.id) || j.moved.some((m) => m.row === r.id)), nudgedPaths: new Set(own.flatMap((r) => (r.role === 'nudge' && r.path ? [r.path] : []))), pre, cand }];
    }),
  );
}

/**
 * Whether the reproducer's own change is confined to a point (a boundary fix), and per function
 * the side of the pre-edit it takes at the point.
 */
export async function reproducerAtPoint(deps: ActivityDeps, trees: TreePair, calls: Call[], o: PointRunOptions): Promise<{ atPoint: boolean; sides: FixSides; moved: MovedBoundary[]; note: string | null }> {
  if (calls.length === 0) return { atPoint: false, sides: {}, moved: [], note: null };
  const all = await nudged(deps, trees, calls, false, o);
  const changed = [...all.values()].filter((j) => j.changed);
  if (changed.length === 0) return { atPoint: false, sides: {}, moved: [], note: null };
  const moved = await confirmMoved(deps, trees, calls, all, o);
  const sides: FixSides = {};
  for (const [group, j] of all) {
    const call = calls[group];
    if (!j.atPoint || !call) continue;
    const k = fnKey(call.file, call.entity);
    sides[k] = { ...j.sides, ...(sides[k] ?? {}) };
  }
  const atPoint = changed.some((j) => j.atPoint);
  return {
    atPoint,
    sides,
    moved,
    note:
      `boundary-point test on the reproducer: ${changed.filter((j) => j.atPoint).length} of ${changed.length} changed call(s) change only at a point${atPoint ? ' — a boundary fix' : ''}` +
      (moved.length ? `; ${moved.length} moved its boundary instead of meeting it` : ''),
  };
}

/** A FAIL_TO_PASS call whose boundary the candidate moved instead of met, with the counterexample. */
export interface MovedBoundary {
  file: string;
  entity: string;
  text: string;
}

/**
 * The reproducer's moved boundaries (domain/behaviour/boundaryPoint.ts `movedBoundaries`),
 * confirmed a thousand hairs on where the part has such a step (a float, a fraction, a decimal):
 * a change gone there is a float tolerance (`math.isclose`), not a moved threshold. An int's or a
 * day's hair is a whole step, never confirmed: it is no evidence of a moved threshold. One per function.
 */
async function confirmMoved(deps: ActivityDeps, trees: TreePair, calls: Call[], all: Awaited<ReturnType<typeof nudged>>, o: PointRunOptions): Promise<MovedBoundary[]> {
  const suspects = [...all].filter(([, j]) => j.moved.length > 0);
  if (suspects.length === 0) return [];
  const coarse = await nudged(deps, trees, suspects.map(([g]) => calls[g]!), 'coarse', o);
  // the parts whose hair is a whole step (an int, a day): how far out the change reaches
  const whole = suspects.flatMap(([g, j], k) => j.moved.filter((x) => !coarse.get(k)?.nudgedPaths.has(x.path)).slice(0, 1).map((x) => ({ k, call: calls[g]!, path: x.path, sign: x.sign })));
  const oneStep = await movedByOneStep(deps, trees, whole, o);
  const out: MovedBoundary[] = [];
  suspects.forEach(([g, j], k) => {
    const call = calls[g]!;
    if (out.some((m) => m.file === call.file && m.entity === call.entity)) return;
    const c = coarse.get(k);
    // A part with a hair finer than its own step (a float, a fraction, a decimal) shows a threshold
    // moved rather than met a thousand hairs on. An int's or a day's hair is a whole step, and a
    // whole step next to a point crosses a rounding's half (percent_of(1299, 20) is 259.8: its
    // neighbour 1298 rounds the same way) as it crosses a grace unit, so one step decides nothing:
    // such a part counts only where the change stops after exactly one step and the pre-edit
    // answers alike for 64 steps further out (movedOneStep).
    const m = j.moved.find((x) => (c?.nudgedPaths.has(x.path) && c.moved.some((y) => y.path === x.path && y.sign === x.sign)) || oneStep.has(`${k}\u0000${x.path}\u0000${x.sign}`));
    if (!m) return;
    const far = j.rows.find((r) => r.id === m.row)!;
    const flipSide = m.sign === '+' ? 'below' : 'above';
    const part = `argument ${m.path}`;
    out.push({
      file: call.file,
      entity: call.entity,
      text:
        `moved threshold: the FAIL_TO_PASS call of ${call.entity} stands exactly where the pre-edit's answer flips (with ${part} a hair ${flipSide} it, the pre-edit answers otherwise), so a boundary fix changes that point alone; ` +
        `the candidate also changes the input with ${part} a hair to the other side, where the pre-edit answers as at the point — ${describeDivergence(far, j.pre.get(far.id), j.cand.get(far.id), `nudge ${m.path}${m.sign}`)}`,
    });
  });
  return out;
}

/**
 * The suspects (`k`: their index among the moved-boundary suspects) whose change reaches exactly
 * one whole step past the point: the call's part moved `WHOLE_STEPS` steps on the far side, both
 * trees replayed (domain/behaviour/boundaryPoint.ts `movedOneStep`). Keys `k\0path\0sign`.
 */
async function movedByOneStep(deps: ActivityDeps, trees: TreePair, suspects: { k: number; call: Call; path: string; sign: '-' | '+' }[], o: PointRunOptions): Promise<Set<string>> {
  const found = new Set<string>();
  if (suspects.length === 0) return found;
  const far = (r: NudgeRow) => r.role === 'exact' || (r.path === suspects[r.group]?.path && r.sign === suspects[r.group]?.sign);
  const run = await nudgeAndReplay(deps, trees, suspects.map((x) => x.call), ['--nudge-steps', WHOLE_STEPS.join(',')], o, far);
  if (!run) return found;
  const { rows, pre, cand } = run;
  suspects.forEach((x, group) => {
    const exact = rows.find((r) => r.group === group && r.role === 'exact');
    const far = rows.filter((r) => r.group === group && r.role === 'nudge');
    if (exact && movedOneStep(far, pre.get(exact.id), pre, cand)) found.add(`${x.k}\u0000${x.path}\u0000${x.sign}`);
  });
  return found;
}

/**
 * The ids of `probes` whose difference between the trees is confined to a point and moves its
 * boundary the way the fix moves the reproducer's (`sides`): the fix's own shape met on another
 * boundary. An input on two boundaries at once gets a second, finer look at its one-sided rows.
 */
export async function confinedToPoint(deps: ActivityDeps, trees: TreePair, probes: Probe[], sides: FixSides, o: PointRunOptions): Promise<{ ids: Set<string>; note: string | null }> {
  const ids = new Set<string>();
  if (probes.length === 0) return { ids, note: null };
  const judged = await nudged(deps, trees, probes, false, o);
  const secondRows = [...judged.values()].filter((j) => !j.atPoint && j.changed && j.oneSided.length).flatMap((j) => j.rows.filter((r) => j.oneSided.includes(r.id))).slice(0, MAX_POINT_SUSPECTS);
  const secondAtPoint = new Set<string>();
  if (secondRows.length) {
    for (const [group, j] of await nudged(deps, trees, secondRows, true, o)) if (j.atPoint) secondAtPoint.add(secondRows[group]!.id);
  }
  const found: string[] = [];
  const against: string[] = [];
  probes.forEach((p, group) => {
    const j = judged.get(group);
    if (!j || !settleOneSided(j, secondAtPoint)) return;
    if (!sameDirection(sides[fnKey(p.file, p.entity)] ?? {}, j.sides)) return void against.push(p.argsRepr.slice(0, 160));
    ids.add(p.id);
    found.push(`${p.argsRepr.slice(0, 160)} (${j.parts.join(', ')})`);
  });
  const note =
    `boundary-point test: ${ids.size} of ${probes.length} divergence(s) confined to a point, the boundary fix's own shape${found.length ? `: ${found.slice(0, 3).join('; ')}` : ''}` +
    (against.length ? `; ${against.length} at a point but moving the boundary the other way than the fix does: ${against.slice(0, 2).join('; ')}` : '');
  return { ids, note };
}
