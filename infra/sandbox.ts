// The sandbox every command that runs repository code goes through: bubblewrap with no
// network, a read-only root, only the given workspace folders writable, a private /tmp and
// pid namespace, /root and /home hidden, an unprivileged user (uid 65534) and rlimits for
// CPU, memory, processes and file size; wall clock enforced from here with SIGKILL.
// PATCHGATE_SANDBOX=off is an explicit, logged opt-out (limits still apply), never a fallback.
import { execa } from 'execa';
import { chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, existsSync, realpathSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GateConfig } from './config.js';
import type { ResourceKind } from '../domain/schemas.js';
import { PROJECT_ROOT, venvDir } from './config.js';

/** Set by infra/taskEnv.ts `sandboxEnvFor`: colon-separated folders bound read-only (never passed to the command). */
export const RO_BINDS_VAR = 'PATCHGATE_RO_BINDS';

export interface SandboxLimits {
  wallSeconds: number;
  cpuSeconds: number;
  memoryMb: number;
  maxProcesses: number;
  maxFileMb: number;
}

export interface SandboxRequest {
  argv: string[];
  /** Working directory; must be one of `writable`. */
  cwd: string;
  writable: string[];
  env?: Record<string, string>;
  limits?: Partial<SandboxLimits>;
  /** Extra read-only binds (source → same path), e.g. project tool scripts are already visible. */
}

export interface SandboxResult {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  /** Killed by a limit (signal) rather than exiting. */
  killed: boolean;
  /**
   * The run's own wrapper shell died of a signal no limit sent (not the wall clock): code inside
   * the sandbox killed its supervisor (`os.kill(-1, SIGKILL)` spares only the caller and pid 1).
   * Whatever the run reported after that is not evidence.
   */
  supervisorKilled?: boolean;
  stdout: string;
  stderr: string;
  wallMs: number;
  cpuSeconds: number;
  sandboxed: boolean;
  /** A resource limit the command ran into (signal, output cap, or its own error message). */
  resource: { kind: ResourceKind; detail: string } | null;
}

export const SANDBOX_UID = 65534;

/** Run dirs that are overlay upper folders (infra/workspace.ts prepareRunDir, mode overlay): dir → its read-only lower tree. */
export interface OverlaySpec {
  lower: string;
  work: string;
  /** Top-level names of the lower tree hidden from the run (its .git). */
  hide: string[];
}
export const OVERLAY_WORK_SUFFIX = '.ovl-work';
const overlays = new Map<string, OverlaySpec>();
export function registerOverlay(dir: string, spec: OverlaySpec): void {
  overlays.set(dir, spec);
}
export function unregisterOverlay(dir: string): void {
  overlays.delete(dir);
}

/**
 * The argv prefix that mounts each overlay run dir (upper on top of itself, over its lower tree)
 * in a private mount namespace before the sandbox starts; the sandbox then binds the merged view.
 */
function overlayPrefix(dirs: string[]): string[] {
  const specs = dirs.filter((d) => overlays.has(d)).map((d) => [d, overlays.get(d)!] as const);
  if (specs.length === 0) return [];
  const q = (s: string) => `'${s.replace(/'/g, "'\\''")}'`;
  const mounts = specs.map(([d, o]) => `mount -t overlay overlay -o ${q(`lowerdir=${o.lower},upperdir=${d},workdir=${o.work}`)} ${q(d)}`).join(' && ');
  return ['unshare', '-m', '--propagation', 'private', 'sh', '-c', `${mounts} && exec "$@"`, 'pg-overlay'];
}
export const OUTPUT_CAP = 2 * 1024 * 1024;

export function limitsFromConfig(cfg: GateConfig): SandboxLimits {
  const s = cfg.sandbox;
  return { wallSeconds: s.wall_seconds, cpuSeconds: s.cpu_seconds, memoryMb: s.memory_mb, maxProcesses: s.max_processes, maxFileMb: s.max_file_mb };
}

/** Directories that must stay readable inside the sandbox although they live under /root. */
function pythonPrefixes(): string[] {
  const out = new Set<string>();
  const venvPython = path.join(venvDir(), 'bin', 'python');
  try {
    const real = realpathSync(venvPython);
    out.add(path.dirname(path.dirname(real)));
  } catch {
    /* the venv is checked by `checkSandbox` */
  }
  return [...out].filter((p) => p.startsWith('/root/') || p.startsWith('/home/'));
}

let warnedUnsandboxed = false;

