// classifyScope: stages (a) + (b) of spec 10 for one intent on the transaction base commit.
// Read-only over the commit (reads it with git, never the working tree), so idempotent; a
// short sandboxed parse, no heartbeat needed. No model is consulted.
import type { ActivityDeps } from '../deps.js';
import type { ClassifyInput, ClassifyOutput } from '../../domain/edit/stages.js';
import { EditIntent } from '../../domain/edit/schemas.js';
import { parseOrBadRequest } from '../../domain/errors.js';
import { git } from '../../infra/git.js';
import { computePlan } from './plan.js';
import { scratchDir } from './workspace.js';

/** The file's bytes at a commit, or null when it does not exist there. */
export async function readAtCommit(dir: string, commit: string, rel: string): Promise<string | null> {
  const r = await git(dir, ['cat-file', 'blob', `${commit}:${rel}`]);
  return r.exitCode === 0 ? r.stdout : null;
}

export function makeClassifyScope(deps: ActivityDeps) {
  return async function classifyScope(input: ClassifyInput): Promise<ClassifyOutput> {
    const intent = parseOrBadRequest(EditIntent, input.intent, 'edit intent');
    const text = await readAtCommit(input.workspace.dir, input.baseCommit, intent.file);
    if (text === null) return { ok: false, code: 'file-missing', reason: `${intent.file} does not exist at the edit base`, facts: null };
    return computePlan({
      sandbox: deps.sandbox,
      scratch: scratchDir(input.workspace),
      tag: `c-${input.baseCommit.slice(0, 12)}-${intent.id}`,
      text,
      intent,
      filesInChange: input.filesInChange,
      ablations: input.ablations,
    });
  };
}
