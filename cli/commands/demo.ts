// `patchgate demo`: bring up the embedded dev server and a worker, run every candidate of the
// bundled example through the gate (18gate) and the naive baseline (greencommit), and print a
// verdict table with each run's Temporal UI link. The server is left running for the UI.
import type { Command } from 'commander';
import path from 'node:path';
import { ensureDevServer } from '../../infra/devServer.js';
import { connectClient, connectWorker } from '../../infra/connection.js';
import { loadDevConfig } from '../../infra/devConfig.js';
import { createWorker, installQuietRuntime } from '../../workers/createWorker.js';
import { loadCorpus, gateRequestFor } from '../../infra/corpus.js';
import { PROJECT_ROOT, loadConfig } from '../../infra/config.js';
import { checkSandbox } from '../../infra/sandbox.js';
import { SA } from '../../domain/searchAttributes.js';
import type { AcceptanceResult } from '../../domain/record.js';
import { pad } from '../format.js';

export function registerDemo(program: Command): void {
  program
    .command('demo')
    .description('run the gate on the bundled example (starts the dev server and a worker)')
    .option('--corpus <dir>', 'a corpus in the benchmark format', path.join(PROJECT_ROOT, 'examples'))
    .action(async (o: { corpus: string }) => {
      installQuietRuntime();
      const gateConfig = loadConfig();
      const problem = await checkSandbox(gateConfig.sandbox.mode, { workDir: gateConfig.workspace.dir });
      if (problem) throw new Error(problem);
      const dev = loadDevConfig();
      const server = await ensureDevServer((m) => console.log(m));
      const settings = { address: server.address, namespace: server.namespace, options: { address: server.address } };
      const client = await connectClient(settings);
      const connection = await connectWorker(settings);
      const taskQueue = `${dev.task_queue}-demo`;
      const worker = await createWorker({ connection, namespace: server.namespace, taskQueue });
      const { tasks } = loadCorpus(o.corpus);
      const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
      const jobs = tasks.flatMap((t) =>
        t.task.candidates.flatMap((c) =>
          (['18gate', 'greencommit'] as const).map((mode) => ({ t, c, mode, id: `demo-${stamp}/${t.task.id}/${c.id}/${mode}` })),
        ),
      );
      console.log(`running ${jobs.length} workflows (${jobs.length / 2} candidates × 18gate, greencommit) on task queue ${taskQueue}`);
      const results = new Map<string, AcceptanceResult>();
      const t0 = Date.now();
      await worker.runUntil(async () => {
        await Promise.all(
          jobs.map(async (j) => {
            const handle = await client.workflow.start('acceptPatch', {
              taskQueue,
              workflowId: j.id,
              args: [gateRequestFor(j.t, j.c.id, { mode: j.mode })],
              staticSummary: `${j.mode}: ${j.t.task.id} / ${j.c.id}`,
              typedSearchAttributes: [
                { key: SA.mode, value: j.mode },
                { key: SA.task, value: j.t.task.id },
              ],
            });
            const r = (await handle.result()) as AcceptanceResult;
            results.set(j.id, r);
            console.log(`  ${pad(`${j.c.id} [${j.mode}]`, 34)} ${r.verdict}${r.failingTier ? ` (${r.failingTier})` : ''}`);
          }),
        );
      });
      await connection.close();
      console.log(`\ndone in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
      const head = `${pad('candidate', 18)} ${pad('kind', 11)} ${pad('correct', 8)} ${pad('18gate verdict', 28)} ${pad('evidence', 9)} ${pad('greencommit', 12)} UI`;
      console.log(head);
      console.log('-'.repeat(head.length + 40));
      for (const t of tasks) {
        for (const c of t.task.candidates) {
          const g = results.get(`demo-${stamp}/${t.task.id}/${c.id}/18gate`)!;
          const b = results.get(`demo-${stamp}/${t.task.id}/${c.id}/greencommit`)!;
          const v = `${g.verdict}${g.failingTier ? ` (${g.failingTier})` : ''}`;
          const link = `${server.uiUrl}/namespaces/${server.namespace}/workflows/${encodeURIComponent(g.workflowId)}`;
          console.log(
            `${pad(c.id, 18)} ${pad(c.kind, 11)} ${pad(String(c.correct), 8)} ${pad(v, 28)} ${pad(g.record?.evidence_strength ?? '-', 9)} ${pad(b.verdict, 12)} ${link}`,
          );
          console.log(`${' '.repeat(19)}↳ ${g.reason.slice(0, 150)}`);
        }
      }
      const accepted = (mode: string) =>
        tasks.flatMap((t) => t.task.candidates.filter((c) => results.get(`demo-${stamp}/${t.task.id}/${c.id}/${mode}`)?.verdict === 'ACCEPT'));
      for (const mode of ['18gate', 'greencommit']) {
        const acc = accepted(mode);
        console.log(`${pad(mode, 12)} accepted ${acc.length}: ${acc.map((c) => `${c.id}${c.correct ? '' : ' (WRONG)'}`).join(', ') || 'none'}`);
      }
      console.log(`\nTemporal UI: ${server.uiUrl}  (the dev server keeps running; stop it with: node dist/cli/patchgate.js dev stop)`);
    });
}
