// Development probe (never a held-out measurement): the reproducers generated from the issue text,
// run on the gold patch and every candidate of benchmark-format tasks, in the real sandbox. Prints
// one line per candidate: its label, how many claims were read and validated, and whether each
// validated claim holds on it. Usage, after `npm run build`:
//   node scripts/bench/probeIssue.mjs TASK_DIR...   (PG_DIST=<dist> for another build)
import path from 'node:path';
import { readFileSync } from 'node:fs';
const DIST = process.env.PG_DIST || new URL('../../dist', import.meta.url).pathname;
const { tempConfig, makeActivities, requestFor } = await import(DIST + '/test/helpers/env.js');
const { AcceptRequest } = await import(DIST + '/domain/schemas.js');
const { issueReproducerFailure } = await import(DIST + '/domain/behaviour/issueClaims.js');
const { config, cleanup } = tempConfig();
const acts = makeActivities(config);
try {
  for (const taskDir of process.argv.slice(2)) {
    const task = JSON.parse(readFileSync(path.join(taskDir, 'task.json'), 'utf8'));
    const gold = { id: 'gold', patch: 'oracle/gold.diff', kind: 'gold' };
    for (const cand of [gold, ...task.candidates]) {
      const first = task.candidates[0].id;
      const req = AcceptRequest.parse({ ...requestFor(path.resolve(taskDir), cand.id === 'gold' ? first : cand.id), ...(cand.id === 'gold' ? { patch: readFileSync(path.join(taskDir, gold.patch), 'utf8') } : {}) });
      const workspace = await acts.prepareWorkspace({ request: req });
      const r = await acts.runIssueReproducers({ workspace, issue: req.issue, failToPass: req.failToPass, passToPass: req.passToPass, testCommand: req.testCommand });
      const fail = issueReproducerFailure(r);
      console.log(`${fail ? 'REJECT' : 'pass  '} ${(cand.kind ?? '').padEnd(10)} ${task.id}/${cand.id} extracted ${r.extracted} validated ${r.validated}${fail ? ' :: ' + fail.slice(0, 300) : ''}`);
      if (process.env.V) for (const n of r.notes) console.log('    note ' + n.slice(0, 300));
    }
  }
} finally {
  cleanup();
}