export class Sandbox {
  constructor(
    private readonly mode: 'bwrap' | 'off',
    private readonly defaults: SandboxLimits,
    private readonly log: (msg: string) => void = (m) => console.warn(m),
    /** Folders that must stay visible (read-only) although they may sit under /tmp or /root. */
    private readonly visible: string[] = [],
  ) {}

  /**
   * The sandbox a configuration describes: its mode and limits, with the workspace folder kept
   * visible. `opts` overrides the mode, single limits, the logger, or adds visible folders.
   */
  static fromConfig(config: GateConfig, opts: { mode?: 'bwrap' | 'off'; limits?: Partial<SandboxLimits>; log?: (msg: string) => void; visible?: string[] } = {}): Sandbox {
    return new Sandbox(opts.mode ?? config.sandbox.mode, { ...limitsFromConfig(config), ...opts.limits }, opts.log, [config.workspace.dir, ...(opts.visible ?? [])]);
  }

  get isSandboxed(): boolean {
    return this.mode === 'bwrap';
  }

  async run(req: SandboxRequest): Promise<SandboxResult> {
    const lim = { ...this.defaults, ...req.limits };
    const metaDir = mkdtempSync(path.join(os.tmpdir(), 'pg-meta-'));
    const timesFile = path.join(metaDir, 'times');
    if (process.getuid?.() === 0) chownSync(metaDir, SANDBOX_UID, SANDBOX_UID);
    const venvBin = path.join(venvDir(), 'bin');
    const env: Record<string, string> = {
      PATH: `${venvBin}:/usr/local/bin:/usr/bin:/bin`,
      HOME: '/tmp',
      LANG: 'C.UTF-8',
      PYTHONDONTWRITEBYTECODE: '1',
      PYTHONHASHSEED: '0',
      TMPDIR: '/tmp',
      ...req.env,
    };
    // A task environment (infra/taskEnv.ts sandboxEnvFor) names the folders it needs read-only.
    const extraReadOnly = (env[RO_BINDS_VAR] ?? '').split(':').filter(Boolean);
    delete env[RO_BINDS_VAR];
    // bash reports the children's CPU time with `times` after the command ends.
    const inner = ['bash', '-c', 'trap "" PIPE; "$@"; rc=$?; times > "$PG_TIMES" 2>/dev/null; exit $rc', 'pg-run', ...req.argv];
    const prlimit = [
      'prlimit',
      `--cpu=${Math.ceil(lim.cpuSeconds)}`,
      `--as=${lim.memoryMb * 1024 * 1024}`,
      `--nproc=${lim.maxProcesses}`,
      `--fsize=${lim.maxFileMb * 1024 * 1024}`,
      '--',
    ];
    let file: string;
    let args: string[];
    if (this.mode === 'bwrap') {
      const isRoot = process.getuid?.() === 0;
      const a: string[] = ['--ro-bind', '/', '/', '--perms', '1777', '--tmpfs', '/tmp', '--tmpfs', '/root', '--tmpfs', '/home'];
      // bwrap makes missing parents 0700; under the tmpfs roots the sandbox user must traverse them.
      const made = new Set<string>();
      const parents = (p: string) => {
        const parts = p.split('/').filter(Boolean);
        if (!['tmp', 'root', 'home'].includes(parts[0] ?? '')) return;
        for (let i = 2; i < parts.length; i++) {
          const d = `/${parts.slice(0, i).join('/')}`;
          if (!made.has(d)) a.push('--perms', '0755', '--dir', d);
          made.add(d);
        }
      };
      for (const p of pythonPrefixes()) {
        parents(p);
        a.push('--ro-bind', p, p);
      }
      // The project (its venv and python/patchgate_tools) stays visible read-only even when the
      // checkout lives under /tmp or /root (a CI clone, say).
      for (const p of [PROJECT_ROOT, path.dirname(path.dirname(venvBin))]) {
        parents(p);
        a.push('--ro-bind', p, p);
      }
      for (const v of this.visible) if (existsSync(v)) (parents(v), a.push('--ro-bind', v, v));
      for (const v of extraReadOnly) if (existsSync(v)) (parents(v), a.push('--ro-bind', v, v));
      for (const w of req.writable) {
        parents(w);
        a.push('--bind', w, w);
        // An overlay's lower .git stays out of the run, as a copy leaves it out.
        for (const h of overlays.get(w)?.hide ?? []) a.push('--tmpfs', path.join(w, h));
      }
      parents(metaDir);
      a.push('--bind', metaDir, metaDir);
      a.push('--proc', '/proc', '--dev', '/dev');
      a.push('--unshare-ipc', '--unshare-pid', '--unshare-net', '--unshare-uts', '--unshare-cgroup-try');
      if (!isRoot) a.push('--unshare-user');
      a.push('--die-with-parent', '--new-session', '--clearenv', '--chdir', req.cwd);
      for (const [k, v] of Object.entries({ ...env, PG_TIMES: timesFile })) a.push('--setenv', k, v);
      const drop = isRoot
        ? ['setpriv', `--reuid=${SANDBOX_UID}`, `--regid=${SANDBOX_UID}`, '--clear-groups', '--inh-caps=-all', '--bounding-set=-all', '--']
        : [];
      // the working directory too: a tool reading a run dir it may not write still sees its tree
      const ovl = overlayPrefix([...new Set([...req.writable, req.cwd])]);
      file = ovl.length ? ovl[0]! : 'bwrap';
      args = ovl.length ? [...ovl.slice(1), 'bwrap', ...a, ...drop, ...prlimit, ...inner] : [...a, ...drop, ...prlimit, ...inner];
    } else {
      if (!warnedUnsandboxed) {
        this.log('patchgate: WARNING: PATCHGATE_SANDBOX=off — running candidate code WITHOUT the bubblewrap sandbox (explicit opt-out)');
        warnedUnsandboxed = true;
      }
      // the working directory too: a tool reading a run dir it may not write still sees its tree
      const ovl = overlayPrefix([...new Set([...req.writable, req.cwd])]);
      file = ovl.length ? ovl[0]! : prlimit[0]!;
      args = ovl.length ? [...ovl.slice(1), ...prlimit, ...inner] : [...prlimit.slice(1), ...inner];
      env.PG_TIMES = timesFile;
    }
    const started = Date.now();
    const child = await execa(file, args, {
      cwd: this.mode === 'bwrap' ? undefined : req.cwd,
      env: this.mode === 'bwrap' ? {} : env,
      extendEnv: false,
      reject: false,
      timeout: Math.ceil(lim.wallSeconds * 1000),
      killSignal: 'SIGKILL',
      maxBuffer: OUTPUT_CAP,
      stdin: 'ignore',
      stripFinalNewline: false,
    });
    const wallMs = Date.now() - started;
    let cpuSeconds = 0;
    let timesMissing = false;
    try {
      // `times` prints two lines: shell user/sys, then children user/sys as 0m1.234s.
      const lines = readFileSync(timesFile, 'utf8').trim().split('\n');
      const secs = (s: string) => {
        const m = /(\d+)m([\d.]+)s/.exec(s);
        return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
      };
      for (const l of lines) for (const part of l.trim().split(/\s+/)) cpuSeconds += secs(part);
    } catch {
      cpuSeconds = wallMs / 1000; // killed before `times` ran: charge the wall time
      timesMissing = true;
    }
    rmSync(metaDir, { recursive: true, force: true });
    const timedOut = Boolean(child.timedOut);
    const signal = child.signal ?? null;
    // A CPU-limit kill shows up as SIGKILL/SIGXCPU on the inner process: exit 128+n via bash.
    const innerSignal = typeof child.exitCode === 'number' && child.exitCode > 128 && child.exitCode < 160 ? child.exitCode - 128 : null;
    const result: SandboxResult = {
      exitCode: typeof child.exitCode === 'number' ? child.exitCode : null,
      signal: signal ?? (innerSignal ? signalName(innerSignal) : null),
      timedOut,
      killed: timedOut || signal !== null || innerSignal !== null,
      supervisorKilled: !timedOut && innerSignal !== null && timesMissing,
      stdout: String(child.stdout ?? ''),
      stderr: String(child.stderr ?? ''),
      wallMs,
      cpuSeconds: Math.round(cpuSeconds * 1000) / 1000,
      sandboxed: this.mode === 'bwrap',
      resource: null,
    };
    result.resource = detectResource(result, { isMaxBuffer: Boolean((child as { isMaxBuffer?: boolean }).isMaxBuffer), limits: lim });
    return result;
  }
}

