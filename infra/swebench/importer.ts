// `patchgate corpus import-swebench` (issue 14 §1): SWE-bench instances + agents' predictions (+
// published results) → a benchmark-format corpus (../shared/benchmark-format.md).
//  - repo/ is base_commit with test_patch applied, so the reproducer is present and fails, as in
//    SWE-bench's own harness; the test patch's files are recorded (`test_patch_files`) so the gate
//    sets aside a candidate's edits to them (the harness overwrites them) and says so.
//  - candidates are the agents' model_patches; identical patches are merged, keeping every source
//    model's name; empty ones are kept as `noop`.
//  - the oracle is the gold patch plus FAIL_TO_PASS / PASS_TO_PASS; labels come from results files,
//    recorded with their source; no results → no label (the oracle still judges).
//  - test ids are converted per repository convention (pytest node ids; bare names through the test
//    patch's files; Django's `test_x (module.Class)` for its runner) and every id is checked to
//    collect; the corpus report lists every dropped id and why.
// The repositories come from local clones or mirrors under --repos; nothing is fetched.
import { execa } from 'execa';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { EnvironmentSpec } from '../../domain/schemas.js';
import type { EnvironmentSpecInput, ResolvedEnvironment } from '../../domain/schemas.js';
import { Task } from '../../domain/corpus.js';
import { splitPatchByFile } from '../../domain/patchFiles.js';
import { PYTHON_TOOLS_DIR } from '../config.js';
import type { Sandbox } from '../sandbox.js';
import { resolveEnvironment, sandboxEnvFor } from '../taskEnv.js';
import { DJANGO_DEFAULT_COMMAND } from '../testRunner.js';
import { prepareRunDir, removeRunDir } from '../workspace.js';
import { RecordError, loadInstances, loadPredictions, loadResolved } from './records.js';
import type { SwebenchInstance, SwebenchPrediction } from './records.js';

export const EnvSpecs = z.record(z.string(), EnvironmentSpec).describe('"owner/name@version" or "owner/name" → environment spec');

export interface ImportOptions {
  instances: string;
  predictions: string[];
  /** Results files: aligned with `predictions` by position, or `model_name=FILE`. */
  results: string[];
  repos: string;
  out: string;
  name?: string;
  envSpecs?: Record<string, EnvironmentSpecInput>;
  only?: string[];
  workDir: string;
  sandbox: Sandbox;
  log?: (m: string) => void;
  /** Skip the collection run (static checks only): for machines without the task environments. */
  noCollect?: boolean;
}

export interface DroppedId {
  id: string;
  list: 'FAIL_TO_PASS' | 'PASS_TO_PASS';
  reason: string;
}

export interface InstanceReport {
  instance_id: string;
  task: string | null;
  status: 'imported' | 'skipped';
  reason: string | null;
  runner: string;
  environment: string | null;
  ids: { fail_to_pass: number; pass_to_pass: number; converted: Record<string, number>; dropped: DroppedId[] };
  candidates: {
    id: string;
    kind: 'unknown' | 'noop';
    source: string[];
    correct: boolean | null;
    label_source: string | null;
    test_patch_overlap: string[];
    note: string | null;
  }[];
  predictions: number;
  merged: number;
}

export interface ImportReport {
  corpus: string;
  instances: number;
  imported: number;
  skipped: number;
  candidates: number;
  noop: number;
  merged: number;
  dropped_ids: number;
  labelled: number;
  results_files: Record<string, string>;
  per_instance: InstanceReport[];
}

const GIT_ENV = { GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0' };

/** Runner convention per repository: Django's own runner for django/django, pytest elsewhere. */
export function runnerForRepo(repo: string): 'django' | 'pytest' {
  return repo === 'django/django' ? 'django' : 'pytest';
}

/** A task id the benchmark format accepts (SWE-bench ids already are). */
export function taskIdOf(instanceId: string): string {
  return instanceId.replace(/[^A-Za-z0-9._-]+/g, '_');
}

/** A candidate id from a model name: short, safe, stable. */
export function candidateSlug(model: string): string {
  const s = model.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._-]+|[._-]+$/g, '');
  if (s.length <= 40) return s || 'model';
  return `${s.slice(0, 31)}-${createHash('sha256').update(model).digest('hex').slice(0, 8)}`;
}

