// `patchgate show <workflowId>`: the result and record of a finished run (or the ledger entry).
import type { Command } from 'commander';
import { connectClient } from '../../infra/connection.js';
import { Ledger } from '../../infra/ledger.js';
import { loadConfig } from '../../infra/config.js';
import type { AcceptanceResult } from '../../domain/record.js';
import { printResult } from '../format.js';

export function registerShow(program: Command): void {
  program
    .command('show <workflowId>')
    .description('show a run\'s verdict and PatchAcceptance record')
    .option('--json', 'print JSON')
    .option('--ledger', 'read the append-only ledger instead of the server')
    .action(async (workflowId: string, o: { json?: boolean; ledger?: boolean }) => {
      let result: AcceptanceResult | undefined;
      if (o.ledger) {
        result = new Ledger(loadConfig().workspace.ledger).read().reverse().find((e) => e.entry.workflowId === workflowId)?.entry;
        if (!result) throw new Error(`no ledger entry for ${workflowId}`);
      } else {
        const client = await connectClient();
        result = (await client.workflow.getHandle(workflowId).result()) as AcceptanceResult;
      }
      if (o.json) console.log(JSON.stringify(result, null, 2));
      else printResult(result);
    });
}
