// The bad-input battery (issue 13): one table of hostile and malformed inputs run through the real
// acceptPatch workflow — a real Temporal dev server, one shared worker, the real bubblewrap
// sandbox, real pytest. Every case ends in its typed outcome (a verdict with its failing tier
// and reason, or a typed workflow failure), never a crash or a hang, and after every case nothing
// was written outside the workspace: per-case canary paths do not exist, the caller's repository
// and the pre-edit snapshot are byte-identical, host secrets were not readable.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync, chmodSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { WorkflowFailedError } from '@temporalio/client';
import { ApplicationFailure, defaultPayloadConverter } from '@temporalio/common';
import { makeActivities, startEnv, tempConfig } from '../helpers/env.js';
import { MINI_SOURCE, MINI_TESTS, linePatch, makeMiniRepo, miniPatch, newFilePatch } from '../helpers/miniRepo.js';
import { createWorker } from '../../workers/createWorker.js';
import type { PatchgateWorker } from '../../workers/createWorker.js';
import { hashTree } from '../../infra/workspace.js';
import { PROJECT_ROOT } from '../../infra/config.js';
import type { AcceptanceResult } from '../../domain/record.js';
import type { AcceptRequestInput, TestRun } from '../../domain/schemas.js';

const F2P = ['tests/test_core.py::test_clamp_high'];
const P2P = ['tests/test_core.py::test_clamp_low', 'tests/test_core.py::test_clamp_inside', 'tests/test_core.py::test_mean'];
const TAG = `pgbat-${process.pid}-${Date.now().toString(36)}`;
const SECRET = `battery-secret-${TAG}`;

/** Replace the buggy line of clamp's high branch (hit by the reproducer only) with `lines`. */
const candidate = (lines: string[]) => miniPatch('        return low', lines.map((l) => `        ${l}`));
/** Try `action` (Python lines) in the reproducer's path; the bug stays, so the verdict is REJECT fixed?. */
const attempt = (action: string[]) => candidate(['try:', ...action.map((l) => `    ${l}`), 'except Exception:', '    pass', 'return low']);
/** The reproducer passes only if `action` succeeds: REJECT fixed? proves it was refused. */
const onlyIf = (action: string[]) => candidate(['try:', ...action.map((l) => `    ${l}`), '    return high', 'except Exception:', '    return low']);

type Expect =
  | { verdict: 'ACCEPT' | 'REJECT' | 'INCONCLUSIVE'; tier?: string | null; reason?: RegExp; resource?: string; record?: (r: AcceptanceResult) => void }
  | { failure: string; message: RegExp | ((c: Ctx) => RegExp) };

interface Case {
  name: string;
  form: string;
  request: (c: Ctx) => AcceptRequestInput;
  expect: Expect;
  /** Paths that must not exist after the case (host side). */
  canaries?: (c: Ctx) => string[];
  /** Extra checks after the case. */
  after?: (c: Ctx, r: AcceptanceResult | null, id: string) => Promise<void> | void;
}

interface Ctx {
  repo: string;
  symRepo: string;
  gitRepo: string;
  workDir: string;
  ledgerDir: string;
  temporalPort: number;
  rootSecret: string;
}