/** Identity of a patch for merging: line endings, `index` lines and surrounding blank lines do not count. */
export function patchIdentity(patch: string): string {
  const lines = patch
    .replace(/\r\n/g, '\n')
    .split('\n')
    .filter((l) => !/^index [0-9a-f]+\.\.[0-9a-f]+/.test(l))
    .map((l) => l.replace(/\s+$/, ''));
  return lines.join('\n').trim();
}

/** The files a diff touches (both sides). */
export function filesOf(patch: string): string[] {
  const out = new Set<string>();
  for (const c of splitPatchByFile(patch)) for (const p of [c.oldPath, c.newPath]) if (p) out.add(p);
  return [...out].sort();
}

/** Find the clone of owner/name under the repos folder: owner__name, name, owner/name, owner+name (symlinks resolved). */
export function findClone(reposDir: string, repo: string): string | null {
  const [owner, name] = repo.split('/') as [string, string];
  for (const rel of [`${owner}__${name}`, name, path.join(owner, name), `${owner}+${name}`, `${owner}+${name}/repo`, `${name}.git`]) {
    const p = path.join(reposDir, rel);
    if (!existsSync(p)) continue;
    const real = realpathSync(p);
    if (lstatSync(real).isDirectory()) return real;
  }
  return null;
}

async function git(cwd: string, args: string[], input?: string | Buffer) {
  return execa('git', ['-c', 'safe.directory=*', ...args], { cwd, reject: false, env: GIT_ENV, input, encoding: 'utf8', maxBuffer: 1024 * 1024 * 1024 });
}

/** base_commit's tree + test_patch into `dest` (plain files). Throws a RecordError saying why not. */
export async function materializeRepo(clone: string, inst: SwebenchInstance, dest: string): Promise<void> {
  const rev = await git(clone, ['rev-parse', '--verify', '--quiet', `${inst.base_commit}^{commit}`]);
  if (rev.exitCode !== 0) throw new RecordError(`base commit ${inst.base_commit} is not in ${clone}`);
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  const archive = await execa('git', ['-c', 'safe.directory=*', 'archive', '--format=tar', inst.base_commit], { cwd: clone, encoding: 'buffer', reject: false, maxBuffer: 2 * 1024 * 1024 * 1024 });
  if (archive.exitCode !== 0) throw new RecordError(`git archive ${inst.base_commit} failed: ${String(archive.stderr)}`);
  const untar = await execa('tar', ['-x', '-C', dest], { input: archive.stdout as unknown as Buffer, reject: false });
  if (untar.exitCode !== 0) throw new RecordError(`cannot unpack ${inst.base_commit}: ${untar.stderr}`);
  if (inst.test_patch.trim()) {
    const patchFile = path.join(path.dirname(dest), 'test_patch.diff');
    writeFileSync(patchFile, inst.test_patch.endsWith('\n') ? inst.test_patch : `${inst.test_patch}\n`);
    const r = await execa('git', ['apply', '--whitespace=nowarn', '-p1', patchFile], { cwd: dest, reject: false, env: GIT_ENV });
    rmSync(patchFile, { force: true });
    if (r.exitCode !== 0) throw new RecordError(`test_patch does not apply at ${inst.base_commit}: ${r.stderr.slice(0, 500)}`);
  }
}

interface IdAnswer {
  id: string | null;
  /** Further tests the same entry stands for (a docstring line several tests print). */
  also?: string[];
  reason: string | null;
  how: string;
}

