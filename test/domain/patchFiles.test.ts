// domain/patchFiles.ts, the one reader of unified diffs: header paths, the files with their
// added/removed lines, the raw entries workspace validation inspects, and the hunk-to-line map
// impact and the critic's code graph use.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { diffPath, parseDiff, patchFiles, patchLines } from '../../domain/patchFiles.js';

const diff = (...lines: string[]) => `${lines.join('\n')}\n`;

describe('diffPath', () => {
  it('drops the a/ b/ prefix and a timestamp; /dev/null and nothing are null', () => {
    assert.equal(diffPath('a/pkg/mod.py'), 'pkg/mod.py');
    assert.equal(diffPath('b/pkg/mod.py\t2024-01-01 00:00:00'), 'pkg/mod.py');
    assert.equal(diffPath('pkg/mod.py'), 'pkg/mod.py');
    assert.equal(diffPath('/dev/null'), null);
    assert.equal(diffPath(undefined), null);
  });
});

describe('patchFiles', () => {
  it('reads every file with its added and removed lines, creations and deletions included', () => {
    const files = patchFiles(
      diff(
        'diff --git a/m.py b/m.py',
        '--- a/m.py',
        '+++ b/m.py',
        '@@ -1,2 +1,2 @@',
        ' keep',
        '-old',
        '+new',
        '--- /dev/null',
        '+++ b/n.py',
        '@@ -0,0 +1 @@',
        '+created',
        '--- a/gone.py',
        '+++ /dev/null',
        '@@ -1 +0,0 @@',
        '-removed',
      ),
    );
    assert.deepEqual(
      files.map((f) => [f.oldPath, f.newPath, f.path, f.added, f.removed]),
      [
        ['m.py', 'm.py', 'm.py', ['new'], ['old']],
        [null, 'n.py', 'n.py', ['created'], []],
        ['gone.py', null, 'gone.py', [], ['removed']],
      ],
    );
    assert.equal(files[0]!.parsed.hunks.length, 1);
  });

  it('skips entries that name no file; parseDiff keeps every entry', () => {
    const text = diff('--- /dev/null', '+++ /dev/null', '@@ -0,0 +0,0 @@');
    assert.deepEqual(patchFiles(text), []);
    assert.equal(parseDiff(text).length, 1);
  });

  it('reads a rename without hunks as one file with both paths', () => {
    const text = diff('diff --git a/old.py b/new.py', 'similarity index 100%', 'rename from old.py', 'rename to new.py');
    const raw = parseDiff(text);
    assert.equal(raw.length, 1);
    assert.equal(raw[0]!.hunks.length, 0);
  });

  it('throws on text that is not a diff it can read', () => {
    assert.throws(() => patchFiles(diff('--- a/m.py', '+++ b/m.py', '@@ -1,2 +1,2 @@', '-only one line of two')));
  });
});

describe('patchLines', () => {
  it('maps a rewrite, a pure insertion and a pure deletion to baseline and candidate lines', () => {
    const [f] = patchLines(diff('--- a/m.py', '+++ b/m.py', '@@ -3,6 +3,6 @@', ' a', '-b', '+B', ' c', '+inserted', ' d', '-deleted', ' e'));
    // old: a=3 b=4 c=5 d=6 deleted=7 e=8; new: a=3 B=4 c=5 inserted=6 d=7 e=8
    assert.deepEqual(f, { oldPath: 'm.py', newPath: 'm.py', touchedOld: [4, 5, 6, 7], changedNew: [4, 6, 7, 8] });
  });
  it('a created file: every line is changed; the empty baseline is marked at its start', () => {
    const [f] = patchLines(diff('--- /dev/null', '+++ b/n.py', '@@ -0,0 +1,2 @@', '+x = 1', '+y = 2'));
    assert.deepEqual(f, { oldPath: null, newPath: 'n.py', touchedOld: [1], changedNew: [1, 2] });
  });
});
