// Loads a corpus in the benchmark format with its split (domain/ab/split.ts) into the
// experiment plan. The plan carries kinds and labels for the report; the gate never sees them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CorpusIndex } from '../../domain/corpus.js';
import { CorpusSplitInfo, selectSplit } from '../../domain/ab/split.js';
import type { AbPlan } from '../../domain/ab/plan.js';
import { loadTask } from '../corpus.js';
import type { LoadedTask } from '../corpus.js';

export interface CorpusView {
  plan: AbPlan;
  tasks: LoadedTask[];
}

/** The codebase a task comes from: task.json's optional `codebase`, else the task-id prefix. */
function codebaseOf(taskDir: string, id: string): string {
  try {
    const raw = JSON.parse(readFileSync(path.join(taskDir, 'task.json'), 'utf8')) as { codebase?: unknown };
    if (typeof raw.codebase === 'string' && raw.codebase) return raw.codebase;
  } catch {
    /* loadTask reports a broken task.json */
  }
  return id.split('-')[0] ?? id;
}

export function loadCorpusView(corpusDir: string, split: string | null | undefined, onlyTasks?: readonly string[]): CorpusView {
  const dir = path.resolve(corpusDir);
  const indexFile = path.join(dir, 'corpus.json');
  if (!existsSync(indexFile)) throw new Error(`not a corpus (no corpus.json): ${dir}`);
  const raw = JSON.parse(readFileSync(indexFile, 'utf8')) as unknown;
  const index = CorpusIndex.parse(raw);
  const info = CorpusSplitInfo.parse(raw);
  const sel = selectSplit(info, split);
  const chosen = onlyTasks && onlyTasks.length > 0 ? sel.tasks.filter((t) => onlyTasks.includes(t)) : sel.tasks;
  if (onlyTasks && onlyTasks.length > 0) {
    const unknown = onlyTasks.filter((t) => !sel.tasks.includes(t));
    if (unknown.length > 0) throw new Error(`not in split ${sel.split}: ${unknown.join(', ')}`);
  }
  const tasks = chosen.map((id) => {
    const t = loadTask(path.join(dir, id));
    if (t.task.id !== id) throw new Error(`task folder ${id} holds task.json with id ${t.task.id}`);
    return t;
  });
  return {
    tasks,
    plan: {
      corpus: { name: index.name, dir, split: sel.split, split_declared: sel.declared, split_note: sel.note, tasks_in_corpus: index.tasks.length },
      tasks: tasks.map((t) => ({
        id: t.task.id,
        dir: path.resolve(t.dir),
        codebase: codebaseOf(t.dir, t.task.id),
        change_class_hint: t.task.change_class,
        candidates: t.task.candidates.map((c) => ({ id: c.id, kind: c.kind, correct: c.correct })),
      })),
    },
  };
}
