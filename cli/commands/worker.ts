// `patchgate worker`: serve the patchgate task queue with the real sandbox until interrupted.
import type { Command } from 'commander';
import { connectSettings, connectWorker } from '../../infra/connection.js';
import { loadDevConfig } from '../../infra/devConfig.js';
import { WORKER_ROLES, createWorker, installQuietRuntime, sandboxSlots } from '../../workers/createWorker.js';
import type { WorkerRole } from '../../workers/createWorker.js';
import { checkSandbox } from '../../infra/sandbox.js';
import { loadConfig } from '../../infra/config.js';

export function registerWorker(program: Command): void {
  program
    .command('worker')
    .description('run a worker (connection from TEMPORAL_* env / envconfig, default the dev server)')
    .option('--task-queue <name>', 'task queue', loadDevConfig().task_queue)
    .option('--role <role>', 'orchestration (workflows, ledger) | sandbox (every workspace and sandboxed activity, on <queue>-sandbox or PATCHGATE_SANDBOX_TASK_QUEUE) | all', 'all')
    .option('--slots <n>', 'sandboxed activities this process runs at once (about one core each; default PATCHGATE_SANDBOX_SLOTS or 4)')
    .action(async (opts: { taskQueue: string; role: string; slots?: string }) => {
      const slots = sandboxSlots(opts.slots);
      if (!(WORKER_ROLES as readonly string[]).includes(opts.role)) throw new Error(`unknown worker role "${opts.role}": use ${WORKER_ROLES.join(' | ')}`);
      const role = opts.role as WorkerRole;
      installQuietRuntime();
      if (role !== 'orchestration') {
        const gateConfig = loadConfig();
        const problem = await checkSandbox(gateConfig.sandbox.mode, { workDir: gateConfig.workspace.dir });
        if (problem) throw new Error(problem);
      }
      const s = connectSettings();
      const connection = await connectWorker(s);
      const worker = await createWorker({ connection, namespace: s.namespace, taskQueue: opts.taskQueue, role, sandboxSlots: slots });
      const queues = [role !== 'sandbox' ? `${worker.taskQueue} (workflows)` : null, role !== 'orchestration' ? `${worker.sandboxQueue} (sandbox activities, ${slots} at once)` : null].filter(Boolean);
      console.log(`${role} worker on ${s.address} namespace ${s.namespace}, task queue(s) ${queues.join(', ')} (Ctrl-C to stop)`);
      await worker.run();
      await connection.close();
    });
}
