// One reading of a unified diff's files for every stage (workspace validation, tamper audit,
// tells, impact, critic atomic edits, the veto's buggy code, line counts). Pure.
import { parsePatch } from 'diff';
import type { StructuredPatch } from 'diff';

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
  for (const f of parsePatch(patch)) {
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
