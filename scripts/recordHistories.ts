// Records workflow histories of real runs (real server, sandbox and pytest) as replay fixtures,
// the way sdk-typescript keeps its own: test/replay/histories/<scenario>-<version>.json side by
// side, never deleted and never overwritten, each listed in histories/manifest.json with the
// workflow id and type it was recorded under. The replay test replays every one of them against
// the current workflow code, so a workflow change that alters the command sequence of a run
// already in the fixtures fails it unless the change is gated with `patched()` (README).
//
//   npm run build && node dist/scripts/recordHistories.js [--only name,name] [--tag TAG]
//
// version = v<package version>-<TAG>, TAG defaults to the UTC recording time (YYYYMMDDTHHMMZ).
// Scenarios: acceptPatch on the bundled example's candidates; its applyEdits and criticReview
// children; abExperiment through continue-as-new and a rerun that reuses every finished child.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execaSync } from 'execa';
import { PROJECT_ROOT, temporalBinary } from '../infra/config.js';
import { EXAMPLE_TASK, makeActivities, requestFor, startEnv, tempConfig, withWorker } from '../test/helpers/env.js';
import { installQuietRuntime } from '../workers/createWorker.js';
import { EDIT_INTENT } from '../test/helpers/editIntent.js';
import { BASELINE_ARM, GATE_ARM } from '../domain/ab/arms.js';
import type { AbExperimentInput } from '../domain/ab/experiment.js';
import { HISTORY_DIR, readManifest, writeManifest } from '../test/replay/histories.js';

/** A report whose code shows a second input the bundled example's partial fix leaves as it was. */
const ISSUE_WITH_CLAIMS = [
  'VAT is rounded down instead of to the nearest cent (#41).',
  '',
  '```python',
  '>>> from decimal import Decimal',
  '>>> percent_of(1299, Decimal("20"))',
  '259    # expected 260',
  '>>> percent_of(1299, "20")    # rates read from the config file are strings',
  '259    # expected 260',
  '```',
  '',
].join('\n');

const ACCEPT: { name: string; candidate: string; mode: '18gate' | 'greencommit'; extra?: Record<string, unknown>; child?: { suffix: string; scenario: string } }[] = [
  { name: 'edit-intents', candidate: 'fix', mode: '18gate', extra: { patch: '', edits: { intents: [EDIT_INTENT], mode: 'edit10' } }, child: { suffix: 'edits', scenario: 'apply-edits' } },
  { name: 'critic-no-model', candidate: 'fix', mode: '18gate', extra: { critic: '22' }, child: { suffix: 'critic', scenario: 'critic-review' } },
  { name: 'accept-fix', candidate: 'fix', mode: '18gate' },
  { name: 'reject-unbroken', candidate: 'breaks-neighbour', mode: '18gate' },
  { name: 'reject-tamper', candidate: 'skip-test', mode: '18gate' },
  { name: 'reject-syntax', candidate: 'syntax-error', mode: '18gate' },
  { name: 'inconclusive-api', candidate: 'api-change', mode: '18gate' },
  { name: 'overfit', candidate: 'special-case', mode: '18gate' },
  { name: 'hidden-regression', candidate: 'hidden-regression', mode: '18gate' },
  { name: 'greencommit', candidate: 'skip-test', mode: 'greencommit' },
  // the Level B stage of reproducers generated from the issue text (patched 'issue-reproducers')
  { name: 'issue-reproducer-partial', candidate: 'partial', mode: '18gate', extra: { issue: ISSUE_WITH_CLAIMS } },
];
const AB = 'ab-experiment';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The example task cut down to two candidates, as a one-task held-out corpus. */
function tinyCorpus(root: string): string {
  const dir = path.join(root, 'replay-corpus');
  const taskDir = path.join(dir, 'invoicing-percent-rounding');
  cpSync(EXAMPLE_TASK, taskDir, { recursive: true });
  const task = JSON.parse(readFileSync(path.join(taskDir, 'task.json'), 'utf8'));
  task.candidates = task.candidates.filter((c: { id: string }) => ['fix', 'special-case'].includes(c.id));
  writeFileSync(path.join(taskDir, 'task.json'), JSON.stringify(task, null, 2));
  writeFileSync(path.join(dir, 'corpus.json'), JSON.stringify({ name: 'replay', version: 1, tasks: ['invoicing-percent-rounding'], split: 'heldout' }));
  return dir;
}

