// Publishes JSON Schemas generated from the zod boundary schemas into schemas/, so a harness in
// any language can build requests and read records. `--check` fails when they are stale.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { AcceptRequest, PatchAcceptance } from '../domain/schemas.js';
import { AcceptanceResult } from '../domain/record.js';
import { AbReport } from '../domain/ab/report.js';
import { PROJECT_ROOT } from '../infra/config.js';

export const PUBLISHED: Record<string, z.ZodType> = {
  'accept-request.schema.json': AcceptRequest,
  'patch-acceptance.schema.json': PatchAcceptance,
  'acceptance-result.schema.json': AcceptanceResult,
  'ab-report.schema.json': AbReport,
};

export function renderSchema(name: string, schema: z.ZodType, io: 'input' | 'output'): string {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return `${JSON.stringify({ $id: `https://patchgate.dev/schemas/${name}`, ...json }, null, 2)}\n`;
}

export function generateAll(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, schema] of Object.entries(PUBLISHED)) out[name] = renderSchema(name, schema, name.startsWith('accept-request') ? 'input' : 'output');
  return out;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const dir = path.join(PROJECT_ROOT, 'schemas');
  mkdirSync(dir, { recursive: true });
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const [name, text] of Object.entries(generateAll())) {
    const file = path.join(dir, name);
    if (check) {
      if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
        console.error(`stale: schemas/${name}`);
        stale++;
      }
    } else {
      writeFileSync(file, text);
      console.log(`wrote schemas/${name}`);
    }
  }
  process.exit(stale ? 1 : 0);
}
