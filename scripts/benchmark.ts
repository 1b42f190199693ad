// Benchmark (prints figures; not a test): time to verdict for a tier-A reject and for a full
// gate run on the bundled example, the Temporal orchestration overhead (workflow wall time minus
// the union of activity execution intervals), and the same candidates under greencommit, side by
// side in one run. Usage: npm run bench [-- --repeat N]
import proto from '@temporalio/proto';
import type { temporal } from '@temporalio/proto';
import { EXAMPLE_TASK, makeActivities, requestFor, startEnv, tempConfig, withWorker } from '../test/helpers/env.js';
import { installQuietRuntime } from '../workers/createWorker.js';

const repeat = Number(process.argv[process.argv.indexOf('--repeat') + 1]) || 3;
const EventType = proto.temporal.api.enums.v1.EventType;

function ms(t: { seconds?: unknown; nanos?: number | null } | null | undefined): number {
  return Number(t?.seconds ?? 0) * 1000 + (t?.nanos ?? 0) / 1e6;
}

function overheadOf(events: temporal.api.history.v1.IHistoryEvent[]) {
  const start = ms(events[0]!.eventTime);
  const end = ms(events[events.length - 1]!.eventTime);
  const started = new Map<number, number>();
  const spans: [number, number][] = [];
  for (const e of events) {
    if (e.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_STARTED) started.set(Number(e.activityTaskStartedEventAttributes!.scheduledEventId), ms(e.eventTime));
    if (e.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_COMPLETED) {
      const s = started.get(Number(e.activityTaskCompletedEventAttributes!.scheduledEventId));
      if (s !== undefined) spans.push([s, ms(e.eventTime)]);
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let curS = -1;
  let curE = -1;
  for (const [s, e] of spans) {
    if (s > curE) {
      if (curE > curS) covered += curE - curS;
      curS = s;
      curE = e;
    } else curE = Math.max(curE, e);
  }
  if (curE > curS) covered += curE - curS;
  return { wall: end - start, activities: covered, overhead: end - start - covered };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  installQuietRuntime();
  const ctx = await startEnv();
  const rows: { label: string; wall: number[]; overhead: number[]; cpu: number[]; verdict: string }[] = [];
  try {
    const cases = [
      { label: 'tier-A reject (syntax-error), 18gate', cand: 'syntax-error', mode: '18gate' as const },
      { label: 'full gate run (fix), 18gate', cand: 'fix', mode: '18gate' as const },
      { label: 'syntax-error, greencommit', cand: 'syntax-error', mode: 'greencommit' as const },
      { label: 'fix, greencommit', cand: 'fix', mode: 'greencommit' as const },
    ];
    for (const c of cases) rows.push({ label: c.label, wall: [], overhead: [], cpu: [], verdict: '' });
    for (let i = 0; i < repeat; i++) {
      for (const [k, c] of cases.entries()) {
        const tmp = tempConfig(); // a fresh workspace: no snapshot or baseline cache
        const tq = `bench-${k}-${i}`;
        const id = `bench-${k}-${i}-${Date.now()}`;
        const r = await withWorker(ctx, tq, makeActivities(tmp.config), () =>
          ctx.env.client.workflow.execute('acceptPatch', { taskQueue: tq, workflowId: id, args: [requestFor(EXAMPLE_TASK, c.cand, { mode: c.mode })] }),
        );
        const h = await ctx.env.client.workflow.getHandle(id).fetchHistory();
        const o = overheadOf(h.events ?? []);
        rows[k]!.wall.push(o.wall);
        rows[k]!.overhead.push(o.overhead);
        rows[k]!.cpu.push(r.cost.sandboxCpuSeconds);
        rows[k]!.verdict = `${r.verdict}${r.failingTier ? ` (${r.failingTier})` : ''}`;
        tmp.cleanup();
      }
    }
  } finally {
    await ctx.env.teardown();
  }
  console.log(`\npatchgate benchmark — bundled example, median of ${repeat} runs, fresh workspace each run\n`);
  console.log('case                                     | verdict           | time to verdict | orchestration overhead | sandbox CPU s');
  console.log('-----------------------------------------|-------------------|-----------------|------------------------|--------------');
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(41)}| ${r.verdict.padEnd(18)}| ${(median(r.wall) / 1000).toFixed(2).padStart(13)} s | ${(median(r.overhead) / 1000).toFixed(2).padStart(20)} s | ${median(r.cpu).toFixed(2).padStart(12)}`,
    );
  }
  const gate = median(rows[1]!.wall);
  const green = median(rows[3]!.wall);
  console.log(`\nfull gate / greencommit time-to-verdict ratio (fix): ${(gate / green).toFixed(2)}×`);
  console.log(`tier-A reject / full gate ratio: ${(median(rows[0]!.wall) / gate).toFixed(2)}×`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