async function staticIds(sandbox: Sandbox, workDir: string, root: string, runner: string, ids: string[], touched: string[], env: Record<string, string>): Promise<Record<string, IdAnswer>> {
  const runDir = prepareRunDir(workDir, root);
  const req = path.join(runDir, '.patchgate-ids.json');
  writeFileSync(req, JSON.stringify({ root: runDir, runner, ids, test_patch_files: touched }));
  try {
    const r = await sandbox.run({ argv: ['python', '-m', 'patchgate_tools.swebench_ids', req], cwd: runDir, writable: [runDir], env: { ...env, PYTHONPATH: PYTHON_TOOLS_DIR } });
    if (r.exitCode !== 0) throw new RecordError(`patchgate_tools.swebench_ids failed (exit ${r.exitCode}): ${r.stderr.slice(-800)}`);
    return (JSON.parse(r.stdout) as { ids: Record<string, IdAnswer> }).ids;
  } finally {
    removeRunDir(runDir);
  }
}

/** pytest --collect-only over the named files: the node ids that really collect. */
async function collectPytest(sandbox: Sandbox, workDir: string, root: string, ids: string[], env: Record<string, string>): Promise<{ collected: Set<string>; output: string }> {
  const files = [...new Set(ids.map((id) => id.split('::')[0]!))].sort();
  const runDir = prepareRunDir(workDir, root);
  try {
    const r = await sandbox.run({
      argv: ['python', '-m', 'pytest', '--collect-only', '-q', '-p', 'no:cacheprovider', ...files],
      cwd: runDir,
      writable: [runDir],
      env,
      limits: { wallSeconds: 300 },
    });
    const collected = new Set<string>();
    for (const line of r.stdout.split('\n')) if (line.includes('::')) collected.add(line.trim());
    return { collected, output: `${r.stdout}\n${r.stderr}`.slice(-1500) };
  } finally {
    removeRunDir(runDir);
  }
}

function specFor(specs: Record<string, EnvironmentSpecInput> | undefined, inst: SwebenchInstance): EnvironmentSpecInput | undefined {
  if (!specs) return undefined;
  return specs[`${inst.repo}@${inst.version ?? ''}`] ?? specs[inst.repo];
}

/** Parse `--results` entries: `model=FILE` or FILE aligned with the predictions file at the same position. */
export function resultsByModel(predictionFiles: string[], entries: string[], modelsOfFile: (file: string) => string[]): { byModel: Map<string, { resolved: Set<string>; source: string }>; files: Record<string, string> } {
  const byModel = new Map<string, { resolved: Set<string>; source: string }>();
  const files: Record<string, string> = {};
  entries.forEach((entry, i) => {
    const m = /^([^=]+)=(.+)$/.exec(entry);
    const file = m && !existsSync(entry) ? m[2]! : entry;
    const resolved = loadResolved(file);
    const models = m && !existsSync(entry) ? [m[1]!] : i < predictionFiles.length ? modelsOfFile(predictionFiles[i]!) : [];
    if (models.length === 0) throw new RecordError(`--results ${entry}: name the model (MODEL=FILE) or give it at the position of its predictions file`);
    for (const model of models) {
      byModel.set(model, { resolved, source: `results:${path.basename(file)}` });
      files[model] = file;
    }
  });
  return { byModel, files };
}

