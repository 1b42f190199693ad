// The workspace: the pre-edit snapshot (content-addressed), the candidate (snapshot + patch,
// content-addressed by snapshot and diff) and throwaway per-run copies for the sandbox.
// The patch is untrusted input: it is validated before git applies it and can never write
// outside the candidate folder.
import { readEnv } from './env.js';
import type { Env } from './env.js';
import { execa } from 'execa';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, linkSync, realpathSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync, chownSync } from 'node:fs';
import path from 'node:path';
import { diffPath, parseDiff, splitPatchByFile } from '../domain/patchFiles.js';
import { MAX_PATCH_BYTES } from '../domain/schemas.js';
import type { Workspace } from '../domain/schemas.js';
import { repoUnavailable, badRequest } from '../domain/errors.js';
import { OVERLAY_WORK_SUFFIX, SANDBOX_UID, registerOverlay, unregisterOverlay } from './sandbox.js';
import { git as runGit } from './git.js';
import type { GitOptions } from './git.js';
import { spawnSync } from 'node:child_process';
import os from 'node:os';

const SKIP = new Set(['.git', '__pycache__', '.pytest_cache', '.mypy_cache', '.hypothesis']);
function sha256(...parts: (string | Buffer)[]): string {
  const h = createHash('sha256');
  for (const p of parts) {
    h.update(p);
    h.update('\0');
  }
  return h.digest('hex');
}

/** git on the workspace's repositories (infra/git.ts), output without its final newline. */
function git(cwd: string, args: string[], opts: GitOptions = {}) {
  return runGit(cwd, args, { stripFinalNewline: true, ...opts });
}

/** Hash a plain directory tree: sorted (path, mode, content) — the snapshot's identity. */
export function hashTree(root: string): string {
  const h = createHash('sha256');
  const walk = (rel: string) => {
    const abs = path.join(root, rel);
    for (const name of readdirSync(abs).sort()) {
      if (SKIP.has(name)) continue;
      const r = rel ? `${rel}/${name}` : name;
      const st = lstatSync(path.join(root, r));
      if (st.isDirectory()) walk(r);
      else if (st.isSymbolicLink()) h.update(`L ${r}\0`);
      else if (st.isFile()) {
        h.update(`F ${r} ${st.mode & 0o111 ? 'x' : '-'}\0`);
        h.update(readFileSync(path.join(root, r)));
        h.update('\0');
      }
    }
  };
  walk('');
  return h.digest('hex');
}

/** Build a directory under a temporary name and publish it by rename (atomic, idempotent). */
function publishDir(final: string, build: (tmp: string) => Promise<void>): Promise<boolean> {
  if (existsSync(final)) return Promise.resolve(true);
  const tmp = `${final}.tmp-${randomBytes(4).toString('hex')}`;
  mkdirSync(tmp, { recursive: true });
  return build(tmp).then(
    () => {
      try {
        renameSync(tmp, final);
      } catch {
        rmSync(tmp, { recursive: true, force: true }); // a concurrent attempt won
      }
      return false;
    },
    (err) => {
      rmSync(tmp, { recursive: true, force: true });
      throw err;
    },
  );
}

async function initSnapshotRepo(dir: string): Promise<void> {
  await git(dir, ['init', '-q']);
  await git(dir, ['add', '-A', '-f', '.']);
  const c = await git(dir, ['commit', '-q', '--no-verify', '--allow-empty', '-m', 'pre-edit snapshot']);
  if (c.exitCode !== 0) throw repoUnavailable(`cannot record the snapshot: ${c.stderr}`);
}

export interface SnapshotResult {
  snapshotId: string;
  dir: string;
  reused: boolean;
}

/**
 * The local folder a request names, with every symlink on the way resolved (git reports the real
 * top level, so an unresolved path would not be recognized as the repository). Typed failures
 * name what is wrong.
 */
export function resolveRepoPath(given: string): string {
  const p = path.resolve(given);
  let real: string;
  try {
    real = realpathSync(p);
  } catch {
    const dangling = (() => {
      try {
        return lstatSync(p).isSymbolicLink();
      } catch {
        return false;
      }
    })();
    throw repoUnavailable(dangling ? `repository not found: ${p} (a symlink to a missing target)` : `repository not found: ${p}`);
  }
  if (!statSync(real).isDirectory()) throw repoUnavailable(`repository is not a directory: ${p}`);
  return real;
}

