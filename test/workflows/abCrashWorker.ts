// A workflow-only worker in its own process, for the crash test of abExperiment: the test kills
// it with SIGKILL mid-experiment. Activities run on a separate worker in the test process, so
// the crash hits exactly the experiment's bookkeeping (the parent and its children's workflows).
// argv: <address> <namespace> <taskQueue> <bundle file>
import { NativeConnection, Worker } from '@temporalio/worker';

const [address, namespace, taskQueue, codePath] = process.argv.slice(2);
if (!address || !namespace || !taskQueue || !codePath) {
  console.error('usage: abCrashWorker <address> <namespace> <taskQueue> <bundle file>');
  process.exit(2);
}
const connection = await NativeConnection.connect({ address });
const worker = await Worker.create({ connection, namespace, taskQueue, workflowBundle: { codePath } });
process.stdout.write('ready\n');
await worker.run();
