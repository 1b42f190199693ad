// A worker of one role in its own process (issue 11 item 5), for the worker-role tests: the
// orchestration role serves the task queue's workflows and bookkeeping activities, the sandbox
// role the sandbox task queue's activities. Args: address namespace taskQueue role. Config comes
// from PATCHGATE_CONFIG / PATCHGATE_WORK_DIR / PATCHGATE_LEDGER / PATCHGATE_SANDBOX_TASK_QUEUE /
// PATCHGATE_WORKFLOW_BUNDLE / PATCHGATE_LLM_* env, as `patchgate worker --role …` reads them.
import { NativeConnection } from '@temporalio/worker';
import { WORKER_ROLES, createWorker, defaultActivities, installQuietRuntime } from '../../workers/createWorker.js';
import type { WorkerRole } from '../../workers/createWorker.js';

const [address, namespace, taskQueue, role] = process.argv.slice(2);
if (!address || !namespace || !taskQueue || !(WORKER_ROLES as readonly string[]).includes(role ?? '')) {
  console.error(`usage: roleWorkerProcess <address> <namespace> <taskQueue> <${WORKER_ROLES.join('|')}>`);
  process.exit(2);
}
installQuietRuntime();
const connection = await NativeConnection.connect({ address });
const worker = await createWorker({ connection, namespace, taskQueue, activities: defaultActivities(), role: role as WorkerRole });
process.stdout.write(`worker-ready ${role} ${worker.taskQueue} ${worker.sandboxQueue} pid=${process.pid}\n`);
await worker.run();
await connection.close();
