// `patchgate worker`: serve the patchgate task queue with the real sandbox until interrupted.
import type { Command } from 'commander';
import { connectSettings, connectWorker } from '../../infra/connection.js';
import { loadDevConfig } from '../../infra/devConfig.js';
import { createWorker, installQuietRuntime } from '../../workers/createWorker.js';
import { checkSandbox } from '../../infra/sandbox.js';
import { loadConfig } from '../../infra/config.js';

export function registerWorker(program: Command): void {
  program
    .command('worker')
    .description('run a worker (connection from TEMPORAL_* env / envconfig, default the dev server)')
    .option('--task-queue <name>', 'task queue', loadDevConfig().task_queue)
    .action(async (opts: { taskQueue: string }) => {
      installQuietRuntime();
      const gateConfig = loadConfig();
      const problem = await checkSandbox(gateConfig.sandbox.mode, { workDir: gateConfig.workspace.dir });
      if (problem) throw new Error(problem);
      const s = connectSettings();
      const connection = await connectWorker(s);
      const worker = await createWorker({ connection, namespace: s.namespace, taskQueue: opts.taskQueue });
      console.log(`worker on ${s.address} namespace ${s.namespace} task queue ${opts.taskQueue} (Ctrl-C to stop)`);
      await worker.run();
      await connection.close();
    });
}
