// The append-only, versioned ledger of acceptance results (JSON Lines). Each entry is keyed by
// workflow id + run id; an index marker makes a retried append a no-op (idempotent).
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';

export const LEDGER_VERSION = 1;

export class Ledger {
  constructor(readonly file: string) {}

  append(key: string, entry: unknown): { appended: boolean } {
    const dir = path.dirname(this.file);
    const indexDir = path.join(dir, `${path.basename(this.file)}.index`);
    mkdirSync(indexDir, { recursive: true });
    const marker = path.join(indexDir, createHash('sha256').update(key).digest('hex').slice(0, 32));
    if (existsSync(marker)) return { appended: false };
    appendFileSync(this.file, `${JSON.stringify({ ledger_version: LEDGER_VERSION, key, written_at: new Date().toISOString(), entry })}\n`, { flag: 'a' });
    writeFileSync(marker, key);
    return { appended: true };
  }

  read(): { ledger_version: number; key: string; written_at: string; entry: any }[] {
    if (!existsSync(this.file)) return [];
    return readFileSync(this.file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
  }
}
