// git as patchgate runs it, defined once (issue 12 item 6): a fixed identity and dates (so the
// same snapshot or the same edits give the same commit ids), no system or user config (nothing
// of the machine's git setup — signing, hooks, CRLF conversion, path quoting — leaks into a
// snapshot, a candidate or an edit), no hooks. The one exception is talking to the user's
// remote (clone, fetch): there the user's own config (credentials, proxies, url rewrites) applies.
import { execa } from 'execa';
import { toolFailure } from '../domain/errors.js';

/** Identity and dates of every commit patchgate makes; no system config. */
const BASE_ENV = {
  GIT_CONFIG_NOSYSTEM: '1',
  // never prompt for credentials: an unreachable or private remote fails at once
  GIT_TERMINAL_PROMPT: '0',
  GIT_AUTHOR_NAME: 'patchgate',
  GIT_AUTHOR_EMAIL: 'patchgate@localhost',
  GIT_COMMITTER_NAME: 'patchgate',
  GIT_COMMITTER_EMAIL: 'patchgate@localhost',
  GIT_AUTHOR_DATE: '2000-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2000-01-01T00:00:00Z',
};

/** For repositories patchgate owns (snapshots, candidates, edit workspaces, verification copies). */
export const GIT_ENV: Readonly<Record<string, string>> = { ...BASE_ENV, GIT_CONFIG_GLOBAL: '/dev/null' };

/** For cloning and fetching the user's remote: their global config applies. */
export const GIT_REMOTE_ENV: Readonly<Record<string, string>> = BASE_ENV;

/** Config every git call carries. gc.auto=0: a real repository's snapshot commit holds thousands of loose objects, past git's auto-gc threshold, and a detached background gc would pack them away while candidates link them. */
export const GIT_CONFIG: readonly string[] = ['-c', 'safe.directory=*', '-c', 'gc.auto=0', '-c', 'core.hooksPath=/dev/null', '-c', 'core.autocrlf=false', '-c', 'commit.gpgsign=false', '-c', 'core.quotePath=false'];

export interface GitOptions {
  /** Standard input. */
  input?: string;
  /** Strip the final newline of stdout/stderr (default: keep output byte-exact). */
  stripFinalNewline?: boolean;
  /** Talking to the user's remote (clone, fetch): their global config applies. */
  remote?: boolean;
  timeoutMs?: number;
}

export async function git(cwd: string, args: string[], opts: GitOptions = {}): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  const r = await execa('git', [...GIT_CONFIG, ...args], {
    cwd,
    reject: false,
    env: opts.remote ? GIT_REMOTE_ENV : GIT_ENV,
    input: opts.input,
    stripFinalNewline: opts.stripFinalNewline ?? false,
    maxBuffer: 64 * 1024 * 1024,
    timeout: opts.timeoutMs,
  });
  return { exitCode: r.exitCode ?? 1, stdout: String(r.stdout ?? ''), stderr: String(r.stderr ?? '') };
}

/** Run git and fail the activity (retryable) when it fails: the workspace is ours, so this is an infrastructure error. */
export async function gitOk(cwd: string, args: string[]): Promise<string> {
  const r = await git(cwd, args);
  if (r.exitCode !== 0) throw toolFailure(`git ${args.join(' ')} failed: ${r.stderr.trim().slice(0, 1000)}`);
  return r.stdout;
}

export async function revParse(cwd: string, rev: string): Promise<string> {
  return (await gitOk(cwd, ['rev-parse', '--verify', `${rev}^{commit}`])).trim();
}

/** The atomic rollback / transaction start: the tree is exactly `commit`, nothing else. */
export async function resetTo(cwd: string, commit: string): Promise<void> {
  await gitOk(cwd, ['reset', '-q', '--hard', commit]);
  await gitOk(cwd, ['clean', '-q', '-f', '-d', '-x']);
}
