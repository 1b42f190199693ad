// splitPatchByFile keeps each file's exact text (a subset re-applies), for git and plain diffs;
// the adaptive wall limit follows the baseline within the maximum.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { splitPatchByFile } from '../../domain/patchFiles.js';
import { adaptiveWallSeconds } from '../../infra/runBudget.js';

const GIT = 'diff --git a/a.py b/a.py\nindex 1..2 100644\n--- a/a.py\n+++ b/a.py\n@@ -1 +1 @@\n-x\n+y\ndiff --git a/t/test_a.py b/t/test_a.py\n--- a/t/test_a.py\n+++ b/t/test_a.py\n@@ -1 +1 @@\n-p\n+q\n';
const PLAIN = '--- a/a.py\n+++ b/a.py\n@@ -1 +1 @@\n-x\n+y\n--- /dev/null\n+++ b/new.py\n@@ -0,0 +1 @@\n+z\n';

describe('splitPatchByFile', () => {
  it('splits git-style diffs at each file header, text intact', () => {
    const c = splitPatchByFile(GIT);
    assert.deepEqual(c.map((x) => x.newPath), ['a.py', 't/test_a.py']);
    assert.equal(c.map((x) => x.text).join(''), GIT);
  });
  it('splits plain unified diffs at ---/+++ pairs, /dev/null as null', () => {
    const c = splitPatchByFile(PLAIN);
    assert.deepEqual(c.map((x) => [x.oldPath, x.newPath]), [['a.py', 'a.py'], [null, 'new.py']]);
    assert.equal(c.map((x) => x.text).join(''), PLAIN);
  });
});

describe('adaptiveWallSeconds', () => {
  it('is the maximum without a baseline, follows the baseline with a floor, never exceeds the maximum', () => {
    assert.equal(adaptiveWallSeconds(null, 120), 120);
    assert.equal(adaptiveWallSeconds(1000, 120), 45);
    assert.equal(adaptiveWallSeconds(15_000, 120), 90);
    assert.equal(adaptiveWallSeconds(60_000, 120), 120);
  });
});
