// The reentrant-reference attack run on the sandbox (domain/behaviour/reentrant.ts): where the
// repository builds non-reentrant locks and a changed method belongs to a class, the calls of that
// class's public methods recorded on the pre-edit (and, for a method no test reaches, a call
// borrowing a recorded call's arguments) are replayed on the pre-edit; those that hang there are
// replayed on the candidate and on the pre-edit with every lock reentrant. Before a difference
// counts, that reference must pass the visible tests: then the hang was a self-deadlock and the
// reference is a fix of it. Part of `run_property_and_fuzz`; a repository without `Lock()` costs
// a walk of its files.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ActivityDeps } from './deps.js';
import type { Workspace } from '../domain/schemas.js';
import type { Probe, TraceCall } from '../domain/behaviour/schemas.js';
import type { ProbeTarget } from '../domain/behaviour/probes.js';
import { reproducerCalls, spreadOverTests } from '../domain/behaviour/probes.js';
import { judgeReentrant, reentrantSource } from '../domain/behaviour/reentrant.js';
import { prepareRunDir, removeRunDir } from '../infra/workspace.js';
import { makeIoDir, replayPreEdit, replayProbes, traceTests } from '../infra/probes.js';
import type { TreePair } from '../infra/probes.js';
import { runPytest } from '../infra/pytestRunner.js';
import { runPythonTool } from '../infra/pythonTool.js';
import { withHeartbeat } from './heartbeat.js';

/** A hang is judged within this many seconds: the reference must answer in a fifth of it. */
const HANG_SECONDS = 1;
const MAX_CALLS_PER_METHOD = 2;
const MAX_CALLS = 16;
/** Inputs hanging on the pre-edit replayed on the candidate and the reference (each costs up to HANG_SECONDS). */
const MAX_HUNG = 24;
const MAX_HUNG_PER_METHOD = 4;
/** Folders never rewritten: tests keep the locks they build for their own threads. */
const SKIP_DIRS = new Set(['.git', '__pycache__', 'node_modules', '.venv', 'venv', 'site-packages', 'tests', 'test', '.tox']);

export interface ReentrantAttackInput {
  workspace: Workspace;
  trees: TreePair;
  targets: ProbeTarget[];
  passToPass: string[];
  failToPass: string[];
  testCommand?: string[];
  env: Record<string, string>;
  heartbeat: () => unknown;
  charge: (cpuSeconds: number) => void;
  traced: (cpuSeconds: number, info: { key: string; shared: boolean }) => void;
  wallSeconds: () => number;
  /** The neighbour generator of the fuzz activity (recorded calls, their neighbours, borrowed calls). */
  neighbours: (calls: TraceCall[], extra: string[], label: string) => Promise<Probe[]>;
  /** Where the borrow list is written (an io folder the neighbour tool reads). */
  ioDir: string;
}

/** The repository's modules (tests excepted) that build a threading lock, rewritten reentrant. */
function reentrantModules(tree: string): { rel: string; text: string }[] {
  const out: { rel: string; text: string }[] = [];
  const walk = (dir: string, depth: number) => {
    if (depth > 8 || out.length > 200) return;
    for (const e of readdirSync(path.join(tree, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name) && !e.name.startsWith('.')) walk(rel, depth + 1);
      } else if (e.isFile() && e.name.endsWith('.py') && !/^test_|_test\.py$|^conftest\.py$/.test(e.name)) {
        const text = reentrantSource(readFileSync(path.join(tree, rel), 'utf8'));
        if (text !== null) out.push({ rel, text });
      }
    }
  };
  walk('', 0);
  return out;
}

