// prepareWorkspace treats the diff as untrusted input: every bad form is a typed apply
// failure (a tier-A REJECT with the reason), nothing is written outside the workspace, and
// repeated work is reused.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, symlinkSync, writeFileSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execaSync } from 'execa';
import { ApplicationFailure } from '@temporalio/common';
import { AcceptRequest } from '../../domain/schemas.js';
import type { AcceptRequestInput } from '../../domain/schemas.js';
import { EXAMPLE_TASK, makeActivities, requestFor, tempConfig } from '../helpers/env.js';

/** An assert.rejects matcher: an ApplicationFailure of this type, non-retryable, message starting so. */
function typed(type: string, messageStart: string) {
  return (e: unknown) => {
    assert.ok(e instanceof ApplicationFailure, String(e));
    assert.equal(e.type, type);
    assert.equal(e.nonRetryable, true);
    assert.ok(e.message.startsWith(messageStart), `${e.message} should start with ${messageStart}`);
    return true;
  };
}

describe('prepareWorkspace', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const base = requestFor(EXAMPLE_TASK, "fix") as AcceptRequestInput & { patch: string };
  const prep = (patch: string, repo = base.repo) => acts.prepareWorkspace({ request: AcceptRequest.parse({ ...base, patch, repo }) });

  it('applies a good patch, content-addressed and reused', async () => {
    const a = await prep(base.patch);
    assert.equal(a.applyFailure, null);
    assert.deepEqual(a.changedFiles, ['invoicing/money.py']);
    const b = await prep(base.patch);
    assert.equal(b.candidateDir, a.candidateDir);
    assert.equal(b.reused, true);
  });
  const bad: [string, string, RegExp][] = [
    ['malformed', 'this is not a diff\n', /malformed/],
    ['empty', '   \n', /malformed/],
    ['traversal', '--- a/../evil.py\n+++ b/../evil.py\n@@ -0,0 +1 @@\n+x = 1\n', /path-escape/],
    ['absolute', '--- /dev/null\n+++ /etc/evil.py\n@@ -0,0 +1 @@\n+x = 1\n', /path-escape/],
    ['into .git', '--- /dev/null\n+++ b/.git/hooks/post-checkout\n@@ -0,0 +1 @@\n+x\n', /path-escape/],
    ['binary', 'diff --git a/x.bin b/x.bin\nnew file mode 100644\nGIT binary patch\nliteral 3\nKcmZ?wfB*mh\n\n', /binary/],
    ['symlink creation', 'diff --git a/ln b/ln\nnew file mode 120000\n--- /dev/null\n+++ b/ln\n@@ -0,0 +1 @@\n+/etc/passwd\n\\ No newline at end of file\n', /symlink/],
    ['does not apply', '--- a/invoicing/money.py\n+++ b/invoicing/money.py\n@@ -1,2 +1,2 @@\n-this line is not there\n+nor this\n context\n', /does-not-apply/],
    ['oversize', `--- a/x.py\n+++ b/x.py\n@@ -0,0 +1 @@\n+${'x'.repeat(600 * 1024)}\n`, /oversize/],
  ];
  for (const [name, patch, kind] of bad) {
    it(`rejects a ${name} patch with a typed reason`, async () => {
      const ws = await prep(patch);
      assert.equal(ws.candidateDir, null);
      assert.match(`${ws.applyFailure?.kind}: ${ws.applyFailure?.message}`, kind);
    });
  }
  it('rejects a patch that writes through a symlink in the repository', async () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'pg-symrepo-'));
    chmodSync(repo, 0o755);
    const outside = mkdtempSync(path.join(os.tmpdir(), 'pg-outside-'));
    cpSync(path.join(EXAMPLE_TASK, 'repo'), repo, { recursive: true });
    symlinkSync(outside, path.join(repo, 'escape'));
    const patch = '--- /dev/null\n+++ b/escape/pwned.py\n@@ -0,0 +1 @@\n+x = 1\n';
    const ws = await prep(patch, { path: repo, commit: 'HEAD' });
    assert.equal(ws.applyFailure?.kind, 'symlink');
    assert.equal(existsSync(path.join(outside, 'pwned.py')), false);
  });
  it('snapshots a git repository at a commit and by URL', async () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'pg-gitrepo-'));
    cpSync(path.join(EXAMPLE_TASK, 'repo'), repo, { recursive: true });
    const g = (...a: string[]) => execaSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...a], { cwd: repo });
    g('init', '-q');
    g('add', '-A');
    g('commit', '-qm', 'base');
    const sha = g('rev-parse', 'HEAD').stdout.trim();
    writeFileSync(path.join(repo, 'invoicing', 'money.py'), 'broken after the commit\n');
    g('commit', '-qam', 'later');
    const byPath = await prep(base.patch, { path: repo, commit: sha });
    assert.equal(byPath.applyFailure, null, 'the snapshot is the commit, not the later tree');
    const byUrl = await prep(base.patch, { url: `file://${repo}`, commit: sha } as never);
    assert.equal(byUrl.snapshotId, byPath.snapshotId);
    await assert.rejects(prep(base.patch, { path: repo, commit: 'no-such-rev' }), typed('PatchgateRepoUnavailable', `commit no-such-rev not in repository ${repo}`));
    // A symlink to the repository (or a symlinked parent) is resolved, so the commit is still found.
    const link = path.join(mkdtempSync(path.join(os.tmpdir(), 'pg-link-')), 'repo-link');
    symlinkSync(repo, link);
    const viaLink = await prep(base.patch, { path: link, commit: sha });
    assert.equal(viaLink.snapshotId, byPath.snapshotId);
  });
  it('bad repositories are typed, non-retryable failures that name the problem', async () => {
    const gone = path.join(os.tmpdir(), `pg-no-such-repo-${process.pid}`);
    await assert.rejects(prep(base.patch, { path: gone, commit: 'HEAD' }), typed('PatchgateRepoUnavailable', `repository not found: ${gone}`));
    const dangling = path.join(mkdtempSync(path.join(os.tmpdir(), 'pg-dangle-')), 'repo');
    symlinkSync(gone, dangling);
    await assert.rejects(prep(base.patch, { path: dangling, commit: 'HEAD' }), typed('PatchgateRepoUnavailable', `repository not found: ${dangling} (a symlink to a missing target)`));
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pg-file-')), 'not-a-dir');
    writeFileSync(file, 'x');
    await assert.rejects(prep(base.patch, { path: file, commit: 'HEAD' }), typed('PatchgateRepoUnavailable', `repository is not a directory: ${file}`));
    const plain = path.join(EXAMPLE_TASK, 'repo');
    await assert.rejects(prep(base.patch, { path: plain, commit: 'deadbeef' }), typed('PatchgateRepoUnavailable', `not a git repository: ${plain}`));
    await assert.rejects(prep(base.patch, { url: 'http://127.0.0.1:1/nothing.git', commit: 'HEAD' } as never), typed('PatchgateRepoUnavailable', 'repository unreachable: http://127.0.0.1:1/nothing.git (git clone:'));
    await assert.rejects(prep(base.patch, { url: `file://${gone}`, commit: 'HEAD' } as never), typed('PatchgateRepoUnavailable', `repository unreachable: file://${gone}`));
  });
  it('refuses a commit that looks like an option', () => {
    const r = AcceptRequest.safeParse({ ...base, repo: { path: '/x', commit: '--output=/tmp/x' } });
    assert.equal(r.success, false);
    assert.deepEqual(r.error?.issues.map((i) => i.message), ['a commit must not start with "-"']);
  });
  it('refuses a request whose test id tries option injection', () => {
    assert.throws(() => AcceptRequest.parse({ ...base, failToPass: ['--rootdir=/'] }));
  });
});
