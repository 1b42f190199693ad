// git is run one way (infra/git.ts): a user's global git config — commit signing, CRLF
// conversion, hooks — never reaches the repositories patchgate makes, so a snapshot of the same
// files is the same commit on every machine.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { git } from '../../infra/git.js';
import { materializeSnapshot } from '../../infra/workspace.js';

describe('infra/git', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'pg-git-'));
  const home = path.join(root, 'home');
  const savedHome = process.env.HOME;
  mkdirSync(home);
  // A hostile global config: every commit must be signed with a key that does not exist.
  writeFileSync(path.join(home, '.gitconfig'), '[commit]\n\tgpgsign = true\n[user]\n\tsigningkey = DOES-NOT-EXIST\n[core]\n\tautocrlf = true\n');
  process.env.HOME = home;
  after(() => {
    process.env.HOME = savedHome;
    rmSync(root, { recursive: true, force: true });
  });

  it('snapshots a plain folder although the global config demands signed commits', async () => {
    const src = path.join(root, 'src');
    mkdirSync(src);
    writeFileSync(path.join(src, 'm.py'), 'x = 1\n');
    const snap = await materializeSnapshot(path.join(root, 'work'), { path: src, commit: 'HEAD' });
    const log = await git(snap.dir, ['log', '--format=%an <%ae> %ad %G?', '--date=iso-strict']);
    assert.equal(log.exitCode, 0, log.stderr);
    assert.equal(log.stdout.trim(), 'patchgate <patchgate@localhost> 2000-01-01T00:00:00+00:00 N');
  });

  it('the same edits give the same commit id whatever the machine’s config', async () => {
    const ids: string[] = [];
    for (const n of [1, 2]) {
      const dir = path.join(root, `repo${n}`);
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'a.txt'), 'line\r\nline\n');
      for (const args of [['init', '-q'], ['add', '-A'], ['commit', '-q', '-m', 'c']]) assert.equal((await git(dir, args)).exitCode, 0);
      ids.push((await git(dir, ['rev-parse', 'HEAD'])).stdout.trim());
    }
    assert.equal(ids[0], ids[1]);
    assert.match(ids[0]!, /^[0-9a-f]{40}$/);
  });
});
