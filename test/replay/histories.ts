// The replay fixtures' index: test/replay/histories/manifest.json names, for every recorded
// history file, the workflow id and type it was recorded under (child ids and continue-as-new
// inputs derive from the id, so a replay must use the same one). Written only by
// scripts/recordHistories.ts, which adds entries and never removes one.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../infra/config.js';

export const HISTORY_DIR = path.join(PROJECT_ROOT, 'test', 'replay', 'histories');
export const MANIFEST = path.join(HISTORY_DIR, 'manifest.json');

export interface ManifestEntry {
  workflowId: string;
  workflowType: string;
  scenario: string;
  recordedAt: string;
  sdk: string;
  patchgate: string;
}

export function readManifest(): Record<string, ManifestEntry> {
  return existsSync(MANIFEST) ? (JSON.parse(readFileSync(MANIFEST, 'utf8')).histories as Record<string, ManifestEntry>) : {};
}

export function writeManifest(entries: Record<string, ManifestEntry>): void {
  const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(MANIFEST, `${JSON.stringify({ histories: sorted }, null, 2)}\n`);
}
