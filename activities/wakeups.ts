// The wakeup attack run on the sandbox (domain/behaviour/wakeups.ts): where a changed function's
// class blocks on a condition or an event with a timeout, every (waiter call, mutator call) pair
// recorded while the tests ran on the pre-edit becomes a scenario of threads blocked in the waiter
// while the mutator changes the object (python/patchgate_tools/wakeup.py), run on both trees. Part
// of `run_property_and_fuzz`; a class without such a waiter costs one file read.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { ActivityDeps } from './deps.js';
import type { Workspace } from '../domain/schemas.js';
import type { TraceCall } from '../domain/behaviour/schemas.js';
import type { ProbeTarget } from '../domain/behaviour/probes.js';
import { spreadOverTests } from '../domain/behaviour/probes.js';
import { judgeWakeups, WakeupRow } from '../domain/behaviour/wakeups.js';
import type { WakeupScenario } from '../domain/behaviour/wakeups.js';
import { readTreeFile } from '../infra/workspace.js';
import { runPythonTool } from '../infra/pythonTool.js';
import { readJsonl, traceTests, writeJsonl } from '../infra/probes.js';
import type { TreePair } from '../infra/probes.js';
import { withHeartbeat } from './heartbeat.js';

/** Threads blocked in the waiter per scenario: one more than "two waiters" tests usually start. */
export const WAKEUP_WAITERS = 3;
/** The timeout each blocked waiter gets (s); a waiter that takes most of it slept through the change. */
const WAKEUP_TIMEOUT = 0.6;
const MAX_WAITER_CALLS = 3;
const MAX_MUTATOR_CALLS_PER_METHOD = 3;
const MAX_SCENARIOS = 64;

export interface WakeupAttackInput {
  workspace: Workspace;
  trees: TreePair;
  targets: ProbeTarget[];
  passToPass: string[];
  failToPass: string[];
  testCommand?: string[];
  env: Record<string, string>;
  heartbeat: () => unknown;
  charge: (cpuSeconds: number) => void;
  /** Charges a trace by its content key (a pre-edit trace is the task's shared evidence). */
  traced: (cpuSeconds: number, info: { key: string; shared: boolean }) => void;
  wallSeconds: () => number;
}