/** Materialize the pre-edit snapshot of a repository at a commit. */
export async function materializeSnapshot(workDir: string, repo: { path?: string; url?: string; commit: string }): Promise<SnapshotResult> {
  const snapRoot = path.join(workDir, 'snapshots');
  mkdirSync(snapRoot, { recursive: true });
  let sourceGit: string | null = null;
  if (repo.url) {
    if (/^-/.test(repo.url)) throw badRequest('repo.url must not start with "-"');
    const mirror = path.join(workDir, 'repos', sha256(repo.url).slice(0, 16));
    if (!existsSync(mirror)) {
      mkdirSync(path.dirname(mirror), { recursive: true });
      // Never prompt for credentials (infra/git.ts sets GIT_TERMINAL_PROMPT=0): an unreachable or private URL fails at once, typed.
      const c = await git(path.dirname(mirror), ['clone', '--quiet', '--bare', '--', repo.url, mirror], { remote: true, timeoutMs: 300_000 });
      if (c.exitCode !== 0) {
        rmSync(mirror, { recursive: true, force: true });
        const why = c.stderr.trim().split('\n').filter(Boolean).pop() ?? `exit ${c.exitCode}`;
        throw repoUnavailable(`repository unreachable: ${repo.url} (git clone: ${why.slice(0, 300)})`);
      }
    } else {
      await git(mirror, ['fetch', '--quiet', 'origin', '+refs/heads/*:refs/heads/*'], { remote: true });
    }
    sourceGit = mirror;
  } else {
    const p = resolveRepoPath(repo.path!);
    const top = await git(p, ['rev-parse', '--show-toplevel']);
    if (top.exitCode === 0 && path.resolve(top.stdout) === p) sourceGit = p;
    else {
      if (repo.commit !== 'HEAD') throw repoUnavailable(`not a git repository: ${repo.path} (a plain directory accepts only commit "HEAD", the files as they are)`);
      const treeHash = hashTree(p);
      const snapshotId = `tree-${treeHash.slice(0, 20)}`;
      const dir = path.join(snapRoot, snapshotId);
      const reused = await publishDir(dir, async (tmp) => {
        cpSync(p, tmp, { recursive: true, verbatimSymlinks: true, filter: (src) => !SKIP.has(path.basename(src)) });
        await initSnapshotRepo(tmp);
        ownTreeOnce(tmp);
      });
      return { snapshotId, dir, reused };
    }
  }
  const rev = await git(sourceGit, ['rev-parse', '--verify', '--quiet', `${repo.commit}^{commit}`]);
  if (rev.exitCode !== 0 || !/^[0-9a-f]{40,64}$/.test(rev.stdout)) throw repoUnavailable(`commit ${repo.commit} not in repository ${repo.url ?? repo.path}`);
  const snapshotId = `git-${rev.stdout.slice(0, 20)}`;
  const dir = path.join(snapRoot, snapshotId);
  const reused = await publishDir(dir, async (tmp) => {
    const archive = await execa('git', ['-c', 'safe.directory=*', 'archive', '--format=tar', rev.stdout], {
      cwd: sourceGit!,
      encoding: 'buffer',
      reject: false,
      maxBuffer: 1024 * 1024 * 1024,
    });
    if (archive.exitCode !== 0) throw repoUnavailable(`git archive failed: ${archive.stderr}`);
    const untar = await execa('tar', ['-x', '-C', tmp], { input: archive.stdout as unknown as Buffer, reject: false });
    if (untar.exitCode !== 0) throw repoUnavailable(`cannot unpack snapshot: ${untar.stderr}`);
    await initSnapshotRepo(tmp);
    ownTreeOnce(tmp);
  });
  return { snapshotId, dir, reused };
}

export interface PatchCheck {
  ok: boolean;
  kind?: string;
  message?: string;
  files: { oldPath: string | null; newPath: string | null }[];
}

