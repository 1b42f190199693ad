// Reads a corpus in the benchmark format. The gate under test never sees oracle/, kind or
// correct: `gateRequestFor` builds its request from repo/, the issue, the visible ids and
// the candidate diff only.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CorpusIndex, Task } from '../domain/corpus.js';
import type { AcceptRequestInput } from '../domain/schemas.js';
import { formatZodIssues } from '../domain/errors.js';

export interface LoadedTask {
  dir: string;
  task: Task;
}

export function loadCorpus(dir: string): { index: CorpusIndex; tasks: LoadedTask[] } {
  const indexFile = path.join(dir, 'corpus.json');
  if (!existsSync(indexFile)) throw new Error(`not a corpus (no corpus.json): ${dir}`);
  const index = CorpusIndex.parse(JSON.parse(readFileSync(indexFile, 'utf8')));
  const tasks = index.tasks.map((id) => loadTask(path.join(dir, id)));
  return { index, tasks };
}

export function loadTask(dir: string): LoadedTask {
  const file = path.join(dir, 'task.json');
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`cannot read ${file}: ${(e as Error).message}`);
  }
  const parsed = Task.safeParse(raw);
  if (!parsed.success) throw new Error(`invalid ${file}: ${formatZodIssues(parsed.error)}`);
  if (!existsSync(path.join(dir, 'repo'))) throw new Error(`task ${parsed.data.id} has no repo/ folder`);
  return { dir, task: parsed.data };
}

/** The gate's view of one candidate: no oracle, no kind, no label. */
export function gateRequestFor(t: LoadedTask, candidateId: string, extra: Partial<AcceptRequestInput> = {}): AcceptRequestInput {
  const cand = t.task.candidates.find((c) => c.id === candidateId);
  if (!cand) throw new Error(`task ${t.task.id} has no candidate ${candidateId}`);
  return {
    repo: { path: path.join(t.dir, 'repo'), commit: 'HEAD' },
    patch: readFileSync(path.join(t.dir, cand.patch), 'utf8'),
    issue: t.task.issue,
    failToPass: t.task.fail_to_pass,
    passToPass: t.task.pass_to_pass,
    testCommand: t.task.test_command,
    changeClassHint: t.task.change_class,
    environment: t.task.environment,
    runner: t.task.runner,
    testPatchFiles: t.task.test_patch_files,
    label: `${t.task.id}/${candidateId}`,
    ...extra,
  };
}
