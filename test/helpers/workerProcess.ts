// A worker in its own process, so a test can kill -9 it mid-activity. Args: address namespace
// taskQueue. Config comes from PATCHGATE_CONFIG / PATCHGATE_WORK_DIR / PATCHGATE_LLM_* env.
import { NativeConnection } from '@temporalio/worker';
import { createWorker, defaultActivities, installQuietRuntime } from '../../workers/createWorker.js';

const [address, namespace, taskQueue] = process.argv.slice(2);
installQuietRuntime();
const connection = await NativeConnection.connect({ address: address! });
const worker = await createWorker({ connection, namespace: namespace!, taskQueue: taskQueue!, activities: defaultActivities() });
process.stdout.write('worker-ready\n');
await worker.run();
