// A scratch repository and one candidate run through the differential and fuzz activities as
// the workflow chains them: the harness of the Level E attack tests (test/activities/attacks*.ts).
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import { AcceptRequest } from '../../domain/schemas.js';
import type { makeActivities } from './env.js';
import { changeTargets } from '../../domain/behaviour/probes.js';
import { shiftedConstants } from '../../domain/behaviour/constantShift.js';
import { droppedInputs } from '../../domain/behaviour/droppedInput.js';
import { sameNamedMethods } from '../../domain/behaviour/sameNamed.js';

export type Acts = ReturnType<typeof makeActivities>;

export function scratch(files: Record<string, string>) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'pg-attack-'));
  chmodSync(root, 0o755);
  const dir = path.join(root, 'repo');
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  const patch = (changes: Record<string, string>) =>
    Object.entries(changes)
      .map(([rel, text]) => createTwoFilesPatch(`a/${rel}`, `b/${rel}`, files[rel] ?? '', text, '', '', { context: 3 }).replace(/^=+\n/m, ''))
      .join('');
  return { dir, patch, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** Differential + fuzz on one candidate, as the workflow chains them. */
export async function attack(acts: Acts, repo: ReturnType<typeof scratch>, changes: Record<string, string>, ids: { failToPass: string[]; passToPass: string[] }, changeClass = 'normal_bug_fix') {
  const patch = repo.patch(changes);
  const req = AcceptRequest.parse({ repo: { path: repo.dir, commit: 'HEAD' }, patch, ...ids });
  const workspace = await acts.prepareWorkspace({ request: req });
  assert.equal(workspace.applyFailure, null);
  const facts = await acts.computeChangeFacts({ workspace, patch });
  const targets = changeTargets(facts);
  const tells = await acts.scanOverfitTells({ workspace, patch, failToPass: req.failToPass });
  const d = await acts.differentialExecute({ workspace, targets, passToPass: req.passToPass, failToPass: req.failToPass, probes: 200 });
  const f = await acts.runPropertyAndFuzz({
    workspace,
    targets,
    failToPass: req.failToPass,
    passToPass: req.passToPass,
    iterations: 60,
    seconds: 60,
    seed: 3,
    guardRepeats: changeClass === 'concurrency' ? 2 : 0,
    changeClass,
    intended: d.intended,
    tells,
    constants: shiftedConstants(facts),
    dropped: droppedInputs(facts),
    sameNamed: sameNamedMethods(facts),
  });
  return { d, f, tells, text: [...d.counterexamples, ...d.notes, ...f.details].join('\n') };
}

