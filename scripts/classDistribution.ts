// Change-class distribution over a corpus (issue 14 §6): every candidate and every gold patch is
// classified exactly as acceptPatch does (prepareWorkspace → computeChangeFacts →
// computeChangeClass), and every high-risk classification is printed with the changed lines that
// fired its rule, so a reader can check each one is explained by what the change does.
// Usage: node dist/scripts/classDistribution.js CORPUS_DIR [--json OUT.json]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AcceptRequest } from '../domain/schemas.js';
import { computeChangeClass } from '../domain/changeClass.js';
import { patchFiles } from '../domain/patchFiles.js';
import { loadCorpus, gateRequestFor } from '../infra/corpus.js';
import { loadConfig } from '../infra/config.js';
import { Sandbox } from '../infra/sandbox.js';
import { createActivities } from '../activities/index.js';

const HIGH = new Set(['auth_security', 'concurrency', 'persistence_data_migration', 'public_api_schema']);

async function main(): Promise<void> {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: classDistribution CORPUS_DIR [--json OUT.json]');
  const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;
  const config = loadConfig();
  const acts = createActivities({ config, sandbox: Sandbox.fromConfig(config) });
  const { tasks } = loadCorpus(path.resolve(dir));
  const rows: { task: string; candidate: string; changeClass: string | null; reasons: string[]; evidence: string[] }[] = [];
  for (const t of tasks) {
    const subjects = [...t.task.candidates.filter((c) => c.kind !== 'noop').map((c) => ({ id: c.id, patch: readFileSync(path.join(t.dir, c.patch), 'utf8') })), { id: 'GOLD', patch: readFileSync(path.join(t.dir, t.task.oracle.gold_patch), 'utf8') }];
    for (const s of subjects) {
      const req = AcceptRequest.parse({ ...gateRequestFor(t, t.task.candidates[0]!.id), patch: s.patch, environment: undefined });
      const ws = await acts.prepareWorkspace({ request: req });
      if (ws.applyFailure) {
        rows.push({ task: t.task.id, candidate: s.id, changeClass: null, reasons: [`does not apply: ${ws.applyFailure.kind}`], evidence: [] });
        continue;
      }
      const facts = await acts.computeChangeFacts({ workspace: ws, patch: s.patch });
      const cls = computeChangeClass(facts, { failToPassCount: t.task.fail_to_pass.length, hint: t.task.change_class });
      const evidence: string[] = [];
      if (HIGH.has(cls.changeClass)) {
        // The changed lines that carry each reason's matched text.
        const files = patchFiles(s.patch);
        for (const r of cls.reasons) {
          const [file, what] = [r.split(': ')[0]!, r.split(': ').slice(1).join(': ')];
          const needle = what.replace(/^public signature /, '').replace(/ (added|removed|signature changed.*|base classes changed)$/, '').split('.').pop()!;
          const f = files.find((x) => x.path === file);
          const line = f ? [...f.added.map((l) => `+${l}`), ...f.removed.map((l) => `-${l}`)].find((l) => needle && l.includes(needle)) : undefined;
          evidence.push(`${r}${line ? `   ⇐ ${line.trim().slice(0, 140)}` : ''}`);
        }
      }
      rows.push({ task: t.task.id, candidate: s.id, changeClass: cls.changeClass, reasons: cls.reasons, evidence });
    }
  }
  const counts: Record<string, number> = {};
  for (const r of rows) counts[r.changeClass ?? 'does-not-apply'] = (counts[r.changeClass ?? 'does-not-apply'] ?? 0) + 1;
  console.log(`${rows.length} patches (${tasks.length} tasks, candidates + gold)`);
  for (const [k, v] of Object.entries(counts).sort((a, b) => b[1] - a[1])) console.log(`  ${k.padEnd(28)} ${v}`);
  console.log('\nhigh-risk classifications, with the changed line behind each reason:');
  for (const r of rows.filter((x) => x.changeClass && HIGH.has(x.changeClass))) {
    console.log(`- ${r.task} / ${r.candidate}: ${r.changeClass}`);
    for (const e of r.evidence) console.log(`    ${e}`);
  }
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ counts, rows }, null, 2));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