/** Validate untrusted diff text before anything is applied. */
export function validatePatch(patch: string, snapshotDir: string): PatchCheck {
  const bad = (kind: string, message: string): PatchCheck => ({ ok: false, kind, message, files: [] });
  if (Buffer.byteLength(patch, 'utf8') > MAX_PATCH_BYTES) return bad('oversize', `patch exceeds ${MAX_PATCH_BYTES} bytes`);
  if (!patch.trim()) return bad('malformed', 'the patch is empty');
  if (patch.includes('\0')) return bad('binary', 'the patch contains NUL bytes');
  if (/^GIT binary patch$/m.test(patch) || /^Binary files .* differ$/m.test(patch)) return bad('binary', 'binary patches are not accepted');
  let parsed;
  try {
    parsed = parseDiff(patch);
  } catch (e) {
    return bad('malformed', `the patch cannot be parsed: ${(e as Error).message}`);
  }
  const files = parsed.filter((f) => f.oldFileName || f.newFileName);
  if (files.length === 0 || files.every((f) => f.hunks.length === 0 && !f.isRename && !f.isDelete && !f.isCreate)) {
    return bad('malformed', 'the patch names no file changes (expected a unified diff with a/ b/ paths)');
  }
  const out: PatchCheck['files'] = [];
  for (const f of files) {
    const oldPath = diffPath(f.oldFileName);
    const newPath = diffPath(f.newFileName);
    for (const p of [oldPath, newPath]) {
      if (p === null) continue;
      if (p.startsWith('/') || path.isAbsolute(p)) return bad('path-escape', `absolute path in patch: ${p}`);
      const parts = p.split('/');
      if (parts.includes('..')) return bad('path-escape', `path traversal in patch: ${p}`);
      if (parts.includes('.git')) return bad('path-escape', `patch writes into .git: ${p}`);
      if (/[\0\r\n]/.test(p)) return bad('malformed', 'control characters in a path');
      // A path that goes through an existing symlink could write outside the workspace.
      let cur = snapshotDir;
      for (const part of parts) {
        cur = path.join(cur, part);
        let st;
        try {
          st = lstatSync(cur);
        } catch {
          break;
        }
        if (st.isSymbolicLink()) return bad('symlink', `patch writes through a symlink: ${p}`);
      }
    }
    if (f.newMode === '120000' || f.oldMode === '120000') return bad('symlink', `patch creates or edits a symlink: ${newPath ?? oldPath}`);
    for (const h of f.hunks) {
      if (!Number.isFinite(h.oldStart) || !Number.isFinite(h.newStart)) return bad('malformed', 'a hunk header is malformed');
    }
    out.push({ oldPath, newPath });
  }
  return { ok: true, files: out };
}