export async function reentrantAttack(deps: ActivityDeps, input: ReentrantAttackInput): Promise<{ found: string[]; note: string | null }> {
  const { trees, workspace: ws } = input;
  const classes = [...new Map(input.targets.filter((t) => t.entity.includes('.') && t.file.endsWith('.py')).map((t) => [`${t.file}\u0000${t.entity.split('.').slice(0, -1).join('.')}`, t] as const)).values()];
  if (classes.length === 0) return { found: [], note: null };
  const modules = reentrantModules(ws.baselineDir);
  if (modules.length === 0) return { found: [], note: null };
  const methods: ProbeTarget[] = [];
  for (const t of classes.slice(0, 2)) {
    const cls = t.entity.split('.').slice(0, -1).join('.');
    const listed = await withHeartbeat(
      runPythonTool<{ methods: string[] }>(deps.sandbox, 'stress', ['--methods', t.file, cls], { cwd: trees.baseRun, writable: [trees.baseIo], wallSeconds: 60, charge: input.charge, env: input.env }),
      input.heartbeat,
    );
    for (const m of listed.methods) if (!m.startsWith('_')) methods.push({ file: t.file, entity: `${cls}.${m}` });
  }
  if (methods.length === 0) return { found: [], note: null };
  const trace = await traceTests(deps, { workspace: ws, tree: 'baseline', ids: [...input.passToPass, ...input.failToPass], targets: methods, testCommand: input.testCommand, heartbeat: input.heartbeat, charge: input.traced });
  const perMethod = new Map<string, TraceCall[]>();
  for (const c of spreadOverTests(reproducerCalls(trace), 400)) {
    const list = perMethod.get(c.entity) ?? [];
    if (list.length < MAX_CALLS_PER_METHOD && !list.some((x) => x.argsRepr === c.argsRepr)) perMethod.set(c.entity, [...list, c]);
  }
  const calls = [...perMethod.values()].flat().slice(0, MAX_CALLS);
  // a method no test reaches (it hangs whenever it runs) borrows the arguments of a recorded call
  const uncalled = methods.filter((m) => !perMethod.has(m.entity));
  const extra = ['--max-keep', '6', '--max-cross', '6'];
  if (uncalled.length && calls.length) {
    const borrowFile = path.join(input.ioDir, `reentrant-borrow-${randomBytes(3).toString('hex')}.json`);
    writeFileSync(borrowFile, JSON.stringify(uncalled.slice(0, 8)));
    extra.push('--borrow', borrowFile, '--borrow-fill');
  }
  if (calls.length === 0) return { found: [], note: `reentrant reference: no test records a call of ${methods.map((m) => m.entity).join(', ')}` };
  const rows = (await input.neighbours(calls, extra, 'reentrant')).map((r) => ({ ...r, id: `y${r.id}` }));
  const opts = { env: input.env, timeoutSeconds: HANG_SECONDS, wallSeconds: input.wallSeconds(), heartbeat: input.heartbeat, charge: input.charge };
  const onPre = await replayPreEdit(deps, trees, rows, { ...opts, repeat: 1 }, (s, key) => input.traced(s, { key, shared: true }));
  const hungPer = new Map<string, number>();
  const hung = rows.filter((r) => {
    if (onPre.get(r.id)?.kind !== 'timeout') return false;
    const n = hungPer.get(r.entity) ?? 0;
    hungPer.set(r.entity, n + 1);
    return n < MAX_HUNG_PER_METHOD;
  }).slice(0, MAX_HUNG);
  const what = `${rows.length} call(s) of ${perMethod.size + uncalled.length} method(s) of ${[...new Set(methods.map((m) => m.entity.split('.').slice(0, -1).join('.')))].join(', ')}`;
  if (hung.length === 0) return { found: [], note: `reentrant reference: ${what}; none hangs on the pre-edit` };
  const refDir = path.join(input.ioDir, `reentrant-${randomBytes(3).toString('hex')}`);
  for (const m of modules) {
    mkdirSync(path.dirname(path.join(refDir, m.rel)), { recursive: true });
    writeFileSync(path.join(refDir, m.rel), m.text);
  }
  const refRun = prepareRunDir(deps.config.workspace.dir, ws.baselineDir, { from: refDir, files: modules.map((m) => m.rel) });
  const refIo = makeIoDir(refRun);
  try {
    const [onCand, onRef] = await Promise.all([
      replayProbes(deps, trees.candRun, trees.candIo, hung, { ...opts, repeat: 1 }),
      replayProbes(deps, refRun, refIo, hung, { ...opts, repeat: 1 }),
    ]);
    const j = judgeReentrant(hung, onPre, onCand, onRef, HANG_SECONDS * 1000);
    const base = `reentrant reference: ${what}; ${hung.length} hang on the pre-edit, ${j.compared} of them answered by the pre-edit with reentrant locks (${modules.map((m) => m.rel).join(', ')})`;
    if (j.found.length === 0) return { found: [], note: `${base}; the candidate agrees with it on every one` };
    // The reference counts only as a fix of the issue: the visible tests, as the pre-edit wrote them, pass on it.
    const ids = [...input.failToPass, ...input.passToPass];
    // (the reference tree is the pre-edit's, tests included: they run as the pre-edit wrote them)
    const run = await withHeartbeat(runPytest({ sandbox: deps.sandbox, runDir: refRun, ids, testCommand: input.testCommand, env: input.env }), input.heartbeat);
    input.charge(run.cpuSeconds);
    const failed = ids.filter((id) => run.outcomes[id] !== 'passed');
    if (failed.length) return { found: [], note: `${base}; not a reference: it fails ${failed.slice(0, 2).join(', ')}${failed.length > 2 ? ` and ${failed.length - 2} more` : ''} (the hang is not a lock taken twice)` };
    return { found: j.found, note: `${base}, which passes all ${ids.length} visible tests; ${j.found.length} counterexample(s)` };
  } finally {
    removeRunDir(refIo);
    removeRunDir(refRun);
  }
}
