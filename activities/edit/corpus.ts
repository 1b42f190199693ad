// Loads the edit-intent corpus (bench/edits/) and turns a case into an applyEdits request. Node
// I/O; used by tests and the A/B driver.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../infra/config.js';
import { EditCase, EditCorpusIndex } from '../../domain/edit/corpus.js';
import type { EditAblation, EditMode, EditRequestInput } from '../../domain/edit/schemas.js';
import { formatZodIssues } from '../../domain/errors.js';

export const EDIT_CORPUS_DIR = path.join(PROJECT_ROOT, 'bench', 'edits');

export function loadEditCorpus(dir: string = EDIT_CORPUS_DIR): { index: EditCorpusIndex; cases: EditCase[] } {
  const index = EditCorpusIndex.parse(JSON.parse(readFileSync(path.join(dir, 'corpus.json'), 'utf8')));
  const cases = index.cases.map((id) => {
    const parsed = EditCase.safeParse(JSON.parse(readFileSync(path.join(dir, 'cases', `${id}.json`), 'utf8')));
    if (!parsed.success) throw new Error(`bench/edits/cases/${id}.json: ${formatZodIssues(parsed.error)}`);
    if (parsed.data.id !== id) throw new Error(`bench/edits/cases/${id}.json has id ${parsed.data.id}`);
    return parsed.data;
  });
  return { index, cases };
}

/** The applyEdits request for one case in one arm. */
export function requestForCase(c: EditCase, mode: EditMode, opts: { dir?: string; ablations?: EditAblation[] } = {}): EditRequestInput {
  return {
    repo: { path: path.join(opts.dir ?? EDIT_CORPUS_DIR, c.repo), commit: 'HEAD' },
    intents: c.intents,
    mode,
    ablations: opts.ablations ?? [],
    label: `${c.id} [${mode}]`,
  };
}