/** Classes of the changed methods whose source blocks on `.wait(` / `.wait_for(`: the only ones worth a scenario. */
function candidateClasses(ws: Workspace, targets: ProbeTarget[]): { file: string; classes: string[] }[] {
  const out: { file: string; classes: string[] }[] = [];
  for (const file of new Set(targets.filter((t) => t.entity.includes('.')).map((t) => t.file))) {
    const before = readTreeFile(ws.baselineDir, file) ?? '';
    const after = ws.candidateDir ? (readTreeFile(ws.candidateDir, file) ?? '') : '';
    if (!/\.wait(_for)?\(/.test(before + after)) continue;
    const classes = [...new Set(targets.filter((t) => t.file === file && t.entity.includes('.')).map((t) => t.entity.split('.')[0]!))];
    out.push({ file, classes });
  }
  return out;
}

/** The commonest reasons a tree's scenarios said nothing, for the note. */
function skipReasons(rows: ReadonlyMap<string, WakeupRow>, tree: string): string {
  const counts = new Map<string, number>();
  for (const r of rows.values()) if (r.verdict !== 'ok') counts.set(r.why?.replace(/\(.*$/, '').slice(0, 120) ?? r.verdict, (counts.get(r.why?.replace(/\(.*$/, '').slice(0, 120) ?? r.verdict) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 2);
  return top.length ? `${tree} ${top.map(([why, n]) => `${n}× ${why}`).join(', ')}` : '';
}

export async function wakeupAttack(deps: ActivityDeps, input: WakeupAttackInput): Promise<{ found: string[]; note: string | null }> {
  const { trees } = input;
  const files = candidateClasses(input.workspace, input.targets);
  if (files.length === 0) return { found: [], note: null };
  const waiters: { file: string; entity: string; timeout: string }[] = [];
  const others: ProbeTarget[] = [];
  for (const f of files.slice(0, 2)) {
    // the waiters as the pre-edit has them: the scenarios replay the pre-edit's recorded calls
    const listed = await withHeartbeat(
      runPythonTool<{ classes: { cls: string; waiters: { name: string; timeout: string }[]; methods: string[] }[] }>(deps.sandbox, 'wakeup', ['--classes', f.file, ...f.classes], {
        cwd: trees.baseRun,
        writable: [trees.baseIo],
        wallSeconds: 60,
        charge: input.charge,
        env: input.env,
      }),
      input.heartbeat,
    );
    for (const c of listed.classes) {
      if (c.waiters.length === 0) continue;
      for (const w of c.waiters) waiters.push({ file: f.file, entity: `${c.cls}.${w.name}`, timeout: w.timeout });
      for (const m of c.methods) if (!m.startsWith('_')) others.push({ file: f.file, entity: `${c.cls}.${m}` });
    }
  }
  if (waiters.length === 0 || others.length === 0) return { found: [], note: null };
  const trace = await traceTests(deps, {
    workspace: input.workspace,
    tree: 'baseline',
    ids: [...input.passToPass, ...input.failToPass],
    targets: [...waiters.map(({ file, entity }) => ({ file, entity })), ...others],
    testCommand: input.testCommand,
    heartbeat: input.heartbeat,
    charge: input.traced,
  });
  const calls = spreadOverTests(trace.calls, 400);
  const distinct = (xs: TraceCall[], n: number) => [...new Map(xs.map((c) => [`${c.entity}\u0000${c.argsRepr}`, c] as const)).values()].slice(0, n);
  const scenarios: (WakeupScenario & { file: string; w: TraceCall; m: TraceCall; timeout: string; receiver: 'waiter' | 'mutator'; grow: boolean })[] = [];
  for (const w of waiters) {
    const wcalls = distinct(calls.filter((c) => c.file === w.file && c.entity === w.entity), MAX_WAITER_CALLS);
    for (const m of others.filter((o) => o.file === w.file && o.entity.split('.')[0] === w.entity.split('.')[0])) {
      for (const mc of distinct(calls.filter((c) => c.file === m.file && c.entity === m.entity && c.behaviour?.kind === 'return'), MAX_MUTATOR_CALLS_PER_METHOD)) {
        for (const wc of wcalls) {
          // the object as a blocked waiter had it, changed by the mutator's arguments; and the
          // mutator's own object, waited on with the waiter's arguments
          for (const receiver of ['waiter', 'mutator'] as const) {
            // a list argument grown by one item too: a wakeup rationed to the test's count
            for (const grow of /\[[^\]]/.test(mc.argsRepr.replace(/^[^,]*/, '')) ? [false, true] : [false]) {
              const args = `${grow ? 'one more item in the list of ' : ''}${mc.argsRepr}`;
              const mutatorRepr = receiver === 'waiter' ? `${m.entity} on the waiter's object, with the other arguments of ${args}` : args;
              scenarios.push({ id: `w${scenarios.length}`, file: w.file, waiter: w.entity, mutator: m.entity, waiterRepr: wc.argsRepr.slice(0, 160), mutatorRepr: mutatorRepr.slice(0, 200), test: receiver === 'waiter' ? wc.test : mc.test, w: wc, m: mc, timeout: w.timeout, receiver, grow });
            }
          }
        }
      }
    }
  }
  // every mutator method gets its turn before any gets a second scenario
  const byMutator = new Map<string, typeof scenarios>();
  // (grown lists after the calls as recorded: growing is a guess where the call holds no list)
  for (const x of [...scenarios.filter((x) => !x.grow), ...scenarios.filter((x) => x.grow)]) byMutator.set(x.mutator, [...(byMutator.get(x.mutator) ?? []), x]);
  const chosen: typeof scenarios = [];
  for (let k = 0; chosen.length < MAX_SCENARIOS && [...byMutator.values()].some((xs) => xs.length > k); k++) {
    for (const xs of byMutator.values()) if (xs[k] && chosen.length < MAX_SCENARIOS) chosen.push(xs[k]!);
  }
  if (chosen.length === 0) return { found: [], note: `wakeup attack: ${waiters.map((w) => w.entity).join(', ')} block on a condition, but no test records both a waiter call and another method's call` };
  const run = async (runDir: string, io: string) => {
    const tag = randomBytes(3).toString('hex');
    const inFile = path.join(io, `wakeup-${tag}.jsonl`);
    const outFile = path.join(io, `wakeup-out-${tag}.jsonl`);
    writeJsonl(
      inFile,
      chosen.map((s) => ({ id: s.id, file: s.file, receiver: s.receiver, grow: s.grow, waiter: { entity: s.waiter, args: s.w.args, timeout: s.timeout, test: s.w.test }, mutator: { entity: s.mutator, args: s.m.args, test: s.m.test } })),
    );
    await withHeartbeat(
      runPythonTool<{ counts: Record<string, number> }>(deps.sandbox, 'wakeup', ['--scenarios', inFile, '--out', outFile, '--waiters', String(WAKEUP_WAITERS), '--timeout', String(WAKEUP_TIMEOUT)], {
        cwd: runDir,
        writable: [runDir, io],
        wallSeconds: input.wallSeconds(),
        charge: input.charge,
        env: input.env,
      }),
      input.heartbeat,
    );
    return new Map((readJsonl(outFile) as unknown[]).map((r) => WakeupRow.parse(r)).map((r) => [r.id, r]));
  };
  const [onPre, onCand] = await Promise.all([run(trees.baseRun, trees.baseIo), run(trees.candRun, trees.candIo)]);
  const j = judgeWakeups(chosen, onPre, onCand, WAKEUP_WAITERS);
  const missedOn = (m: ReadonlyMap<string, WakeupRow>) => [...m.values()].filter((r) => r.verdict === 'ok' && (r.run?.missed ?? 0) > 0).length;
  const note =
    `wakeup attack: ${chosen.length} scenario(s) of ${WAKEUP_WAITERS} threads in ${[...new Set(chosen.map((s) => s.waiter))].join(', ')} while another method runs, ${j.compared} witnessed on both trees: ` +
    `${missedOn(onPre)} miss a wakeup on the pre-edit, ${missedOn(onCand)} on the candidate; ${j.fixed} restored by the candidate; ${j.found.length} counterexample(s)` +
    (j.compared < chosen.length ? `; not witnessed: ${[skipReasons(onPre, 'pre-edit'), skipReasons(onCand, 'candidate')].filter(Boolean).join('; ')}` : '');
  return { found: j.found, note };
}
