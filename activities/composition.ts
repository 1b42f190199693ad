// The composition attack run on the sandbox (domain/behaviour/composition.ts): the changed
// functions' calls — the reproducer's, the recorded unchanged-contract ones and their
// relation-keeping neighbours — each run with its siblings composed on its result
// (python/patchgate_tools/compose.py), on both trees. Part of `run_property_and_fuzz`.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { ActivityDeps } from './deps.js';
import type { Probe } from '../domain/behaviour/schemas.js';
import { ComposeRow, judgeComposition } from '../domain/behaviour/composition.js';
import type { ComposeCall } from '../domain/behaviour/composition.js';
import { PYTHON_TOOLS_DIR } from '../infra/config.js';
import { readJsonl, writeJsonl } from '../infra/probes.js';
import type { TreePair } from '../infra/probes.js';
import { withHeartbeat } from './heartbeat.js';

/** Calls composed per tree: the reproducer's first. */
const MAX_COMPOSED_CALLS = 40;
/** Seconds one F or G call may take. */
const COMPOSE_TIMEOUT = 2;

export interface CompositionAttackInput {
  trees: TreePair;
  /** The calls, each marked whether it is the reproducer's (a FAIL_TO_PASS call). */
  calls: (Probe & { reproducer: boolean })[];
  env: Record<string, string>;
  heartbeat: () => unknown;
  charge: (cpuSeconds: number) => void;
  wallSeconds: () => number;
}

export async function compositionAttack(deps: ActivityDeps, input: CompositionAttackInput): Promise<{ found: { text: string; fn: string }[]; note: string }> {
  const calls = [...input.calls.filter((c) => c.reproducer), ...input.calls.filter((c) => !c.reproducer)].slice(0, MAX_COMPOSED_CALLS);
  if (!calls.some((c) => c.reproducer)) return { found: [], note: 'composition attack: not run (no reproducer call)' };
  const tag = randomBytes(3).toString('hex');
  const run = async (cwd: string, io: string): Promise<Map<string, ComposeRow>> => {
    const inFile = path.join(io, `compose-${tag}.jsonl`);
    const outFile = path.join(io, `composed-${tag}.jsonl`);
    writeJsonl(inFile, calls.map((c) => ({ id: c.id, file: c.file, entity: c.entity, args: c.args, test: c.test ?? null })));
    const r = await withHeartbeat(
      deps.sandbox.run({
        argv: ['python', '-m', 'patchgate_tools.compose', '--calls', inFile, '--out', outFile, '--timeout', String(COMPOSE_TIMEOUT)],
        cwd,
        writable: [cwd, io],
        env: { ...input.env, PYTHONPATH: PYTHON_TOOLS_DIR },
        limits: { wallSeconds: Math.max(10, Math.min(120, input.wallSeconds())) },
      }),
      input.heartbeat,
    );
    input.charge(r.cpuSeconds);
    // whatever lines were written before a kill still count; a missing line is a call not composed
    return new Map(readJsonl(outFile).flatMap((row) => {
      const p = ComposeRow.safeParse(row);
      return p.success ? [[p.data.id, p.data] as const] : [];
    }));
  };
  const [pre, cand] = await Promise.all([run(input.trees.baseRun, input.trees.baseIo), run(input.trees.candRun, input.trees.candIo)]);
  const composed = [...pre.values()].reduce((n, r) => n + (r.rel?.length ?? 0), 0);
  const described: ComposeCall[] = calls.map((c) => ({ id: c.id, file: c.file, entity: c.entity, argsRepr: c.argsRepr, reproducer: c.reproducer }));
  const found = judgeComposition(described, pre, cand);
  return {
    found,
    note: `composition attack: ${calls.length} call(s) of the changed functions, ${composed} sibling composition(s) on the pre-edit; ${found.length ? 'an agreement between two functions is broken' : 'no agreement broken'}`,
  };
}
