// Assembles the project's benchmark from its parts (bench/parts/*.json = {dev:[...], heldout:[...]}):
//   bench/corpus/corpus.json   every assigned task, plus "splits": {dev, heldout}
//   bench/dev/, bench/heldout/ split views: a corpus.json with "split" and one symlink per task
//                              (../corpus/<task>), so each view is a corpus in the benchmark format.
// Then `patchgate ab --corpus bench/heldout` and `--corpus bench/corpus --split heldout` run the
// same tasks. A task in two splits is an error (held-out discipline); a task folder in no part
// is reported and left out. `--check` verifies the generated files are up to date, writing nothing.
//   node dist/scripts/assembleCorpus.js [--root bench] [--name patchgate-bench] [--check]
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PROJECT_ROOT } from '../infra/config.js';
import { loadTask } from '../infra/corpus.js';
import { formatZodIssues } from '../domain/errors.js';

const Part = z.object({ dev: z.array(z.string()).default([]), heldout: z.array(z.string()).default([]) }).strict();
const SPLITS = ['dev', 'heldout'] as const;
const DEFAULT_NAME = 'patchgate-bench';
const MIN_TASKS = 30;
const MIN_CODEBASES = 5;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;

function main(): number {
  const root = path.resolve(arg('--root') ?? path.join(PROJECT_ROOT, 'bench'));
  const check = process.argv.includes('--check');
  const NAME = arg('--name') ?? DEFAULT_NAME;
  const corpusDir = path.join(root, 'corpus');
  const partsDir = path.join(root, 'parts');
  const errors: string[] = [];
  const warnings: string[] = [];

  const splitOf = new Map<string, { split: (typeof SPLITS)[number]; part: string }>();
  const parts = existsSync(partsDir) ? readdirSync(partsDir).filter((f) => f.endsWith('.json')).sort() : [];
  if (parts.length === 0) errors.push(`no parts in ${partsDir}`);
  for (const file of parts) {
    const parsed = Part.safeParse(JSON.parse(readFileSync(path.join(partsDir, file), 'utf8')));
    if (!parsed.success) {
      errors.push(`${file}: ${formatZodIssues(parsed.error)}`);
      continue;
    }
    for (const split of SPLITS) {
      for (const id of parsed.data[split]) {
        const prev = splitOf.get(id);
        if (prev && prev.split !== split) errors.push(`task ${id} is in ${prev.split} (${prev.part}) and in ${split} (${file}): a held-out task is never a development task`);
        else if (prev) warnings.push(`task ${id} listed twice (${prev.part}, ${file})`);
        else splitOf.set(id, { split, part: file });
      }
    }
  }

  const folders = existsSync(corpusDir) ? readdirSync(corpusDir).filter((d) => lstatSync(path.join(corpusDir, d)).isDirectory()).sort() : [];
  for (const d of folders) if (!splitOf.has(d)) warnings.push(`bench/corpus/${d} is in no part: left out`);
  const codebases = new Map<string, Set<string>>();
  const kinds = new Map<string, number>();
  for (const [id, { split }] of splitOf) {
    if (!folders.includes(id)) {
      errors.push(`task ${id} (${split}) has no folder bench/corpus/${id}`);
      continue;
    }
    try {
      const t = loadTask(path.join(corpusDir, id));
      if (t.task.id !== id) errors.push(`bench/corpus/${id}/task.json has id ${t.task.id}`);
      const cb = id.split('-')[0]!;
      if (!codebases.has(cb)) codebases.set(cb, new Set());
      codebases.get(cb)!.add(split);
      for (const c of t.task.candidates) kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1);
    } catch (e) {
      errors.push((e as Error).message);
    }
  }
  const bySplit = Object.fromEntries(SPLITS.map((s) => [s, [...splitOf].filter(([, v]) => v.split === s).map(([k]) => k).sort()])) as Record<(typeof SPLITS)[number], string[]>;
  const all = [...bySplit.dev, ...bySplit.heldout].sort();
  if (all.length < MIN_TASKS) warnings.push(`${all.length} tasks: the project's corpus needs ≥ ${MIN_TASKS}`);
  if (codebases.size < MIN_CODEBASES) warnings.push(`${codebases.size} codebases: the project's corpus needs ≥ ${MIN_CODEBASES}`);

  for (const w of warnings) console.warn(`warning: ${w}`);
  if (errors.length > 0) {
    for (const e of errors) console.error(`error: ${e}`);
    return 1;
  }

  const outputs = new Map<string, string>();
  outputs.set(path.join(corpusDir, 'corpus.json'), json({ name: NAME, version: 1, tasks: all, splits: bySplit }));
  for (const s of SPLITS) outputs.set(path.join(root, s, 'corpus.json'), json({ name: `${NAME}-${s}`, version: 1, split: s, tasks: bySplit[s] }));

  let stale = 0;
  for (const [file, content] of outputs) {
    const now = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (now === content) continue;
    stale++;
    if (check) console.error(`stale: ${path.relative(root, file)}`);
    else {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
    }
  }
  for (const s of SPLITS) {
    const view = path.join(root, s);
    mkdirSync(view, { recursive: true });
    const want = new Set(bySplit[s]);
    for (const entry of readdirSync(view)) {
      const p = path.join(view, entry);
      if (!lstatSync(p).isSymbolicLink()) continue; // only ever remove our own links
      if (!want.has(entry) || readlinkSync(p) !== `../corpus/${entry}`) {
        stale++;
        if (check) console.error(`stale link: ${s}/${entry}`);
        else rmSync(p);
      }
    }
    for (const id of want) {
      const p = path.join(view, id);
      if (existsSync(p) || (() => { try { return lstatSync(p).isSymbolicLink(); } catch { return false; } })()) continue;
      stale++;
      if (check) console.error(`missing link: ${s}/${id}`);
      else symlinkSync(`../corpus/${id}`, p, 'dir');
    }
  }

  const kindText = [...kinds].sort().map(([k, n]) => `${k} ${n}`).join(', ');
  console.log(`${NAME}: ${all.length} tasks from ${codebases.size} codebases (${[...codebases.keys()].sort().join(', ')}); candidates: ${kindText}`);
  for (const s of SPLITS) {
    const cbs = new Set(bySplit[s].map((id) => id.split('-')[0]));
    console.log(`  ${s}: ${bySplit[s].length} tasks from ${cbs.size} codebases → ${path.relative(process.cwd(), path.join(root, s)) || '.'}`);
  }
  if (check) {
    console.log(stale === 0 ? 'up to date' : `${stale} generated file(s) or link(s) out of date: run node dist/scripts/assembleCorpus.js`);
    return stale === 0 ? 0 : 1;
  }
  console.log(stale === 0 ? 'already up to date' : `wrote ${stale} file(s) / link(s)`);
  return 0;
}

process.exitCode = main();
