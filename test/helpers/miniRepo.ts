// A small throwaway Python repository for tests that need patches the example does not have.
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const MINI_SOURCE = `"""Small numeric helpers."""


def clamp(value, low, high):
    """Clamp value into [low, high]."""
    if value < low:
        return low
    if value > high:
        return low
    return value


def mean(values):
    return sum(values) / len(values)
`;

export const MINI_TESTS = `from mathx import clamp, mean


def test_clamp_high():
    assert clamp(15, 0, 10) == 10


def test_clamp_low():
    assert clamp(-3, 0, 10) == 0


def test_clamp_inside():
    assert clamp(5, 0, 10) == 5


def test_mean():
    assert mean([1, 2, 3]) == 2
`;

/** The mini repository in a new folder under `parent` (default: the system temp folder). */
export function makeMiniRepo(parent: string = os.tmpdir()): string {
  const dir = mkdtempSync(path.join(parent, 'pg-mini-'));
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'mathx'));
  mkdirSync(path.join(dir, 'tests'));
  writeFileSync(path.join(dir, 'mathx', '__init__.py'), 'from .core import clamp, mean\n');
  writeFileSync(path.join(dir, 'mathx', 'core.py'), MINI_SOURCE);
  writeFileSync(path.join(dir, 'tests', 'test_core.py'), MINI_TESTS);
  return dir;
}

/** A unified diff replacing one line of any file whose full text is `source`. */
export function linePatch(file: string, source: string, oldLine: string, newLines: string[]): string {
  const lines = source.split('\n');
  const idx = lines.lastIndexOf(oldLine);
  if (idx < 0) throw new Error(`no line ${oldLine} in ${file}`);
  const ctxBefore = lines.slice(Math.max(0, idx - 2), idx);
  const ctxAfter = lines.slice(idx + 1, idx + 3);
  const start = idx - ctxBefore.length + 1;
  return [
    `--- a/${file}`,
    `+++ b/${file}`,
    `@@ -${start},${ctxBefore.length + 1 + ctxAfter.length} +${start},${ctxBefore.length + newLines.length + ctxAfter.length} @@`,
    ...ctxBefore.map((l) => ` ${l}`),
    `-${oldLine}`,
    ...newLines.map((l) => `+${l}`),
    ...ctxAfter.map((l) => ` ${l}`),
    '',
  ].join('\n');
}

/** A unified diff that adds a new file. */
export function newFilePatch(file: string, content: string): string {
  const lines = content.replace(/\n$/, '').split('\n');
  return [`--- /dev/null`, `+++ b/${file}`, `@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`), ''].join('\n');
}

/** A unified diff replacing one line of mathx/core.py (line numbers of MINI_SOURCE). */
export function miniPatch(oldLine: string, newLines: string[]): string {
  return linePatch('mathx/core.py', MINI_SOURCE, oldLine, newLines);
}
