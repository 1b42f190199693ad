// The edit workspace: a git repository copied from the pre-edit snapshot (infra/workspace.ts
// materializeSnapshot), one commit per accepted edit, and the developer-facing diff rendered
// from it by git at the end. Named by the workflow's run key, so retries reuse it.
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { materializeSnapshot } from '../../infra/workspace.js';
import type { ActivityDeps } from '../deps.js';
import type { EditWorkspace, PrepareEditWorkspaceInput, RenderDiffInput, RenderedDiff } from '../../domain/edit/stages.js';
import { RepoRef } from '../../domain/schemas.js';
import { badRequest, parseOrBadRequest } from '../../domain/errors.js';
import { gitOk, revParse } from '../../infra/git.js';

export function editRoot(workDir: string): string {
  return path.join(workDir, 'edits');
}

/** A scratch folder beside the workspace the sandboxed tools can read (never inside the repo). */
export function scratchDir(ws: Pick<EditWorkspace, 'dir'>): string {
  const dir = `${ws.dir}.scratch`;
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  chmodSync(dir, 0o755);
  return dir;
}

export function writeScratch(dir: string, name: string, text: string): string {
  const p = path.join(dir, name);
  writeFileSync(p, text, { mode: 0o644 });
  chmodSync(p, 0o644);
  return p;
}

/** The absolute path of a repository file, refusing any path that passes through a symlink. */
export function repoFile(root: string, rel: string): string {
  const parts = rel.split('/');
  if (rel.startsWith('/') || parts.some((p) => p === '..' || p === '' || p === '.git')) throw badRequest(`invalid repository path: ${rel}`);
  let cur = root;
  for (const part of parts) {
    cur = path.join(cur, part);
    try {
      if (lstatSync(cur).isSymbolicLink()) throw badRequest(`refusing to edit through a symlink: ${rel}`);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') break;
      throw e;
    }
  }
  return path.join(root, rel);
}

/** Idempotent per run key: a retry (or a replay) finds the workspace it made. */
export function makePrepareEditWorkspace(deps: ActivityDeps) {
  return async function prepareEditWorkspace(input: PrepareEditWorkspaceInput): Promise<EditWorkspace> {
    const repo = parseOrBadRequest(RepoRef, input.repo, 'repo', { messagesOnly: true });
    const workDir = deps.config.workspace.dir;
    const snap = await materializeSnapshot(workDir, repo);
    const id = `e-${createHash('sha256').update(`${input.runKey}\0${snap.snapshotId}`).digest('hex').slice(0, 20)}`;
    const root = editRoot(workDir);
    mkdirSync(root, { recursive: true, mode: 0o755 });
    chmodSync(root, 0o755);
    const dir = path.join(root, id);
    if (!existsSync(dir)) {
      const tmp = `${dir}.tmp-${randomBytes(4).toString('hex')}`;
      cpSync(snap.dir, tmp, { recursive: true, verbatimSymlinks: true });
      try {
        renameSync(tmp, dir);
      } catch {
        rmSync(tmp, { recursive: true, force: true }); // a concurrent attempt won
      }
    }
    chmodSync(dir, 0o755);
    const baseCommit = await revParse(snap.dir, 'HEAD');
    return { id, dir, snapshotId: snap.snapshotId, baseCommit };
  };
}

/** Reads commits only (never the working tree), so it is idempotent. */
export function makeRenderEditDiff() {
  return async function renderEditDiff(input: RenderDiffInput): Promise<RenderedDiff> {
    const { dir, baseCommit } = input.workspace;
    if (input.headCommit === baseCommit) return { diff: '', changedFiles: [] };
    const common = ['--no-color', '--no-ext-diff', '--no-renames', '--no-textconv', '--src-prefix=a/', '--dst-prefix=b/'];
    const diff = await gitOk(dir, ['diff', ...common, baseCommit, input.headCommit]);
    const names = await gitOk(dir, ['diff', '--name-only', '--no-renames', '-z', baseCommit, input.headCommit]);
    return { diff, changedFiles: names.split('\0').filter(Boolean).sort() };
  };
}