describe('the bad-input battery (acceptPatch, real server, real sandbox)', () => {
  let env: Awaited<ReturnType<typeof startEnv>>;
  let worker: PatchgateWorker;
  let running: Promise<void>;
  // A small file-size limit so the huge-file case hits it well within its per-test limit.
  const tmp = tempConfig({ wall_seconds: 60, max_file_mb: 32 });
  const taskQueue = `pg-battery-${TAG}`;
  // The caller's repository lives under the project (visible, read-only, inside the sandbox), so
  // a hostile candidate can see it and try to write to it.
  const battery = path.join(PROJECT_ROOT, '.patchgate', `battery-${TAG}`);
  mkdirSync(battery, { recursive: true });
  chmodSync(battery, 0o755);
  const ctx: Ctx = {
    repo: makeMiniRepo(battery),
    symRepo: makeMiniRepo(battery),
    gitRepo: makeMiniRepo(battery),
    workDir: tmp.config.workspace.dir,
    ledgerDir: path.dirname(tmp.config.workspace.ledger),
    temporalPort: 0,
    rootSecret: path.join('/root', `${TAG}.secret`),
  };
  let repoHash = '';
  const outside = path.join(path.dirname(battery), `outside-${TAG}`);

  before(async () => {
    env = await startEnv();
    ctx.temporalPort = Number(env.env.address.split(':').pop());
    symlinkSync(outside, path.join(ctx.symRepo, 'escape'));
    const g = (...a: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...a], { cwd: ctx.gitRepo });
    g('init', '-q');
    g('add', '-A');
    g('commit', '-qm', 'base');
    writeFileSync(ctx.rootSecret, SECRET);
    mkdirSync(ctx.ledgerDir, { recursive: true });
    writeFileSync(path.join(ctx.ledgerDir, 'secret.txt'), SECRET);
    process.env.PATCHGATE_BATTERY_SECRET = SECRET;
    repoHash = hashTree(ctx.repo);
    worker = await createWorker({ connection: env.env.nativeConnection, namespace: env.env.namespace ?? 'default', taskQueue, activities: makeActivities(tmp.config), bundle: env.bundle });
    running = worker.run();
  });
  after(async () => {
    worker?.shutdown();
    await running;
    await env?.env.teardown();
    delete process.env.PATCHGATE_BATTERY_SECRET;
    rmSync(ctx.rootSecret, { force: true });
    tmp.cleanup();
    // The last word: nothing any case did reached the caller's repository or the project.
    assert.equal(hashTree(ctx.repo), repoHash, "the caller's repository is unchanged");
    assert.deepEqual(readdirSync(PROJECT_ROOT).filter((f) => f.includes(TAG)), []);
    assert.equal(existsSync(outside), false);
    rmSync(battery, { recursive: true, force: true });
  });

  const req = (c: Ctx, patch: string, extra: Partial<AcceptRequestInput> = {}): AcceptRequestInput => ({
    repo: { path: c.repo, commit: 'HEAD' },
    patch,
    issue: 'clamp returns low for values above high',
    failToPass: F2P,
    passToPass: P2P,
    mode: '18gate',
    ...extra,
  });
  const fix = miniPatch('        return low', ['        return high']);
  const nofix = miniPatch('        return low', ['        return low  # unchanged behaviour']);
  const canary = (name: string) => `${TAG}-${name}`;

  /** The candidate's B/C TestRun, decoded from the workflow history (resource typing is there). */
  async function candidateRun(workflowId: string): Promise<TestRun | null> {
    const events = (await env.env.client.workflow.getHandle(workflowId).fetchHistory()).events ?? [];
    const scheduled = new Map<number, boolean>();
    for (const e of events) {
      const a = e.activityTaskScheduledEventAttributes;
      if (a?.activityType?.name !== 'runTests') continue;
      const input = defaultPayloadConverter.fromPayload(a.input!.payloads![0]!) as { tree: string };
      scheduled.set(Number(e.eventId), input.tree === 'candidate');
    }
    for (const e of events) {
      const c = e.activityTaskCompletedEventAttributes;
      if (c && scheduled.get(Number(c.scheduledEventId))) return defaultPayloadConverter.fromPayload(c.result!.payloads![0]!) as TestRun;
    }
    return null;
  }

  const tierA = (form: string, name: string, patch: string | ((c: Ctx) => string), reason: RegExp): Case => ({
    name,
    form,
    request: (c) => req(c, typeof patch === 'string' ? patch : patch(c)),
    expect: { verdict: 'REJECT', tier: 'A', reason },
  });
  const refused = (form: string, name: string, lines: string[], extra: Partial<Case> = {}): Case => ({
    name,
    form,
    request: (c) => req(c, onlyIf(lines)),
    expect: { verdict: 'REJECT', tier: 'fixed?', reason: /test_clamp_high failed/ },
    ...extra,
  });
  const contained = (form: string, name: string, lines: (c: Ctx) => string[], canaries: (c: Ctx) => string[], extra: Partial<Case> = {}): Case => ({
    name,
    form,
    request: (c) => req(c, attempt(lines(c))),
    expect: { verdict: 'REJECT', tier: 'fixed?', reason: /test_clamp_high failed/ },
    canaries,
    ...extra,
  });
  const badRequest = (name: string, make: (c: Ctx) => AcceptRequestInput, message: RegExp): Case => ({ name, form: 'bad request', request: make, expect: { failure: 'PatchgateBadRequest', message } });
  const badRepo = (name: string, repo: (c: Ctx) => AcceptRequestInput['repo'], message: (c: Ctx) => RegExp): Case => ({
    name,
    form: 'bad repository',
    request: (c) => ({ ...req(c, fix), repo: repo(c) }),
    expect: { failure: 'PatchgateRepoUnavailable', message },
  });

  const oversize = `--- a/mathx/core.py\n+++ b/mathx/core.py\n@@ -1 +1,2 @@\n """Small numeric helpers."""\n+${'#'.repeat(600 * 1024)}\n`;
  const cases: Case[] = [
    // Control: the gate and the repository work.
    { name: 'the fix (control)', form: 'control', request: (c) => req(c, fix), expect: { verdict: 'ACCEPT', tier: null } },

    // Diffs: each a tier-A REJECT with its reason.
    tierA('diff', 'malformed diff text', 'this is not a diff\n', /malformed/),
    tierA('diff', 'empty diff', '   \n', /malformed: the patch is empty/),
    tierA('diff', 'a diff header with no hunks', '--- a/mathx/core.py\n+++ b/mathx/core.py\n', /malformed/),
    tierA('diff', 'an oversize diff (> 512 KB)', oversize, /oversize/),
    tierA('diff', 'a binary diff', 'diff --git a/x.bin b/x.bin\nnew file mode 100644\nGIT binary patch\nliteral 3\nKcmZ?wfB*mh\n\n', /binary/),
    tierA('diff', 'NUL bytes in the diff', '--- a/mathx/core.py\n+++ b/mathx/core.py\n@@ -1 +1 @@\n-"""Small numeric helpers."""\n+"""\0"""\n', /binary: the patch contains NUL bytes/),
    tierA('diff', 'path traversal (../)', '--- a/../../etc/passwd\n+++ b/../../etc/passwd\n@@ -1 +1 @@\n-root\n+pwned\n', /path-escape: path traversal/),
    tierA('diff', 'an absolute path', '--- /dev/null\n+++ /etc/cron.d/pwned\n@@ -0,0 +1 @@\n+* * * * * root id\n', /path-escape: absolute path/),
    tierA('diff', 'a write into .git', newFilePatch('.git/hooks/pre-commit', '#!/bin/sh\nid\n'), /path-escape: patch writes into \.git/),
    tierA('diff', 'a rename out of the tree', 'diff --git a/mathx/core.py b/../core.py\nsimilarity index 100%\nrename from mathx/core.py\nrename to ../core.py\n--- a/mathx/core.py\n+++ b/../core.py\n', /path-escape/),
    tierA('symlink', 'a diff that creates a symlink', 'diff --git a/ln b/ln\nnew file mode 120000\n--- /dev/null\n+++ b/ln\n@@ -0,0 +1 @@\n+/etc/passwd\n\\ No newline at end of file\n', /symlink: patch creates or edits a symlink/),
    {
      name: 'a diff that writes through a symlink in the repository',
      form: 'symlink',
      request: (c) => ({ ...req(c, newFilePatch('escape/pwned.py', 'x = 1\n')), repo: { path: c.symRepo, commit: 'HEAD' } }),
      expect: { verdict: 'REJECT', tier: 'A', reason: /symlink: patch writes through a symlink: escape\/pwned\.py/ },
      canaries: () => [path.join(outside, 'pwned.py')],
    },
    tierA('diff', 'a diff that does not apply', '--- a/mathx/core.py\n+++ b/mathx/core.py\n@@ -1,2 +1,2 @@\n-this line is not there\n+nor this\n context\n', /does-not-apply/),

    // Tamper forms: REJECT typed to tamper.
    ...(
      [
        ['a skip marker on the reproducer', linePatch('tests/test_core.py', MINI_TESTS, 'def test_clamp_high():', ['import pytest', '', '', '@pytest.mark.skip(reason="later")', 'def test_clamp_high():']), /skip-marker-added/],
        ['a weakened reproducer assertion', linePatch('tests/test_core.py', MINI_TESTS, '    assert clamp(15, 0, 10) == 10', ['    assert clamp(15, 0, 10) in (0, 10)']), /assertion-weakened/],
        ['a deleted test file', '--- a/tests/test_core.py\n+++ /dev/null\n@@ -1,17 +0,0 @@\n' + MINI_TESTS.replace(/\n$/, '').split('\n').map((l) => `-${l}`).join('\n') + '\n', /test-deleted/],
        ['a conftest that rigs the run', newFilePatch('tests/conftest.py', 'def pytest_collection_modifyitems(items):\n    items.clear()\n'), /conftest-added/],
        ['a start-up hook (sitecustomize)', newFilePatch('sitecustomize.py', 'import builtins\n'), /startup-hook-added/],
        ['test configuration added (pytest.ini addopts)', newFilePatch('pytest.ini', '[pytest]\naddopts = -k "not clamp_high"\n'), /conftest-added|test-config/],
      ] as const
    ).map(([name, patch, reason]): Case => ({ name, form: 'tamper', request: (c) => req(c, patch), expect: { verdict: 'REJECT', tier: 'tamper', reason } })),

    // Test ids: option injection is refused by the schema; shell syntax is only ever an argv element.
    badRequest('option injection in a test id', (c) => req(c, fix, { failToPass: ['--co'] }), /failToPass\.0: a test id must not start with "-"/),
    badRequest('a test id that traverses out of the repository', (c) => req(c, fix, { passToPass: ['tests/../../etc/passwd::x'] }), /a test id must be a relative path inside the repository/),
    badRequest('an absolute test id', (c) => req(c, fix, { failToPass: ['/etc/passwd'] }), /a test id must be a relative path/),
    badRequest('a multi-line test id', (c) => req(c, fix, { failToPass: ['tests/test_core.py::test_clamp_high\n--rootdir=/'] }), /a test id must be one line/),
    {
      name: 'shell injection in a test id (;)',
      form: 'test-id injection',
      request: (c) => req(c, fix, { failToPass: [`tests/test_core.py::test_clamp_high; touch /tmp/${canary('semicolon')}`] }),
      expect: { verdict: 'REJECT', tier: 'fixed?', reason: /missing/ },
      canaries: () => [`/tmp/${canary('semicolon')}`],
    },
    {
      name: 'command substitution in a test id ($(…), backticks)',
      form: 'test-id injection',
      request: (c) => req(c, fix, { failToPass: [`tests/test_core.py::test_$(touch /tmp/${canary('subst')})`, `tests/\`touch /tmp/${canary('tick')}\`.py::t`] }),
      expect: { verdict: 'REJECT', tier: 'fixed?', reason: /missing/ },
      canaries: () => [`/tmp/${canary('subst')}`, `/tmp/${canary('tick')}`],
    },
    {
      name: 'a hostile test command runs sandboxed too',
      form: 'test-id injection',
      request: (c) => req(c, nofix, { testCommand: ['sh', '-c', `touch /tmp/${canary('cmd')} ${PROJECT_ROOT}/${canary('cmd')} ${c.repo}/${canary('cmd')}; exec python -m pytest "$@"`, 'pg'] }),
      expect: { verdict: 'REJECT', tier: 'fixed?', reason: /test_clamp_high failed/ },
      canaries: (c) => [`/tmp/${canary('cmd')}`, path.join(PROJECT_ROOT, canary('cmd')), path.join(c.repo, canary('cmd'))],
    },

    // Hangs: a per-test limit, typed `timeout`, naming the test; far below the sandbox wall clock.
    {
      name: 'a hanging candidate',
      form: 'hang',
      request: (c) => req(c, candidate(['while True:', '    pass'])),
      expect: {
        verdict: 'REJECT',
        tier: 'fixed?',
        reason: /tests\/test_core\.py::test_clamp_high timeout/,
        record: (r) => assert.ok((r.cost.tierWallMs['B/C'] ?? 0) < 50_000, `B/C took ${r.cost.tierWallMs['B/C']} ms`),
      },
      after: async (_c, _r, id) => {
        const run = await candidateRun(id);
        // The cap (10 s) when the baseline ran alongside; the floor (3 s) when an earlier case had
        // already cached the baseline's times for these ids.
        assert.equal(run?.testTimeouts?.length, 1);
        assert.equal(run?.testTimeouts?.[0]?.id, F2P[0]);
        assert.ok([3, 10].includes(run?.testTimeouts?.[0]?.limitSeconds ?? -1), JSON.stringify(run?.testTimeouts));
        for (const g of P2P) assert.equal(run?.outcomes[g], 'passed', 'the other tests still ran');
      },
    },
    {
      name: 'a hang that ignores signals and swallows every exception',
      form: 'hang',
      request: (c) => req(c, candidate(['import signal', 'for s in (signal.SIGALRM, signal.SIGTERM, signal.SIGINT):', '    signal.signal(s, signal.SIG_IGN)', 'while True:', '    try:', '        pass', '    except BaseException:', '        pass'])),
      expect: { verdict: 'REJECT', tier: 'fixed?', reason: /test_clamp_high timeout/ },
    },

    // Network: none.
    refused('network', 'network access (an outside address)', ['import urllib.request', 'urllib.request.urlopen("http://1.1.1.1", timeout=3)']),
    {
      ...refused('network', "network access to the host's Temporal server", []),
      request: (c) => req(c, onlyIf(['import socket', `socket.create_connection(("127.0.0.1", ${c.temporalPort}), timeout=3).close()`])),
    },

    // Resource exhaustion: typed on the candidate's run, fast.
    ...(
      [
        ['a memory hog', ['x = bytearray(8 * 1024 ** 3)', 'return high'], 'memory'],
        ['a huge file', ['with open("huge.bin", "wb") as f:', '    for _ in range(64):', '        f.write(b"x" * 1048576)', 'return high'], 'file-size'],
        ['a stdout flood', ['print("x" * (5 * 1024 * 1024))', 'return low'], 'output'],
      ] as const
    ).map(
      ([name, lines, kind]): Case => ({
        name,
        form: 'resource',
        request: (c) => req(c, candidate([...lines])),
        expect: { verdict: 'REJECT', tier: 'fixed?', reason: /test_clamp_high (failed|error|killed)/, resource: kind },
      }),
    ),
    {
      name: 'kill -1 from the candidate',
      form: 'kill',
      request: (c) => req(c, candidate(['import os, signal', 'os.kill(-1, signal.SIGKILL)', 'return high'])),
      expect: { verdict: 'REJECT', tier: 'fixed?', reason: /test_clamp_high (killed|error)/ },
      after: () => assert.equal(process.kill(process.pid, 0), true, 'the worker survives'),
    },

    // Secrets: not readable from the sandbox.
    refused('secret read', 'reading /etc/shadow', ['open("/etc/shadow").read()']),
    { ...refused('secret read', 'reading a file under /root', []), request: (c) => req(c, onlyIf([`assert open(${JSON.stringify(c.rootSecret)}).read()`])) },
    refused('secret read', "reading the worker's environment", ['import os', `assert any(${JSON.stringify(SECRET)} in v for v in os.environ.values())`]),
    { ...refused('secret read', 'reading the acceptance ledger folder', []), request: (c) => req(c, onlyIf([`assert open(${JSON.stringify(path.join(c.ledgerDir, 'secret.txt'))}).read()`])) },
    refused('secret read', "seeing the host's /root and /home", ['import os', 'assert os.path.exists("/root/.bashrc") or os.listdir("/home")']),

    // Writes outside the workspace: none lands.
    contained('write outside', "writing into the caller's repository", (c) => [`open(${JSON.stringify(path.join(c.repo, 'mathx', 'pwned.py'))}, "w").write("x = 1")`], (c) => [path.join(c.repo, 'mathx', 'pwned.py')]),
    contained('write outside', 'writing into the project', () => [`open(${JSON.stringify(path.join(PROJECT_ROOT, canary('project')))}, "w").write("x")`], () => [path.join(PROJECT_ROOT, canary('project'))]),
    contained('write outside', "writing into the host's /tmp", () => [`open("/tmp/${canary('tmp')}", "w").write("x")`], () => [`/tmp/${canary('tmp')}`]),
    contained(
      'write outside',
      'writing into the pre-edit snapshot and other candidates',
      () => ['import glob, os', 'for p in glob.glob(os.path.join(os.getcwd(), "..", "..", "*", "*", "mathx", "core.py")):', '    open(p, "a").write("\\nPWNED = 1\\n")'],
      () => [],
      {
        after: (c) => {
          for (const d of readdirSync(path.join(c.workDir, 'snapshots'))) {
            const f = path.join(c.workDir, 'snapshots', d, 'mathx', 'core.py');
            if (existsSync(f)) assert.doesNotMatch(readFileSync(f, 'utf8'), /PWNED/, `snapshot ${d} unchanged`);
          }
        },
      },
    ),
    contained('symlink', 'a symlink made at run time, written through', (c) => ['import os', `os.symlink(${JSON.stringify(c.repo)}, "lnk")`, 'open("lnk/mathx/pwned_link.py", "w").write("x")'], (c) => [path.join(c.repo, 'mathx', 'pwned_link.py')]),
    contained('write outside', "writing over the project's Python tools", () => [`open(${JSON.stringify(path.join(PROJECT_ROOT, 'python', 'patchgate_tools', '__init__.py'))}, "a").write("PWNED = 1")`], () => [], {
      after: () => assert.doesNotMatch(readFileSync(path.join(PROJECT_ROOT, 'python', 'patchgate_tools', '__init__.py'), 'utf8'), /PWNED/),
    }),

    // Bad repositories: typed, non-retryable failures that name the problem.
    badRepo('a missing repository path', (c) => ({ path: path.join(c.repo, 'nope'), commit: 'HEAD' }), (c) => new RegExp(`^repository not found: ${esc(path.join(c.repo, 'nope'))}$`)),
    badRepo('a commit that is not in the repository', (c) => ({ path: c.gitRepo, commit: 'deadbeef' }), (c) => new RegExp(`^commit deadbeef not in repository ${esc(c.gitRepo)}$`)),
    badRepo('a plain directory asked for a commit (not a git repository)', (c) => ({ path: c.repo, commit: 'deadbeef' }), (c) => new RegExp(`^not a git repository: ${esc(c.repo)}`)),
    badRepo('an unreachable repository URL', () => ({ url: 'http://127.0.0.1:1/none.git', commit: 'HEAD' }), () => /^repository unreachable: http:\/\/127\.0\.0\.1:1\/none\.git \(git clone: /),
    badRepo('a file given as the repository', (c) => ({ path: path.join(c.repo, 'mathx', 'core.py'), commit: 'HEAD' }), () => /^repository is not a directory: /),
    badRepo('a dangling symlink given as the repository', (c) => ({ path: path.join(c.symRepo, 'escape'), commit: 'HEAD' }), () => /^repository not found: .* \(a symlink to a missing target\)$/),

    // Bad requests: schema violations, typed.
    badRequest('a diff over the request bound (> 1 MB)', (c) => req(c, `--- a/x.py\n+++ b/x.py\n@@ -0,0 +1 @@\n+${'x'.repeat(1100 * 1024)}\n`), /patch exceeds 1048576 characters/),
    badRequest('both a diff and edit intents', (c) => req(c, fix, { edits: { intents: [{ id: 'x' }] } as never }), /give either patch or edits, not both/),
    badRequest('neither a repository path nor a URL', (c) => ({ ...req(c, fix), repo: { commit: 'HEAD' } as never }), /exactly one of repo\.path or repo\.url/),
    badRequest('a commit that looks like an option', (c) => ({ ...req(c, fix), repo: { path: c.gitRepo, commit: '--output=/tmp/x' } }), /a commit must not start with "-"/),
    badRequest('an unknown gate mode', (c) => req(c, fix, { mode: 'yolo' as never }), /mode/),
    badRequest('an unknown ablation', (c) => req(c, fix, { ablations: ['no_gate' as never] }), /ablations/),
    badRequest('a repository URL that looks like an option', (c) => ({ ...req(c, fix), repo: { url: '--upload-pack=touch /tmp/x', commit: 'HEAD' } }), /repo\.url must not start with "-"/),
  ];


  // A fork bomb exhausts the sandbox user's process count, which every concurrent sandbox shares
  // (RLIMIT_NPROC is per user): these cases run alone, after the others.
  const alone: Case[] = [
    {
      name: 'a fork bomb',
      form: 'resource',
      request: (c) => req(c, candidate(['import os', 'while True:', '    os.fork()'])),
      // It fails at the process limit, or churns until its own time limit: typed either way.
      expect: { verdict: 'REJECT', tier: 'fixed?', reason: /test_clamp_high (failed|error|killed|timeout)/, resource: 'processes' },
    },
    {
      name: 'a fork bomb that swallows the error and keeps forking',
      form: 'resource',
      request: (c) => req(c, candidate(['import os, time', 'while True:', '    try:', '        os.fork()', '    except OSError:', '        time.sleep(0.01)'])),
      expect: { verdict: 'REJECT', tier: 'fixed?', reason: /test_clamp_high timeout/, resource: 'processes' },
    },
  ];

  const runCase = (i: number, c: Case) =>
    it(`${c.form}: ${c.name}`, async () => {
      const workflowId = `battery-${i}-${TAG}`;
      let result: AcceptanceResult | null = null;
      let failure: unknown = null;
      try {
        result = (await env.env.client.workflow.execute('acceptPatch', { taskQueue, workflowId, args: [c.request(ctx)], workflowExecutionTimeout: '10 minutes' })) as AcceptanceResult;
      } catch (e) {
        failure = e;
      }
      const e = c.expect;
      if ('failure' in e) {
        assert.ok(failure instanceof WorkflowFailedError, `expected a typed failure, got ${result ? `${result.verdict}: ${result.reason}` : String(failure)}`);
        let cause: unknown = failure.cause;
        while (cause && !(cause instanceof ApplicationFailure)) cause = (cause as { cause?: unknown }).cause;
        assert.ok(cause instanceof ApplicationFailure, String(failure.cause));
        assert.equal(cause.type, e.failure);
        assert.equal(cause.nonRetryable, true);
        assert.match(cause.message, typeof e.message === 'function' ? e.message(ctx) : e.message);
      } else {
        assert.equal(failure, null, String(failure));
        assert.ok(result);
        assert.equal(result.verdict, e.verdict, `${result.failingTier}: ${result.reason}`);
        if (e.tier !== undefined) assert.equal(result.failingTier, e.tier, result.reason);
        if (e.reason) assert.match(result.reason, e.reason);
        assert.equal(result.recordComplete, true);
        if (e.resource) {
          const run = await candidateRun(workflowId);
          assert.equal(run?.resource?.kind, e.resource, JSON.stringify(run?.resource ?? run?.outputTail.slice(-500)));
          assert.equal(run?.resource?.testId ?? F2P[0], F2P[0]);
          assert.ok((result.cost.tierWallMs['B/C'] ?? 0) < 60_000, `B/C took ${result.cost.tierWallMs['B/C']} ms`);
        }
        e.record?.(result);
      }
      for (const p of c.canaries?.(ctx) ?? []) assert.equal(existsSync(p), false, `${p} must not exist`);
      assert.equal(hashTree(ctx.repo), repoHash, "the caller's repository is unchanged");
      await c.after?.(ctx, result, workflowId);
    });

  it('covers at least 40 cases and every form the issue lists', () => {
    const all = [...cases, ...alone];
    assert.ok(all.length >= 40, `${all.length} cases`);
    const forms = new Set(all.map((c) => c.form));
    for (const f of ['diff', 'symlink', 'tamper', 'test-id injection', 'hang', 'network', 'resource', 'kill', 'secret read', 'write outside', 'bad repository', 'bad request']) assert.ok(forms.has(f), f);
    for (const r of ['processes', 'memory', 'file-size', 'output']) assert.ok(all.some((c) => 'resource' in c.expect && c.expect.resource === r), r);
  });
  describe('cases sharing the worker, four at a time', { concurrency: 4 }, () => {
    for (const [i, c] of cases.entries()) void runCase(i, c);
  });
  describe('cases that must run alone', () => {
    for (const [i, c] of alone.entries()) void runCase(cases.length + i, c);
  });
});

function esc(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