/** Run the import. Writes `<out>/corpus.json`, one folder per task, and the corpus report. */
export async function importSwebench(o: ImportOptions): Promise<ImportReport> {
  const log = o.log ?? (() => {});
  const instances = loadInstances(o.instances).filter((i) => !o.only || o.only.length === 0 || o.only.includes(i.instance_id));
  if (instances.length === 0) throw new RecordError(`no instances to import from ${o.instances}${o.only?.length ? ` (asked for ${o.only.join(', ')})` : ''}`);
  const predsByFile = new Map<string, SwebenchPrediction[]>();
  for (const f of o.predictions) predsByFile.set(f, loadPredictions(f));
  const { byModel, files: resultFiles } = resultsByModel(o.predictions, o.results, (f) => [...new Set((predsByFile.get(f) ?? []).map((p) => p.model_name_or_path))]);
  const outDir = path.resolve(o.out);
  mkdirSync(outDir, { recursive: true });
  const reports: InstanceReport[] = [];
  const taskIds: string[] = [];

  for (const inst of instances) {
    const taskId = taskIdOf(inst.instance_id);
    const runner = runnerForRepo(inst.repo);
    const rep: InstanceReport = {
      instance_id: inst.instance_id,
      task: null,
      status: 'skipped',
      reason: null,
      runner,
      environment: null,
      ids: { fail_to_pass: 0, pass_to_pass: 0, converted: {}, dropped: [] },
      candidates: [],
      predictions: 0,
      merged: 0,
    };
    reports.push(rep);
    const taskDir = path.join(outDir, taskId);
    try {
      const clone = findClone(o.repos, inst.repo);
      if (!clone) throw new RecordError(`no clone of ${inst.repo} under ${o.repos} (looked for ${inst.repo.replace('/', '__')}, ${inst.repo.split('/')[1]}, ${inst.repo})`);
      log(`${inst.instance_id}: repo at ${inst.base_commit.slice(0, 12)} + test_patch`);
      const repoDir = path.join(taskDir, 'repo');
      await materializeRepo(clone, inst, repoDir);
      const touched = filesOf(inst.test_patch);

      // The environment the tests run in (built once per repository and dependency hash).
      const specInput = specFor(o.envSpecs, inst);
      const spec = specInput ? EnvironmentSpec.parse(specInput) : undefined;
      let environment: ResolvedEnvironment | null = null;
      if (spec) {
        environment = await resolveEnvironment(o.workDir, spec, repoDir, { log: (m) => log(`${inst.instance_id}: ${m}`) });
        rep.environment = environment ? `${environment.pythonVersion} ${environment.key ?? environment.python}` : null;
      }
      const env = sandboxEnvFor({ environment });

      // Test ids: convert, then check they collect.
      const lists = { FAIL_TO_PASS: inst.FAIL_TO_PASS, PASS_TO_PASS: inst.PASS_TO_PASS } as const;
      const all = [...new Set([...inst.FAIL_TO_PASS, ...inst.PASS_TO_PASS])];
      const answers = all.length > 0 ? await staticIds(o.sandbox, o.workDir, repoDir, runner, all, touched, env) : {};
      let collected: Set<string> | null = null;
      let collectOutput = '';
      const convertedIds = Object.values(answers).flatMap((a) => [a.id, ...(a.also ?? [])]).filter((x): x is string => Boolean(x));
      if (runner === 'pytest' && !o.noCollect && convertedIds.length > 0) {
        const c = await collectPytest(o.sandbox, o.workDir, repoDir, convertedIds, env);
        collected = c.collected;
        collectOutput = c.output;
      }
      const out: Record<'FAIL_TO_PASS' | 'PASS_TO_PASS', string[]> = { FAIL_TO_PASS: [], PASS_TO_PASS: [] };
      for (const list of ['FAIL_TO_PASS', 'PASS_TO_PASS'] as const) {
        for (const raw of lists[list]) {
          const a = answers[raw];
          if (!a || !a.id) {
            rep.ids.dropped.push({ id: raw, list, reason: a?.reason ?? 'not examined' });
            continue;
          }
          if (collected && !collected.has(a.id)) {
            const tail = collectOutput.split('\n').filter((l) => /error|Error/.test(l)).slice(-1)[0] ?? '';
            rep.ids.dropped.push({ id: raw, list, reason: `does not collect${tail ? ` (${tail.trim().slice(0, 160)})` : ''}` });
            continue;
          }
          rep.ids.converted[a.how] = (rep.ids.converted[a.how] ?? 0) + 1;
          for (const id of [a.id, ...(a.also ?? [])]) if (!out[list].includes(id)) out[list].push(id);
        }
      }
      // An id in both lists (it happens in the published data) stays a reproducer only.
      out.PASS_TO_PASS = out.PASS_TO_PASS.filter((id) => !out.FAIL_TO_PASS.includes(id));
      rep.ids.fail_to_pass = out.FAIL_TO_PASS.length;
      rep.ids.pass_to_pass = out.PASS_TO_PASS.length;
      if (out.FAIL_TO_PASS.length === 0) throw new RecordError('no FAIL_TO_PASS id survived conversion and collection: the gate would have no reproducer');

      // Candidates: merge identical patches, keep empty ones as noop.
      const preds = [...predsByFile.values()].flatMap((ps) => ps.filter((p) => p.instance_id === inst.instance_id));
      rep.predictions = preds.length;
      const groups = new Map<string, { patch: string; sources: string[] }>();
      for (const p of preds) {
        const key = patchIdentity(p.model_patch);
        const g = groups.get(key) ?? { patch: p.model_patch, sources: [] };
        if (!g.sources.includes(p.model_name_or_path)) g.sources.push(p.model_name_or_path);
        groups.set(key, g);
      }
      rep.merged = preds.length - groups.size;
      if (groups.size === 0) throw new RecordError('no prediction for this instance');
      mkdirSync(path.join(taskDir, 'candidates'), { recursive: true });
      mkdirSync(path.join(taskDir, 'oracle'), { recursive: true });
      const used = new Set<string>();
      const candidates: z.input<typeof Task>['candidates'] = [];
      for (const [key, g] of groups) {
        const empty = key === '';
        let id = `${candidateSlug(g.sources[0]!)}${empty ? '-noop' : ''}`;
        for (let n = 2; used.has(id); n++) id = `${candidateSlug(g.sources[0]!)}-${n}`;
        used.add(id);
        const labels = g.sources.map((s) => byModel.get(s)).filter((x): x is { resolved: Set<string>; source: string } => Boolean(x));
        const values = [...new Set(labels.map((l) => l.resolved.has(inst.instance_id)))];
        const correct = labels.length === 0 ? null : values.length === 1 ? values[0]! : null;
        const labelSource = labels.length === 0 ? null : values.length === 1 ? [...new Set(labels.map((l) => l.source))].join(',') : `conflict: ${labels.map((l) => `${l.source}=${l.resolved.has(inst.instance_id)}`).join(', ')}`;
        const overlap = empty ? [] : filesOf(g.patch).filter((f) => touched.includes(f));
        const file = `candidates/${id}.diff`;
        const text = g.patch.replace(/^\s*\n/, '');
        writeFileSync(path.join(taskDir, file), text === '' || text.endsWith('\n') ? text : `${text}\n`);
        candidates.push({ id, patch: file, kind: empty ? 'noop' : 'unknown', correct: empty ? false : correct, source: g.sources, ...(labelSource ? { label_source: empty ? 'empty patch' : labelSource } : empty ? { label_source: 'empty patch' } : {}) });
        rep.candidates.push({
          id,
          kind: empty ? 'noop' : 'unknown',
          source: g.sources,
          correct: empty ? false : correct,
          label_source: empty ? 'empty patch' : labelSource,
          test_patch_overlap: overlap,
          note: overlap.length > 0 ? `edits ${overlap.join(', ')}, which the test patch owns: the gate sets these edits aside (the harness overwrites them) and its tamper audit reports it` : null,
        });
      }
      writeFileSync(path.join(taskDir, 'oracle', 'gold.diff'), inst.patch.endsWith('\n') ? inst.patch : `${inst.patch}\n`);
      const task: z.input<typeof Task> & Record<string, unknown> = {
        id: taskId,
        language: 'python',
        issue: inst.problem_statement,
        test_command: runner === 'django' ? [...DJANGO_DEFAULT_COMMAND, '--settings=test_sqlite'] : ['python', '-m', 'pytest', '-rA'],
        fail_to_pass: out.FAIL_TO_PASS,
        pass_to_pass: out.PASS_TO_PASS,
        change_class: null,
        runner,
        ...(spec ? { environment: spec } : {}),
        test_patch_files: touched,
        candidates,
        oracle: { gold_patch: 'oracle/gold.diff', fail_to_pass: out.FAIL_TO_PASS, pass_to_pass: out.PASS_TO_PASS },
        codebase: inst.repo.split('/')[1],
        swebench: { instance_id: inst.instance_id, repo: inst.repo, base_commit: inst.base_commit, version: inst.version ?? null, dropped_ids: rep.ids.dropped },
      };
      const parsed = Task.safeParse(task);
      if (!parsed.success) throw new RecordError(`the task does not fit the benchmark format: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      writeFileSync(path.join(taskDir, 'task.json'), `${JSON.stringify(task, null, 2)}\n`);
      rep.status = 'imported';
      rep.task = taskId;
      taskIds.push(taskId);
      log(`${inst.instance_id}: ${candidates.length} candidate(s) from ${preds.length} prediction(s); ${rep.ids.fail_to_pass} F2P, ${rep.ids.pass_to_pass} P2P, ${rep.ids.dropped.length} id(s) dropped`);
    } catch (e) {
      if (!(e instanceof RecordError) && (e as { type?: string }).type !== 'PatchgateEnvironmentBuild') throw e;
      rep.reason = (e as Error).message;
      rmSync(taskDir, { recursive: true, force: true });
      log(`${inst.instance_id}: skipped — ${rep.reason}`);
    }
  }
  const name = o.name ?? path.basename(outDir);
  writeFileSync(path.join(outDir, 'corpus.json'), `${JSON.stringify({ name, version: 1, tasks: taskIds, source: 'swebench', instances: path.basename(o.instances) }, null, 2)}\n`);
  const report: ImportReport = {
    corpus: name,
    instances: instances.length,
    imported: reports.filter((r) => r.status === 'imported').length,
    skipped: reports.filter((r) => r.status === 'skipped').length,
    candidates: reports.reduce((n, r) => n + r.candidates.length, 0),
    noop: reports.reduce((n, r) => n + r.candidates.filter((c) => c.kind === 'noop').length, 0),
    merged: reports.reduce((n, r) => n + r.merged, 0),
    dropped_ids: reports.reduce((n, r) => n + r.ids.dropped.length, 0),
    labelled: reports.reduce((n, r) => n + r.candidates.filter((c) => c.correct !== null).length, 0),
    results_files: resultFiles,
    per_instance: reports,
  };
  writeFileSync(path.join(outDir, 'corpus-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(outDir, 'corpus-report.md'), renderImportReport(report));
  return report;
}

export function renderImportReport(r: ImportReport): string {
  const L: string[] = [];
  L.push(`# Import report: ${r.corpus}`, '');
  L.push(`${r.imported} of ${r.instances} instance(s) imported (${r.skipped} skipped); ${r.candidates} candidate(s) (${r.noop} noop, ${r.merged} identical prediction(s) merged); ${r.labelled} labelled; ${r.dropped_ids} test id(s) dropped.`, '');
  for (const i of r.per_instance) {
    L.push(`## ${i.instance_id} — ${i.status}${i.reason ? `: ${i.reason}` : ''}`, '');
    if (i.status === 'imported') {
      L.push(`runner ${i.runner}; environment ${i.environment ?? "the gate's venv"}; ${i.ids.fail_to_pass} FAIL_TO_PASS, ${i.ids.pass_to_pass} PASS_TO_PASS (${Object.entries(i.ids.converted).map(([k, v]) => `${v} ${k}`).join(', ')})`, '');
      for (const c of i.candidates) L.push(`- \`${c.id}\` (${c.kind}) from ${c.source.join(', ')}: label ${c.correct === null ? 'none' : c.correct ? 'resolved' : 'unresolved'}${c.label_source ? ` (${c.label_source})` : ''}${c.note ? ` — ${c.note}` : ''}`);
    }
    if (i.ids.dropped.length > 0) {
      L.push('', 'Dropped ids:');
      for (const d of i.ids.dropped) L.push(`- ${d.list} \`${d.id}\`: ${d.reason}`);
    }
    L.push('');
  }
  return `${L.join('\n')}\n`;
}