/** Materialize the candidate = snapshot + patch. Apply failures are results, not errors. */
export async function materializeCandidate(
  workDir: string,
  snap: SnapshotResult,
  patch: string,
  patchId: string | undefined,
  opts: { testPatchFiles?: string[] } = {},
): Promise<Workspace> {
  // SWE-bench's harness overwrites the files its test patch touches after applying a prediction,
  // so a candidate's edits to them never take effect: set them aside (reported by the tamper audit).
  // Likewise a "Binary files … differ" stanza carries no content to apply (agents commit stray
  // files such as a sqlite database): git cannot apply it and SWE-bench's patch fallback skips it.
  const owned = new Set(opts.testPatchFiles ?? []);
  const setAside: Workspace['setAside'] = [];
  const contentless = (t: string) => /^Binary files .* differ$/m.test(t) && !/^GIT binary patch$/m.test(t);
  if (patch.trim() && (owned.size > 0 || contentless(patch))) {
    const chunks = splitPatchByFile(patch);
    const keep = chunks.filter((c) => {
      const hit = [c.oldPath, c.newPath].find((p) => p !== null && owned.has(p));
      if (hit) setAside.push({ file: hit, reason: "the task's test patch owns this file; the harness overwrites it, so the candidate's edit to it is not applied" });
      else if (contentless(c.text)) {
        const m = /^Binary files (\S+) and (\S+) differ$/m.exec(c.text);
        const file = c.newPath ?? c.oldPath ?? (m ? (m[2] === '/dev/null' ? m[1]! : m[2]!).replace(/^[ab]\//, '') : 'binary file');
        setAside.push({ file, reason: 'a binary diff without content ("Binary files … differ"): nothing to apply' });
        return false;
      }
      return !hit;
    });
    if (setAside.length > 0) patch = keep.map((c) => c.text).join('');
  }
  const extra = { environment: null, runner: 'pytest', setAside };
  const key = sha256(snap.snapshotId, patch).slice(0, 20);
  const id = patchId ?? `p-${key.slice(0, 16)}`;
  const candRoot = path.join(workDir, 'candidates');
  mkdirSync(candRoot, { recursive: true });
  const metaFile = path.join(candRoot, `${key}.json`);
  if (existsSync(metaFile)) {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as Omit<Workspace, 'patchId' | 'reused'>;
    if (!meta.candidateDir || existsSync(meta.candidateDir)) return { ...meta, ...extra, patchId: id, reused: true };
  }
  const check = setAside.length > 0 && !patch.trim() ? { ok: false, kind: 'malformed', message: 'every file the patch edits is owned by the task\'s test patch (set aside); nothing is left to apply', files: [] } : validatePatch(patch, snap.dir);
  const base = { snapshotId: snap.snapshotId, baselineDir: snap.dir, ...extra };
  let result: Omit<Workspace, 'patchId' | 'reused'>;
  if (!check.ok) {
    result = { ...base, candidateDir: null, changedFiles: [], applyFailure: { kind: check.kind!, message: check.message! } };
  } else {
    const dir = path.join(candRoot, key);
    let applyFailure: Workspace['applyFailure'] = null;
    await publishDir(dir, async (tmp) => {
      // Hard links, not a copy (a real repository's tree costs 20–30 s to copy here); the files the
      // patch touches get their own inode first, so applying it never writes through to the snapshot.
      linkCandidateTree(snap.dir, tmp, new Set(check.files.flatMap((f) => [f.oldPath, f.newPath]).filter((p): p is string => p !== null)));
      const patchFile = path.join(tmp, '.git', 'candidate.diff');
      writeFileSync(patchFile, patch.endsWith('\n') ? patch : `${patch}\n`);
      const r = await git(tmp, ['apply', '--whitespace=nowarn', '-p1', patchFile]);
      if (r.exitCode !== 0) {
        applyFailure = { kind: 'does-not-apply', message: r.stderr.replace(new RegExp(tmp, 'g'), '.').slice(0, 2000) };
        throw new Error('apply failed');
      }
      // Owned by the sandbox user now, in this activity, not synchronously inside a later heartbeating one.
      ownTreeOnce(tmp);
    }).catch((e) => {
      if (!applyFailure) throw e;
    });
    if (applyFailure) {
      result = { ...base, candidateDir: null, changedFiles: [], applyFailure };
    } else {
      const changed = new Set<string>();
      for (const f of check.files) {
        if (f.oldPath) changed.add(f.oldPath);
        if (f.newPath) changed.add(f.newPath);
      }
      result = { ...base, candidateDir: dir, changedFiles: [...changed].sort(), applyFailure: null };
    }
  }
  writeFileSync(metaFile, JSON.stringify(result));
  return { ...result, ...extra, patchId: id, reused: false };
}

/**
 * How a run gets its private, writable view of a tree (issue 14 §4, measured in README "Real
 * repositories"): a 6,000-file Django checkout costs 6–20 s to copy and 20–35 s to delete per run
 * on this machine's shared disk, so a real repository must not pay a tree copy per sandboxed run.
 *  - overlay (chosen when available): an empty upper folder; the sandbox sees the read-only tree
 *    through a kernel overlayfs mounted in a private mount namespace on top of the upper folder
 *    (bubblewrap 0.8 has no --overlay), so set-up and clean-up cost only what the run writes. Needs
 *    root (the sandbox drops to uid 65534 inside); the tree is owned by the sandbox user once, so a
 *    run may create files anywhere in its view exactly as in a copy, and the tree never changes.
 *  - hardlink: fresh folders, files hard-linked (not copied): cheaper than a copy, but every file
 *    shares its inode with the cached tree, so files stay root-owned and read-only to the run.
 *  - copy: the portable fallback (any uid).
 * PATCHGATE_RUN_DIRS=overlay|hardlink|copy forces one.
 */
export type RunDirMode = 'overlay' | 'hardlink' | 'copy';

let probedOverlay: boolean | null = null;
/** Can this process mount an overlay in a private mount namespace? Probed once. */
export function overlaySupported(): boolean {
  if (probedOverlay !== null) return probedOverlay;
  probedOverlay = false;
  if (process.getuid?.() !== 0) return false;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-ovl-'));
  try {
    for (const d of ['lower', 'upper', 'work']) mkdirSync(path.join(dir, d));
    writeFileSync(path.join(dir, 'lower', 'f'), 'x');
    const r = spawnSync('unshare', ['-m', '--propagation', 'private', 'sh', '-c', `mount -t overlay overlay -o lowerdir=${dir}/lower,upperdir=${dir}/upper,workdir=${dir}/work ${dir}/upper && cat ${dir}/upper/f`], { encoding: 'utf8', timeout: 10_000 });
    probedOverlay = r.status === 0 && r.stdout === 'x';
  } catch {
    probedOverlay = false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return probedOverlay;
}

export function runDirMode(env: Env = readEnv()): RunDirMode {
  const forced = env.PATCHGATE_RUN_DIRS;
  if (forced === 'copy' || forced === 'hardlink') return forced;
  if (forced === 'overlay') return overlaySupported() ? 'overlay' : 'copy';
  return overlaySupported() ? 'overlay' : 'copy';
}

/** Give a cached tree to the sandbox user once (overlay lower layers), so runs can write anywhere in their view. */
function ownTreeOnce(tree: string): void {
  if (process.getuid?.() !== 0) return;
  const marker = path.join(tree, '.git', 'patchgate-sandbox-owned');
  if (existsSync(marker) || lstatSync(tree).uid === SANDBOX_UID) return;
  chownTree(tree, SANDBOX_UID);
  if (existsSync(path.join(tree, '.git'))) writeFileSync(marker, '');
}

/** The snapshot as hard links (its .git included: git writes by rename), with `own` files copied. */
function linkCandidateTree(src: string, dst: string, own: Set<string>, rel = ''): void {
  mkdirSync(dst, { recursive: true });
  for (const e of readdirSync(src, { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    const from = path.join(src, e.name);
    const to = path.join(dst, e.name);
    if (e.isDirectory()) linkCandidateTree(from, to, own, r);
    else if (e.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else if (e.isFile()) {
      if (own.has(r) || r === '.git/index') cpSync(from, to);
      else {
        try {
          linkSync(from, to);
        } catch (e) {
          // An older snapshot's loose git object packed meanwhile: the pack is linked instead.
          if ((e as NodeJS.ErrnoException).code !== 'ENOENT' || !r.startsWith('.git/')) throw e;
        }
      }
    }
  }
}

function hardlinkTree(src: string, dst: string): void {
  mkdirSync(dst, { recursive: true });
  if (process.getuid?.() === 0) chownSync(dst, SANDBOX_UID, SANDBOX_UID);
  for (const e of readdirSync(src, { withFileTypes: true })) {
    if (e.name === '.git') continue;
    const from = path.join(src, e.name);
    const to = path.join(dst, e.name);
    if (e.isDirectory()) hardlinkTree(from, to);
    else if (e.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else if (e.isFile()) linkSync(from, to);
  }
}

/**
 * A throwaway writable view of a tree for one sandboxed run, writable by the sandbox user.
 * `restoreFrom`: protected files re-applied from the pre-edit snapshot before the run.
 */
export function prepareRunDir(workDir: string, tree: string, restore?: { from: string; files: string[] }, mode: RunDirMode = runDirMode()): string {
  const runRoot = path.join(workDir, 'runs');
  mkdirSync(runRoot, { recursive: true });
  const dir = path.join(runRoot, `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`);
  if (mode === 'overlay') {
    ownTreeOnce(tree);
    mkdirSync(dir);
    mkdirSync(`${dir}${OVERLAY_WORK_SUFFIX}`);
    registerOverlay(dir, { lower: tree, work: `${dir}${OVERLAY_WORK_SUFFIX}`, hide: existsSync(path.join(tree, '.git')) ? ['.git'] : [] });
  } else if (mode === 'hardlink') {
    hardlinkTree(tree, dir);
  } else {
    cpSync(tree, dir, { recursive: true, verbatimSymlinks: true, filter: (src) => path.basename(src) !== '.git' });
  }
  if (restore) {
    for (const rel of restore.files) {
      const src = path.join(restore.from, rel);
      const dst = path.join(dir, rel);
      if (existsSync(src)) {
        mkdirSync(path.dirname(dst), { recursive: true });
        // A hard link must be replaced, never written through (it would change the cached tree).
        rmSync(dst, { force: true });
        cpSync(src, dst);
      }
    }
  }
  if (process.getuid?.() === 0 && mode !== 'hardlink') chownTree(dir, SANDBOX_UID);
  return dir;
}

function chownTree(dir: string, uid: number): void {
  chownSync(dir, uid, uid);
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isSymbolicLink()) continue;
    chownSync(p, uid, uid);
    if (e.isDirectory()) chownTree(p, uid);
  }
}

export function removeRunDir(dir: string): void {
  unregisterOverlay(dir);
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dir}${OVERLAY_WORK_SUFFIX}`, { recursive: true, force: true });
}

/** Read a file of a tree, or null when absent. */
export function readTreeFile(tree: string, rel: string): string | null {
  const p = path.join(tree, rel);
  try {
    if (!lstatSync(p).isFile()) return null;
    return readFileSync(p, 'utf8');
  } catch {
    return null;
  }
}

/** All files of a tree (relative paths), skipping VCS and cache folders. */
export function listTree(root: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      if (SKIP.has(e.name)) continue;
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(r);
      else out.push(r);
    }
  };
  walk('');
  return out.sort();
}
