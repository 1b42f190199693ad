#!/usr/bin/env node
// The patchgate command line: each command lives in cli/commands/.
import { Command } from 'commander';
import { registerDev } from './commands/dev.js';
import { registerWorker } from './commands/worker.js';
import { registerSubmit } from './commands/submit.js';
import { registerShow } from './commands/show.js';
import { registerDemo } from './commands/demo.js';
import { registerAb } from './commands/ab.js';
import { registerCorpus } from './commands/corpus.js';
import { describeFailure } from './failure.js';

const program = new Command();
program.name('patchgate').description('Adversarial, evidence-thresholded patch acceptance on Temporal').showHelpAfterError();
registerDev(program);
registerWorker(program);
registerSubmit(program);
registerShow(program);
registerDemo(program);
registerAb(program);
registerCorpus(program);

// A failed workflow prints its typed cause (type and message), not only "Workflow execution failed".
program.parseAsync(process.argv).catch((err: unknown) => {
  console.error(`patchgate: ${describeFailure(err)}`);
  process.exit(1);
});
