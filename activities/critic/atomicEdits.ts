// Spec 22 §3.3 edit-level decomposition [D]: a real diff parser (the `diff` package's, read
// through domain/patchFiles.ts) splits the candidate patch into atomic edits — one per hunk,
// each with a stable id `E<n>:<file>:<old-start>` (n counts hunks in patch order; file is the
// post-edit path, or the pre-edit one for a deletion; old-start is the hunk's first pre-edit
// line) — plus the whole-patch view. Both are rebuilt from the parsed hunks, so nothing outside them (commit
// message, `From:` lines, `index` hashes) survives. The same function serves the packet and the
// verifier (which reverts one edit by id), so ids agree by construction. No model.
import { patchFiles } from '../../domain/patchFiles.js';

export interface EditRecord {
  edit_id: string;
  oldPath: string | null;
  newPath: string | null;
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  /** `@@ -a,b +c,d @@` and the hunk's lines. */
  hunk: string;
}

export interface Decomposition {
  edits: EditRecord[];
  wholePatch: string;
  files: { oldPath: string | null; newPath: string | null; hunks: number; note: string | null }[];
}

function fileHeader(oldPath: string | null, newPath: string | null): string {
  return `--- ${oldPath ? `a/${oldPath}` : '/dev/null'}\n+++ ${newPath ? `b/${newPath}` : '/dev/null'}`;
}

/** Decompose a unified diff. Throws when the text is not a diff (callers validate first). */
export function decomposeEdits(patch: string): Decomposition {
  const edits: EditRecord[] = [];
  const files: Decomposition['files'] = [];
  const whole: string[] = [];
  for (const { oldPath, newPath, parsed: f } of patchFiles(patch)) {
    const notes: string[] = [];
    if (f.isRename) notes.push(`rename ${oldPath} → ${newPath}`);
    if (f.isCreate) notes.push('new file');
    if (f.isDelete) notes.push('deleted file');
    files.push({ oldPath, newPath, hunks: f.hunks.length, note: notes.length ? notes.join('; ') : null });
    const header = fileHeader(oldPath, newPath);
    whole.push(notes.length ? `${header}\n# ${notes.join('; ')}` : header);
    for (const h of f.hunks) {
      const hunk = `@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@\n${h.lines.join('\n')}`;
      edits.push({
        edit_id: `E${edits.length + 1}:${newPath ?? oldPath}:${h.oldStart}`,
        oldPath,
        newPath,
        oldStart: h.oldStart,
        oldLines: h.oldLines,
        newStart: h.newStart,
        newLines: h.newLines,
        hunk,
      });
      whole.push(hunk);
    }
  }
  return { edits, wholePatch: whole.length ? `${whole.join('\n')}\n` : '', files };
}

/** A patch holding exactly one atomic edit (for `git apply -R` of that hunk alone). */
export function singleEditPatch(edit: EditRecord): string {
  return `${fileHeader(edit.oldPath, edit.newPath)}\n${edit.hunk}\n`;
}
