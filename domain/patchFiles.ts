// One reading of a unified diff's files for every stage (workspace validation, tamper audit,
// tells, impact, critic atomic edits, the veto's buggy code, line counts). Pure. This is the
// only module that calls the `diff` library's parser: every stage sees the same files, paths and
// hunks, and a change of parser or of path rules is made here once.
import { parsePatch } from 'diff';
import type { StructuredPatch } from 'diff';

/**
 * The diff's file entries as the parser reads them, unfiltered (workspace validation inspects
 * every entry, including renames and entries without hunks). Throws when the text is not a diff.
 */
export function parseDiff(patch: string): StructuredPatch[] {
  return parsePatch(patch);
}

/** A diff header path without its a/ b/ prefix or timestamp; null for /dev/null. */
export function diffPath(name: string | undefined): string | null {
  if (!name || name === '/dev/null') return null;
  const n = name.split('\t')[0]!.trim();
  return n.startsWith('a/') || n.startsWith('b/') ? n.slice(2) : n;
}

export interface PatchFile {
  oldPath: string | null;
  newPath: string | null;
  /** The path the change lands on (new path, or the old one for a deletion). */
  path: string;
  added: string[];
  removed: string[];
  parsed: StructuredPatch;
}

/** The files of a diff with their added and removed lines. Throws when the text is not a diff. */
export function patchFiles(patch: string): PatchFile[] {
  const out: PatchFile[] = [];
  for (const f of parseDiff(patch)) {
    const oldPath = diffPath(f.oldFileName);
    const newPath = diffPath(f.newFileName);
    if (!oldPath && !newPath) continue;
    const added: string[] = [];
    const removed: string[] = [];
    for (const h of f.hunks) {
      for (const l of h.lines) {
        if (l.startsWith('+')) added.push(l.slice(1));
        else if (l.startsWith('-')) removed.push(l.slice(1));
      }
    }
    out.push({ oldPath, newPath, path: (newPath ?? oldPath)!, added, removed, parsed: f });
  }
  return out;
}

export interface FileLines {
  oldPath: string | null;
  newPath: string | null;
  /** Baseline lines the patch removes or rewrites, plus the lines around pure insertions. */
  touchedOld: number[];
  /** Candidate lines the patch adds or rewrites, plus the lines around pure deletions. */
  changedNew: number[];
}

/** Map the diff's hunks to baseline and candidate line numbers. */
export function patchLines(patch: string): FileLines[] {
  const out: FileLines[] = [];
  for (const { oldPath, newPath, parsed: f } of patchFiles(patch)) {
    const touchedOld = new Set<number>();
    const changedNew = new Set<number>();
    for (const h of f.hunks) {
      let o = h.oldStart;
      let n = h.newStart;
      let blockRemoved = 0;
      let blockAdded = 0;
      const closeBlock = () => {
        // A pure insertion touches the baseline lines around it; a pure deletion leaves its
        // mark on the candidate lines around it (the code that now runs in its place).
        if (blockAdded > 0 && blockRemoved === 0) (touchedOld.add(o - 1), touchedOld.add(o));
        if (blockRemoved > 0 && blockAdded === 0) (changedNew.add(n - 1), changedNew.add(n));
        blockRemoved = 0;
        blockAdded = 0;
      };
      for (const line of h.lines) {
        const tag = line[0];
        if (tag === '-') {
          touchedOld.add(o++);
          blockRemoved++;
        } else if (tag === '+') {
          changedNew.add(n++);
          blockAdded++;
        } else if (tag === ' ') {
          closeBlock();
          o++;
          n++;
        }
      }
      closeBlock();
    }
    const clean = (s: Set<number>) => [...s].filter((x) => x > 0).sort((a, b) => a - b);
    out.push({ oldPath, newPath, touchedOld: clean(touchedOld), changedNew: clean(changedNew) });
  }
  return out;
}

/** One file's part of a diff, as raw text (headers included), and the paths it names. */
export interface PatchChunk {
  oldPath: string | null;
  newPath: string | null;
  text: string;
}

/**
 * Split diff text into per-file chunks, keeping each chunk's exact text so a subset can be
 * re-applied (a SWE-bench candidate's edits to files the task's test patch owns are set aside).
 * Git-style diffs split at `diff --git`; plain unified diffs at `--- `/`+++ ` header pairs.
 */
export function splitPatchByFile(patch: string): PatchChunk[] {
  const lines = patch.split('\n');
  const gitStyle = lines.some((l) => l.startsWith('diff --git '));
  const starts: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (gitStyle ? lines[i]!.startsWith('diff --git ') : lines[i]!.startsWith('--- ') && (lines[i + 1] ?? '').startsWith('+++ ')) starts.push(i);
  }
  const out: PatchChunk[] = [];
  for (let k = 0; k < starts.length; k++) {
    const text = lines.slice(starts[k], k + 1 < starts.length ? starts[k + 1] : lines.length).join('\n');
    let oldPath: string | null = null;
    let newPath: string | null = null;
    try {
      const f = parseDiff(text)[0];
      oldPath = diffPath(f?.oldFileName);
      newPath = diffPath(f?.newFileName);
    } catch {
      /* an unparsable chunk keeps null paths; validation reports it */
    }
    if (gitStyle && oldPath === null && newPath === null) {
      const m = /^diff --git a\/(\S+) b\/(\S+)/.exec(lines[starts[k]!]!);
      if (m) (oldPath = m[1]!, newPath = m[2]!);
    }
    out.push({ oldPath, newPath, text: text.endsWith('\n') ? text : `${text}\n` });
  }
  return out;
}
