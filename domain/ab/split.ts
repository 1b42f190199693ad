// Held-out discipline (spec 18 §7, benchmark-format "Rules"): which tasks of a corpus an
// experiment reports on. A corpus.json may declare its own split (`"split": "heldout"`, a
// view such as bench/heldout) or name several (`"splits": {"dev": [...], "heldout": [...]}`,
// the full bench/corpus). Both are optional extensions of the benchmark format's corpus.json;
// a corpus without them is taken as a whole. Pure.
import { z } from 'zod';

const TaskId = z.string().regex(/^[A-Za-z0-9._-]+$/);

export const CorpusSplitInfo = z.object({
  name: z.string(),
  tasks: z.array(TaskId),
  split: z.string().regex(/^[A-Za-z0-9._-]+$/).optional().describe('this corpus is one split (a view)'),
  splits: z.record(z.string().regex(/^[A-Za-z0-9._-]+$/), z.array(TaskId)).optional().describe('named splits of the tasks'),
});
export type CorpusSplitInfo = z.infer<typeof CorpusSplitInfo>;

/** The split a report is meant to come from. */
export const REPORTING_SPLIT = 'heldout';

export interface SplitSelection {
  split: string;
  tasks: string[];
  declared: boolean;
  /** For the report: where the split comes from and whether its figures may be reported. */
  note: string;
}

/**
 * Choose the tasks. With named splits and no request, the held-out split is chosen: reported
 * figures never come from the tasks the gate was developed on.
 */
export function selectSplit(info: CorpusSplitInfo, requested: string | null | undefined): SplitSelection {
  if (requested === 'all' && info.split && !info.splits) {
    return { split: info.split, tasks: info.tasks, declared: true, note: noteFor(info.split, `the corpus is the "${info.split}" split view`) };
  }
  if (requested === 'all') {
    const declared = Boolean(info.split || (info.splits && Object.keys(info.splits).length > 0));
    return {
      split: 'all',
      tasks: info.tasks,
      declared: false,
      note: declared
        ? 'every task of the corpus, whatever its split: for corpus checks, NOT for reported figures'
        : 'the corpus declares no split: all its tasks are used, and it is taken as held out for this gate (the user vouches that none was used to tune it)',
    };
  }
  if (info.splits && Object.keys(info.splits).length > 0) {
    const overlap = findOverlap(info.splits);
    if (overlap.length > 0) throw new Error(`corpus ${info.name}: tasks in more than one split: ${overlap.join(', ')}`);
    const split = requested ?? (REPORTING_SPLIT in info.splits ? REPORTING_SPLIT : null);
    if (!split) throw new Error(`corpus ${info.name} declares splits ${Object.keys(info.splits).join(', ')}: choose one with --split`);
    const tasks = info.splits[split];
    if (!tasks) throw new Error(`corpus ${info.name} has no split "${split}" (it has ${Object.keys(info.splits).join(', ')})`);
    const unknown = tasks.filter((t) => !info.tasks.includes(t));
    if (unknown.length > 0) throw new Error(`split ${split} names tasks not listed in corpus.json: ${unknown.join(', ')}`);
    return { split, tasks, declared: true, note: noteFor(split, `split "${split}" declared in ${info.name}/corpus.json`) };
  }
  if (info.split) {
    if (requested && requested !== info.split) throw new Error(`corpus ${info.name} is the "${info.split}" split; --split ${requested} does not match`);
    return { split: info.split, tasks: info.tasks, declared: true, note: noteFor(info.split, `the corpus is the "${info.split}" split view`) };
  }
  if (requested) throw new Error(`corpus ${info.name} declares no splits; --split ${requested} cannot be applied`);
  return {
    split: 'all',
    tasks: info.tasks,
    declared: false,
    note: 'the corpus declares no split: all its tasks are used, and it is taken as held out for this gate (the user vouches that none was used to tune it)',
  };
}

function noteFor(split: string, origin: string): string {
  return split === REPORTING_SPLIT
    ? `${origin}: tasks never used while developing the gate`
    : `${origin}: NOT the held-out split — figures from it must not be reported as the gate's results`;
}

function findOverlap(splits: Record<string, string[]>): string[] {
  const seen = new Map<string, string>();
  const out = new Set<string>();
  for (const [name, tasks] of Object.entries(splits)) {
    for (const t of tasks) {
      const prev = seen.get(t);
      if (prev !== undefined && prev !== name) out.add(t);
      seen.set(t, name);
    }
  }
  return [...out].sort();
}