async function main() {
  const pkg = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')).version as string;
  const sdk = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'node_modules/@temporalio/workflow/package.json'), 'utf8')).version as string;
  const tag = arg('--tag') ?? new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z').replace(/\d\dZ$/, 'Z');
  if (!/^[A-Za-z0-9.]+$/.test(tag)) throw new Error(`--tag must be letters, digits and dots: ${tag}`);
  const version = `v${pkg}-${tag}`;
  const only = arg('--only')?.split(',');
  const wanted = (name: string) => !only || only.includes(name);
  const manifest = readManifest();

  installQuietRuntime();
  const tmp = tempConfig();
  const ctx = await startEnv();
  mkdirSync(HISTORY_DIR, { recursive: true });
  const temporal = (...args: string[]) => execaSync(temporalBinary(), [...args, '--address', ctx.env.address, '--output', 'json']).stdout;
  /** Save one run's history; an existing file is never replaced. */
  const save = (scenario: string, workflowId: string, workflowType: string, runId?: string) => {
    const file = `${scenario}-${version}.json`;
    if (existsSync(path.join(HISTORY_DIR, file))) {
      console.log(`kept ${file}: already recorded (histories are never replaced; use another --tag)`);
      return;
    }
    // The CLI writes the standard JSON history format (the SDK's historyToJSON trips over a
    // duplicated protobufjs in this dependency tree).
    const shown = temporal('workflow', 'show', '--workflow-id', workflowId, ...(runId ? ['--run-id', runId] : []));
    writeFileSync(path.join(HISTORY_DIR, file), shown);
    manifest[file] = { workflowId, workflowType, scenario, recordedAt: new Date().toISOString(), sdk, patchgate: pkg };
    writeManifest(manifest);
    console.log(`recorded ${file} (${JSON.parse(shown).events.length} events, ${workflowType} ${workflowId})`);
  };
  try {
    const acts = makeActivities(tmp.config);
    for (const s of ACCEPT) {
      if (!wanted(s.name) && !(s.child && wanted(s.child.scenario))) continue;
      const tq = `record-${s.name}`;
      const id = `replay-${s.name}-${tag}`;
      await withWorker(ctx, tq, acts, () =>
        ctx.env.client.workflow.execute('acceptPatch', { taskQueue: tq, workflowId: id, args: [requestFor(EXAMPLE_TASK, s.candidate, { mode: s.mode, ...s.extra })] }),
      );
      save(s.name, id, 'acceptPatch');
      if (s.child) save(s.child.scenario, `${id}/${s.child.suffix}`, s.child.scenario === 'apply-edits' ? 'applyEdits' : 'criticReview');
    }
    if (wanted(AB)) {
      const tq = 'record-ab';
      const id = `replay-${AB}-${tag}`;
      const root = mkdtempSync(path.join(os.tmpdir(), 'pg-record-ab-'));
      try {
        const input = (out: string): AbExperimentInput => ({ corpusDir: tinyCorpus(root), outDir: path.join(root, out), split: null, arms: [GATE_ARM, BASELINE_ARM], concurrency: 2, jobsPerRun: 2 });
        // First run: 2 candidates × 2 arms at 2 jobs per run continues as new; the rerun with the
        // same id finds every child finished and reuses it.
        await withWorker(ctx, tq, acts, () => ctx.env.client.workflow.execute('abExperiment', { taskQueue: tq, workflowId: id, args: [input('first')] }));
        await withWorker(ctx, tq, acts, () => ctx.env.client.workflow.execute('abExperiment', { taskQueue: tq, workflowId: id, args: [input('rerun')] }));
        const listed = temporal('workflow', 'list', '--query', `WorkflowId = '${id}'`).trim();
        // One JSON array, or one JSON object a line, depending on the CLI version.
        const runs = (listed.startsWith('[') ? JSON.parse(listed) : listed.split('\n').filter(Boolean).map((l) => JSON.parse(l))) as { execution: { runId: string }; startTime: string }[];
        if (runs.length < 2 || !runs.every((r) => r.execution?.runId && r.startTime)) throw new Error(`unexpected workflow list output: ${listed.slice(0, 500)}`);
        runs.sort((a, b) => a.startTime.localeCompare(b.startTime));
        runs.forEach((r, i) => save(`${AB}-run${i + 1}`, id, 'abExperiment', r.execution.runId));
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    }
  } finally {
    await ctx.env.teardown();
    tmp.cleanup();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
