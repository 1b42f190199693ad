// The workspace: the pre-edit snapshot (content-addressed), the candidate (snapshot + patch,
// content-addressed by snapshot and diff) and throwaway per-run copies for the sandbox.
// The patch is untrusted input: it is validated before git applies it and can never write
// outside the candidate folder.
import { execa } from 'execa';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, realpathSync, renameSync, rmSync, statSync, writeFileSync, chownSync } from 'node:fs';
import path from 'node:path';
import { parsePatch } from 'diff';
import { diffPath } from '../domain/patchFiles.js';
import { MAX_PATCH_BYTES } from '../domain/schemas.js';
import type { Workspace } from '../domain/schemas.js';
import { repoUnavailable, badRequest } from './errors.js';
import { SANDBOX_UID } from './sandbox.js';

const SKIP = new Set(['.git', '__pycache__', '.pytest_cache', '.mypy_cache', '.hypothesis']);
const GIT_ENV = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'patchgate',
  GIT_AUTHOR_EMAIL: 'patchgate@localhost',
  GIT_COMMITTER_NAME: 'patchgate',
  GIT_COMMITTER_EMAIL: 'patchgate@localhost',
  GIT_AUTHOR_DATE: '2000-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2000-01-01T00:00:00Z',
};

function sha256(...parts: (string | Buffer)[]): string {
  const h = createHash('sha256');
  for (const p of parts) {
    h.update(p);
    h.update('\0');
  }
  return h.digest('hex');
}

async function git(cwd: string, args: string[], input?: string) {
  return execa('git', ['-c', 'safe.directory=*', '-c', 'core.hooksPath=/dev/null', ...args], {
    cwd,
    reject: false,
    env: GIT_ENV,
    input,
    stripFinalNewline: true,
  });
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
      // Never prompt for credentials: an unreachable or private URL fails at once, typed.
      const c = await execa('git', ['clone', '--quiet', '--bare', '--', repo.url, mirror], { reject: false, env: { ...GIT_ENV, GIT_TERMINAL_PROMPT: '0' }, timeout: 300_000 });
      if (c.exitCode !== 0) {
        rmSync(mirror, { recursive: true, force: true });
        const why = String(c.stderr).trim().split('\n').filter(Boolean).pop() ?? (c.timedOut ? 'timed out' : `exit ${c.exitCode}`);
        throw repoUnavailable(`repository unreachable: ${repo.url} (git clone: ${why.slice(0, 300)})`);
      }
    } else {
      await git(mirror, ['fetch', '--quiet', 'origin', '+refs/heads/*:refs/heads/*']);
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
    parsed = parsePatch(patch);
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
): Promise<Workspace> {
  const key = sha256(snap.snapshotId, patch).slice(0, 20);
  const id = patchId ?? `p-${key.slice(0, 16)}`;
  const candRoot = path.join(workDir, 'candidates');
  mkdirSync(candRoot, { recursive: true });
  const metaFile = path.join(candRoot, `${key}.json`);
  if (existsSync(metaFile)) {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as Omit<Workspace, 'patchId' | 'reused'>;
    if (!meta.candidateDir || existsSync(meta.candidateDir)) return { ...meta, patchId: id, reused: true };
  }
  const check = validatePatch(patch, snap.dir);
  const base = { snapshotId: snap.snapshotId, baselineDir: snap.dir };
  let result: Omit<Workspace, 'patchId' | 'reused'>;
  if (!check.ok) {
    result = { ...base, candidateDir: null, changedFiles: [], applyFailure: { kind: check.kind!, message: check.message! } };
  } else {
    const dir = path.join(candRoot, key);
    let applyFailure: Workspace['applyFailure'] = null;
    await publishDir(dir, async (tmp) => {
      cpSync(snap.dir, tmp, { recursive: true, verbatimSymlinks: true });
      const patchFile = path.join(tmp, '.git', 'candidate.diff');
      writeFileSync(patchFile, patch.endsWith('\n') ? patch : `${patch}\n`);
      const r = await git(tmp, ['apply', '--whitespace=nowarn', '-p1', patchFile]);
      if (r.exitCode !== 0) {
        applyFailure = { kind: 'does-not-apply', message: r.stderr.replace(new RegExp(tmp, 'g'), '.').slice(0, 2000) };
        throw new Error('apply failed');
      }
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
  return { ...result, patchId: id, reused: false };
}

/**
 * A throwaway copy of a tree for one sandboxed run, writable by the sandbox user.
 * `restoreFrom`: protected files re-applied from the pre-edit snapshot before the run.
 */
export function prepareRunDir(workDir: string, tree: string, restore?: { from: string; files: string[] }): string {
  const runRoot = path.join(workDir, 'runs');
  mkdirSync(runRoot, { recursive: true });
  const dir = path.join(runRoot, `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`);
  cpSync(tree, dir, { recursive: true, verbatimSymlinks: true, filter: (src) => path.basename(src) !== '.git' });
  if (restore) {
    for (const rel of restore.files) {
      const src = path.join(restore.from, rel);
      const dst = path.join(dir, rel);
      if (existsSync(src)) {
        mkdirSync(path.dirname(dst), { recursive: true });
        cpSync(src, dst);
      }
    }
  }
  if (process.getuid?.() === 0) chownTree(dir, SANDBOX_UID);
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
  rmSync(dir, { recursive: true, force: true });
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
