// writeAcceptanceRecord (spec 18 §3.2, P8): validates the result against the exact record
// schema and appends it to the versioned ledger. Idempotent per workflow run.
import { AcceptanceResult } from '../domain/record.js';
import type { ActivityDeps } from './deps.js';
import { Ledger } from '../infra/ledger.js';
import { recordIncomplete } from '../domain/errors.js';

export function makeWriteAcceptanceRecord(deps: ActivityDeps) {
  return async function writeAcceptanceRecord(input: { key: string; result: AcceptanceResult }): Promise<{ appended: boolean; ledger: string }> {
    const parsed = AcceptanceResult.safeParse(input.result);
    if (!parsed.success) {
      throw recordIncomplete(`record incomplete: ${parsed.error.message.slice(0, 1000)}`);
    }
    const ledger = new Ledger(deps.config.workspace.ledger);
    return { ...ledger.append(input.key, parsed.data), ledger: ledger.file };
  };
}
