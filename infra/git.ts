// git for the edit workspace: fixed identity and dates (so the same edits give the same commit
// ids), no hooks, no system config, no signing, no CRLF conversion.
import { execa } from 'execa';
import { toolFailure } from './errors.js';

const GIT_ENV = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'patchgate',
  GIT_AUTHOR_EMAIL: 'patchgate@localhost',
  GIT_COMMITTER_NAME: 'patchgate',
  GIT_COMMITTER_EMAIL: 'patchgate@localhost',
  GIT_AUTHOR_DATE: '2000-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2000-01-01T00:00:00Z',
};

const CONFIG = ['-c', 'safe.directory=*', '-c', 'core.hooksPath=/dev/null', '-c', 'core.autocrlf=false', '-c', 'commit.gpgsign=false', '-c', 'core.quotePath=false'];

export async function git(cwd: string, args: string[]): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  const r = await execa('git', [...CONFIG, ...args], { cwd, reject: false, env: GIT_ENV, stripFinalNewline: false, maxBuffer: 64 * 1024 * 1024 });
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
