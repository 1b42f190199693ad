// Records workflow histories of real runs (real server, sandbox and pytest) as replay fixtures:
// test/replay/histories/<scenario>-sdk-<version>.json. Rerun whenever workflow code changes:
//   npm run build && node dist/scripts/recordHistories.js
import { writeFileSync, mkdirSync, readdirSync, rmSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { execaSync } from 'execa';
import { PROJECT_ROOT, temporalBinary } from '../infra/config.js';
import { EXAMPLE_TASK, makeActivities, requestFor, startEnv, tempConfig, withWorker } from '../test/helpers/env.js';
import { installQuietRuntime } from '../workers/createWorker.js';
import { EDIT_INTENT } from '../test/helpers/editIntent.js';

const SDK = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'node_modules/@temporalio/workflow/package.json'), 'utf8')).version as string;
const OUT = path.join(PROJECT_ROOT, 'test', 'replay', 'histories');


const SCENARIOS: { name: string; candidate: string; mode: '18gate' | 'greencommit'; extra?: Record<string, unknown> }[] = [
  { name: 'edit-intents', candidate: 'fix', mode: '18gate', extra: { patch: '', edits: { intents: [EDIT_INTENT], mode: 'edit10' } } },
  { name: 'critic-no-model', candidate: 'fix', mode: '18gate', extra: { critic: '22' } },
  { name: 'accept-fix', candidate: 'fix', mode: '18gate' },
  { name: 'reject-unbroken', candidate: 'breaks-neighbour', mode: '18gate' },
  { name: 'reject-tamper', candidate: 'skip-test', mode: '18gate' },
  { name: 'reject-syntax', candidate: 'syntax-error', mode: '18gate' },
  { name: 'inconclusive-api', candidate: 'api-change', mode: '18gate' },
  { name: 'overfit', candidate: 'special-case', mode: '18gate' },
  { name: 'hidden-regression', candidate: 'hidden-regression', mode: '18gate' },
  { name: 'greencommit', candidate: 'skip-test', mode: 'greencommit' },
];

async function main() {
  installQuietRuntime();
  const tmp = tempConfig();
  const ctx = await startEnv();
  mkdirSync(OUT, { recursive: true });
  for (const f of readdirSync(OUT)) rmSync(path.join(OUT, f));
  try {
    for (const s of SCENARIOS) {
      const tq = `record-${s.name}`;
      const id = `replay-${s.name}`;
      await withWorker(ctx, tq, makeActivities(tmp.config), () =>
        ctx.env.client.workflow.execute('acceptPatch', { taskQueue: tq, workflowId: id, args: [requestFor(EXAMPLE_TASK, s.candidate, { mode: s.mode, ...s.extra })] }),
      );
      // The CLI writes the standard JSON history format (the SDK's historyToJSON trips over a
      // duplicated protobufjs in this dependency tree).
      const shown = execaSync(temporalBinary(), ['workflow', 'show', '--workflow-id', id, '--address', ctx.env.address, '--output', 'json']);
      const file = path.join(OUT, `${s.name}-sdk-${SDK}.json`);
      writeFileSync(file, shown.stdout);
      const result = await ctx.env.client.workflow.getHandle(id).result();
      console.log(`recorded ${path.relative(PROJECT_ROOT, file)} (${JSON.parse(shown.stdout).events.length} events): ${result.verdict} ${result.reason}`);
    }
  } finally {
    await ctx.env.teardown();
    tmp.cleanup();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
