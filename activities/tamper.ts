// auditTamper (spec 18 §3.7): hashes the protected test surface of the pre-edit snapshot and
// the candidate; any change, new skip/xfail marker, collection hook, start-up hook or mock in
// tests is a detection. Read-only over cached trees, so idempotent.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { patchFiles } from '../domain/patchFiles.js';
import type { TamperReport, Workspace } from '../domain/schemas.js';
import { classifyTestEdit, protectedKind } from '../domain/protectedFiles.js';
import { listTree } from '../infra/workspace.js';

function hashFile(p: string): string | null {
  try {
    return createHash('sha256').update(readFileSync(p)).digest('hex');
  } catch {
    return null;
  }
}

/** The protected files of a tree (relative paths). */
export function protectedFiles(tree: string): string[] {
  return listTree(tree).filter((f) => protectedKind(f) !== null);
}

/** What a new test-configuration file does, by name: a .coveragerc changes what coverage measures, the others how tests are collected or run. */
export function testConfigDetail(rel: string): string {
  const base = rel.split('/').pop()!;
  if (base === '.coveragerc') return 'a new .coveragerc changes what coverage measures (and so the evidence the gate reads), not which tests run';
  if (base === 'noxfile.py') return 'a new noxfile.py changes how the test sessions are driven';
  return `a new ${base} can change how pytest collects and runs the suite (options, markers, testpaths)`;
}

export function makeAuditTamper() {
  return async function auditTamper(input: { workspace: Workspace; patch: string }): Promise<TamperReport & { notes: string[]; protectedList: string[] }> {
    const ws = input.workspace;
    const notes: string[] = [];
    const detections: TamperReport['detections'] = [];
    const protectedList = protectedFiles(ws.baselineDir);
    // Edits to files the task's own test patch owns were set aside when the candidate was built
    // (the SWE-bench harness overwrites those files): say so, never count them as applied.
    for (const s of ws.setAside ?? []) notes.push(`${s.file}: candidate edit set aside — ${s.reason}`);
    if (!ws.candidateDir) return { installed: true, protectedFiles: protectedList.length, detections, notes, protectedList };
    const hunksByFile = new Map<string, { added: string[]; removed: string[] }>();
    for (const f of patchFiles(input.patch)) {
      const e = hunksByFile.get(f.path) ?? { added: [], removed: [] };
      e.added.push(...f.added);
      e.removed.push(...f.removed);
      hunksByFile.set(f.path, e);
    }
    // 1. Every protected file of the snapshot must be byte-identical in the candidate.
    for (const rel of protectedList) {
      const before = hashFile(path.join(ws.baselineDir, rel));
      const after = hashFile(path.join(ws.candidateDir, rel));
      if (after === null) detections.push({ file: rel, kind: 'test-deleted', detail: `protected ${protectedKind(rel)} file deleted` });
      else if (before !== after) {
        const edit = hunksByFile.get(rel) ?? { added: [], removed: [] };
        const c = classifyTestEdit(edit.added, edit.removed);
        detections.push({ file: rel, kind: protectedKind(rel) === 'test_config' ? 'test-config-modified' : c.kind, detail: c.detail });
      }
    }
    // 2. New files on the protected surface.
    const known = new Set(protectedList);
    for (const rel of ws.changedFiles) {
      if (known.has(rel)) continue;
      const kind = protectedKind(rel);
      if (!kind || hashFile(path.join(ws.candidateDir, rel)) === null) continue;
      const edit = hunksByFile.get(rel) ?? { added: [], removed: [] };
      if (kind === 'startup_hook') detections.push({ file: rel, kind: 'startup-hook-added', detail: 'sitecustomize/usercustomize/.pth runs code at interpreter start' });
      else if (kind === 'conftest') detections.push({ file: rel, kind: 'conftest-added', detail: 'a new conftest.py changes how the suite is collected or run' });
      else if (kind === 'test_config') detections.push({ file: rel, kind: 'test-config-added', detail: testConfigDetail(rel) });
      else {
        const c = classifyTestEdit(edit.added, []);
        if (c.kind !== 'test-modified' && c.kind !== 'assertion-weakened') detections.push({ file: rel, kind: c.kind, detail: `${c.detail} in a new test file` });
        else notes.push(`${rel}: new test file ignored (generated tests may reject, never certify)`);
      }
    }
    // 3. Pytest hooks planted in library code.
    const setAside = new Set((ws.setAside ?? []).map((x) => x.file));
    for (const [rel, edit] of hunksByFile) {
      if (setAside.has(rel) || protectedKind(rel) !== null || !rel.endsWith('.py')) continue;
      const c = classifyTestEdit(edit.added, []);
      if (c.kind === 'collection-hook') detections.push({ file: rel, kind: 'collection-hook', detail: 'pytest hook added outside the test suite' });
    }
    return { installed: true, protectedFiles: protectedList.length, detections, notes, protectedList };
  };
}
