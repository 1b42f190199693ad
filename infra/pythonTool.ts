// Run one of the project's Python tools (python/patchgate_tools) inside the sandbox: the one seam
// every stage uses, with retryability decided by the cause (a timeout may pass on a retry; a
// non-zero exit or unreadable output will not). Infrastructure, not an activity: it defines none.
import { PYTHON_TOOLS_DIR } from './config.js';
import type { Sandbox } from './sandbox.js';
import { toolFailure } from '../domain/errors.js';

export async function runPythonTool<T>(
  sandbox: Sandbox,
  module: string,
  args: string[],
  opts: { cwd: string; writable?: string[]; wallSeconds?: number; charge?: (cpuSeconds: number) => void; /** the task interpreter (infra/taskEnv.ts sandboxEnvFor) */ env?: Record<string, string> },
): Promise<T> {
  const r = await sandbox.run({
    argv: ['python', '-m', `patchgate_tools.${module}`, ...args],
    cwd: opts.cwd,
    writable: opts.writable ?? [],
    env: { ...opts.env, PYTHONPATH: PYTHON_TOOLS_DIR },
    limits: opts.wallSeconds ? { wallSeconds: opts.wallSeconds } : undefined,
  });
  // every sandboxed CPU second is charged to the caller's tier (the evidence cost)
  opts.charge?.(r.cpuSeconds);
  if (r.exitCode !== 0) {
    throw toolFailure(`patchgate_tools.${module} failed (exit ${r.exitCode}${r.timedOut ? ', timed out' : ''}): ${r.stderr.slice(-2000)}`, !r.timedOut);
  }
  try {
    return JSON.parse(r.stdout) as T;
  } catch {
    throw toolFailure(`patchgate_tools.${module} printed invalid JSON: ${r.stdout.slice(0, 500)}`, true);
  }
}