/** Messages by which a process says a limit ran out (Python, libc, bash, coreutils). */
const RESOURCE_MESSAGES: [ResourceKind, RegExp][] = [
  ['processes', /BlockingIOError: \[Errno 11\]|Resource temporarily unavailable|can't start new thread|fork: retry|Cannot fork/],
  ['memory', /\bMemoryError\b|Cannot allocate memory|std::bad_alloc|\bout of memory\b/i],
  ['file-size', /\[Errno 27\] File too large|File size limit exceeded/],
  ['disk', /\[Errno 28\] No space left on device|No space left on device/],
];

/**
 * Which resource limit a finished command ran into, if any (issue 13.4). Signals and the output
 * cap are certain; an error message is only believed when the command failed.
 */
export function detectResource(
  r: Pick<SandboxResult, 'exitCode' | 'signal' | 'timedOut' | 'killed' | 'stdout' | 'stderr' | 'cpuSeconds'>,
  ctx: { isMaxBuffer: boolean; limits: SandboxLimits },
): { kind: ResourceKind; detail: string } | null {
  if (ctx.isMaxBuffer || r.stdout.length >= OUTPUT_CAP || r.stderr.length >= OUTPUT_CAP) {
    return { kind: 'output', detail: `output exceeded the ${OUTPUT_CAP / (1024 * 1024)} MB cap and was cut off` };
  }
  if (r.signal === 'SIGXFSZ') return { kind: 'file-size', detail: `killed by SIGXFSZ: a file grew past the ${ctx.limits.maxFileMb} MB limit (RLIMIT_FSIZE)` };
  if (r.signal === 'SIGXCPU' || (r.killed && !r.timedOut && r.cpuSeconds >= ctx.limits.cpuSeconds)) {
    return { kind: 'cpu', detail: `killed at the ${ctx.limits.cpuSeconds} s CPU limit (RLIMIT_CPU)` };
  }
  if (r.exitCode === 0 && !r.killed) return null;
  const tail = `${r.stdout.slice(-64 * 1024)}\n${r.stderr.slice(-64 * 1024)}`;
  for (const [kind, re] of RESOURCE_MESSAGES) {
    const m = re.exec(tail);
    if (m) {
      const limit = kind === 'processes' ? ` (the ${ctx.limits.maxProcesses}-process limit, RLIMIT_NPROC)` : kind === 'memory' ? ` (the ${ctx.limits.memoryMb} MB address-space limit, RLIMIT_AS)` : kind === 'file-size' ? ` (the ${ctx.limits.maxFileMb} MB file-size limit, RLIMIT_FSIZE)` : '';
      return { kind, detail: `${m[0]}${limit}` };
    }
  }
  return null;
}

function signalName(n: number): string {
  const entry = Object.entries(os.constants.signals).find(([, v]) => v === n);
  return entry ? entry[0] : `signal ${n}`;
}

/** Whether uid/gid 65534 may traverse (search) a directory with this stat. */
function sandboxUserCanTraverse(st: { mode: number; uid: number; gid: number }): boolean {
  if (st.uid === SANDBOX_UID) return (st.mode & 0o100) !== 0;
  if (st.gid === SANDBOX_UID) return (st.mode & 0o010) !== 0;
  return (st.mode & 0o001) !== 0;
}

/**
 * The first folder on the way to `workDir` that the sandbox user cannot traverse, as the sandbox
 * sees it: /tmp, /root and /home are fresh tmpfs there, and their sub-folders are synthesized
 * 0755 unless they are bound from the host (the project, the venv, the work directory itself),
 * in which case their real modes apply.
 */
export function untraversableFolder(workDir: string, bound: readonly string[]): { dir: string; mode: string; owner: number } | null {
  const abs = path.resolve(workDir);
  const parts = abs.split('/').filter(Boolean);
  const tmpfsRoot = ['tmp', 'root', 'home'].includes(parts[0] ?? '');
  for (let i = 1; i <= parts.length; i++) {
    const dir = `/${parts.slice(0, i).join('/')}`;
    if (tmpfsRoot && (i === 1 || !bound.some((b) => dir === b || dir.startsWith(`${b}/`)))) continue;
    let st;
    try {
      st = statSync(dir);
    } catch {
      return null; // not created yet: whoever creates it decides its mode (checked after mkdir)
    }
    if (!sandboxUserCanTraverse(st)) return { dir, mode: (st.mode & 0o7777).toString(8).padStart(4, '0'), owner: st.uid };
  }
  return null;
}

/**
 * Fails with a clear message when the sandbox cannot work on this machine: the venv, bubblewrap,
 * and (given `workDir`) whether the unprivileged sandbox user can reach the work directory — a
 * 0700 PATCHGATE_WORK_DIR would otherwise make every run fail with "permission denied".
 */
export async function checkSandbox(mode: 'bwrap' | 'off', opts: { workDir?: string } = {}): Promise<string | null> {
  if (!existsSync(path.join(venvDir(), 'bin', 'python'))) return `the project venv is missing at ${venvDir()} (run scripts/setup.sh)`;
  if (mode === 'off') return null;
  const r = await execa('bwrap', ['--ro-bind', '/', '/', '--unshare-net', '--unshare-pid', '--die-with-parent', 'true'], { reject: false });
  if (r.exitCode !== 0) return `bubblewrap cannot start a sandbox here: ${String(r.stderr).trim() || `exit ${r.exitCode}`} (install bubblewrap, or set PATCHGATE_SANDBOX=off to opt out explicitly)`;
  if (!opts.workDir) return null;
  const workDir = path.resolve(opts.workDir);
  try {
    mkdirSync(workDir, { recursive: true });
  } catch (e) {
    return `cannot create the work directory ${workDir}: ${(e as Error).message} (set PATCHGATE_WORK_DIR to a writable folder)`;
  }
  // Only a root worker drops to uid 65534; otherwise the sandbox runs as the folder's owner.
  if (process.getuid?.() === 0) {
    const venvRoot = path.dirname(path.dirname(path.join(venvDir(), 'bin')));
    const bad = untraversableFolder(workDir, [PROJECT_ROOT, venvRoot, workDir]);
    if (bad) {
      return (
        `sandbox setup: the sandbox user (uid ${SANDBOX_UID}) cannot traverse ${bad.dir} (mode ${bad.mode}, owner uid ${bad.owner}), ` +
        `so every sandboxed run under the work directory ${workDir} would fail with "permission denied". ` +
        `Fix: chmod o+x ${bad.dir} (or chmod 755), or set PATCHGATE_WORK_DIR to a folder the sandbox user can reach`
      );
    }
  }
  // And the real thing: one sandboxed command writing, by absolute path as pytest does, in a run
  // folder of the work directory.
  const probe = path.join(workDir, 'runs', `probe-${process.pid}-${Date.now().toString(36)}`);
  try {
    mkdirSync(probe, { recursive: true });
    if (process.getuid?.() === 0) chownSync(probe, SANDBOX_UID, SANDBOX_UID);
    // RLIMIT_NPROC counts every process and thread of the sandbox user, other runs' included: the
    // probe's own limit is not what is checked here, so it is generous
    const limits: SandboxLimits = { wallSeconds: 20, cpuSeconds: 10, memoryMb: 512, maxProcesses: 4096, maxFileMb: 1 };
    for (let attempt = 1; ; attempt++) {
      const res = await new Sandbox('bwrap', limits, () => {}, [workDir]).run({ argv: ['touch', path.join(probe, 'probe')], cwd: probe, writable: [probe] });
      const verdict = probeOutcome(res.exitCode, res.stderr, existsSync(path.join(probe, 'probe')), probe, workDir);
      if (verdict !== 'busy') return verdict;
      // other sandboxes of the same user hold the processes for now: look again shortly
      if (attempt >= PROBE_ATTEMPTS) return `sandbox setup: the sandbox user (uid ${SANDBOX_UID}) could not start a process in ${PROBE_ATTEMPTS} attempts (fork: resource temporarily unavailable); other sandboxed runs of that user hold its process limit (RLIMIT_NPROC counts them all): run fewer at once`;
      await new Promise((r) => setTimeout(r, PROBE_RETRY_MS * attempt));
    }
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

const PROBE_ATTEMPTS = 4;
const PROBE_RETRY_MS = 1000;

/**
 * What the setup probe's run says: null (the sandbox works), 'busy' (a fork refused for want of
 * processes: the user's limit is held by other runs for now, which says nothing of the setup), or
 * the setup problem to report.
 */
export function probeOutcome(exitCode: number | null, stderr: string, wrote: boolean, probe: string, workDir: string): string | null | 'busy' {
  if (exitCode === 0 && wrote) return null;
  if (/fork: (retry: )?Resource temporarily unavailable|Cannot fork|can't start new thread/i.test(stderr)) return 'busy';
  return `sandbox setup: a sandboxed command cannot work in ${probe} (exit ${exitCode}: ${stderr.trim().slice(0, 300)}); check the modes of ${workDir} and its parents, or set PATCHGATE_WORK_DIR`;
}
