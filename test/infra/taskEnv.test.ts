// Per-task environments: a spec is built once per (repository, dependency hash) with the gate's
// helpers alongside, runs in the sandbox read-only through sandboxEnvFor, and a failed build is a
// typed error naming the package — never a verdict.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApplicationFailure } from '@temporalio/common';
import { buildEnvironment, failedPackage, knownInterpreters, namedEnvironment, sandboxEnvFor, satisfies } from '../../infra/taskEnv.js';
import { Sandbox } from '../../infra/sandbox.js';
import { prepareRunDir, removeRunDir } from '../../infra/workspace.js';
import { venvDir } from '../../infra/config.js';
import { EnvironmentSpec } from '../../domain/schemas.js';
import { tempConfig } from '../helpers/env.js';

describe('PEP 440 interpreter constraints', () => {
  it('reads comparison clauses, wildcards and ~=', () => {
    assert.equal(satisfies('3.9.18', '>=3.8,<3.10'), true);
    assert.equal(satisfies('3.10.1', '>=3.8,<3.10'), false);
    assert.equal(satisfies('3.9.18', '==3.9.*'), true);
    assert.equal(satisfies('3.11.7', '==3.9.*'), false);
    assert.equal(satisfies('3.11.7', '~=3.10'), true);
    assert.equal(satisfies('3.9.1', '!=3.9.*'), false);
    assert.equal(satisfies('3.12.0', ''), true);
  });
  it('names the package pip could not install', () => {
    assert.equal(failedPackage('ERROR: Could not find a version that satisfies the requirement six==0.0.1 (from versions: 1.0)\nERROR: No matching distribution found for six==0.0.1'), 'six==0.0.1');
    assert.equal(failedPackage('  ERROR: Failed building wheel for brokenpkg\n'), 'brokenpkg');
  });
});

describe('environment from a spec', () => {
  const { config, cleanup } = tempConfig();
  const repo = mkdtempSync(path.join(os.tmpdir(), 'pg-envrepo-'));
  after(() => (cleanup(), rmSync(repo, { recursive: true, force: true })));
  writeFileSync(path.join(repo, 'probe.py'), 'import six, sys, pytest, coverage, hypothesis, pyflakes\nprint(sys.version_info[:2], six.__version__, sys.prefix)\n');
  const sandbox = Sandbox.fromConfig(config);
  const spec = EnvironmentSpec.parse({ python_version: '>=3.9', requirements: ['six==1.16.0'] });

  it('builds once, content-addressed, with the gate helpers alongside, and runs in the sandbox', async () => {
    const a = await buildEnvironment(config.workspace.dir, spec as never, repo);
    assert.equal(a.reused, false);
    assert.ok(a.python.startsWith(path.join(config.workspace.dir, 'envs', a.key!)));
    assert.deepEqual(Object.keys(a.manifest.tools).sort(), ['coverage', 'hypothesis', 'pyflakes', 'pytest']);
    const b = await buildEnvironment(config.workspace.dir, spec as never, repo);
    assert.equal(b.reused, true);
    assert.equal(b.key, a.key);
    const { manifest: _m, reused: _r, ...environment } = a;
    const runDir = prepareRunDir(config.workspace.dir, repo);
    try {
      const r = await sandbox.run({ argv: ['python', 'probe.py'], cwd: runDir, writable: [runDir], env: sandboxEnvFor({ environment }) });
      assert.equal(r.exitCode, 0, r.stderr);
      assert.match(r.stdout, /1\.16\.0/);
      assert.ok(r.stdout.includes(a.prefix), r.stdout);
      // The environment is read-only to the run.
      const w = await sandbox.run({ argv: ['python', '-c', `open(${JSON.stringify(path.join(a.prefix, 'x'))}, 'w')`], cwd: runDir, writable: [runDir], env: sandboxEnvFor({ environment }) });
      assert.notEqual(w.exitCode, 0);
      // Without it, the gate's own venv (no six) runs.
      const g = await sandbox.run({ argv: ['python', 'probe.py'], cwd: runDir, writable: [runDir], env: sandboxEnvFor(null) });
      assert.notEqual(g.exitCode, 0);
    } finally {
      removeRunDir(runDir);
    }
  });

  it('a failed build is a typed, non-retryable error naming the package, and leaves nothing behind', async () => {
    await assert.rejects(
      buildEnvironment(config.workspace.dir, EnvironmentSpec.parse({ python_version: '>=3.9', requirements: ['six==0.0.1'] }) as never, repo),
      (e: unknown) =>
        e instanceof ApplicationFailure &&
        e.type === 'PatchgateEnvironmentBuild' &&
        e.nonRetryable &&
        (e.details?.[0] as { package: string }).package === 'six==0.0.1' &&
        /package six==0\.0\.1/.test(e.message),
    );
    // Only the good environment of the first test is left in the cache: no half-built folder, no lock.
    const left = readdirSync(path.join(config.workspace.dir, 'envs'));
    assert.equal(left.length, 1, left.join(', '));
    assert.ok(!left[0]!.endsWith('.lock'));
  });

  it('an unsatisfiable interpreter constraint is a typed error listing what exists', async () => {
    const all = await knownInterpreters();
    assert.ok(all.length > 0);
    await assert.rejects(buildEnvironment(config.workspace.dir, EnvironmentSpec.parse({ python_version: '==2.1.*' }) as never, repo), (e: unknown) => e instanceof ApplicationFailure && e.type === 'PatchgateEnvironmentBuild' && /no interpreter/.test(e.message));
  });

  it('a named interpreter must hold the gate helpers', async () => {
    const venvPython = path.join(venvDir(), 'bin', 'python');
    const env = await namedEnvironment(venvPython);
    assert.equal(env.key, null);
    assert.ok(env.readOnly.length > 0);
    await assert.rejects(namedEnvironment('/nonexistent/python'), /does not exist/);
    const bare = all3(await knownInterpreters()).find((i) => existsSync(i.path));
    if (bare) await assert.rejects(namedEnvironment(bare.path), (e: unknown) => e instanceof ApplicationFailure && e.type === 'PatchgateEnvironmentBuild' && /lacks the gate's helpers/.test(e.message));
  });
});

/** An interpreter that is not the gate's venv (a bare system or pyenv python lacks pytest & co.). */
function all3(list: { path: string; version: string }[]) {
  return list.filter((i) => !i.path.startsWith(venvDir()));
}
