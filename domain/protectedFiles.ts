// Which repository files are protected test surface (spec 18 §3.7): tests, fixtures, conftest
// files and test configuration, plus interpreter start-up hooks that could rig a run.
export type ProtectedKind = 'test' | 'fixture' | 'conftest' | 'test_config' | 'startup_hook';

export function protectedKind(rel: string): ProtectedKind | null {
  const parts = rel.split('/');
  const base = parts[parts.length - 1]!;
  const dirs = parts.slice(0, -1);
  if (base === 'sitecustomize.py' || base === 'usercustomize.py' || base.endsWith('.pth')) return 'startup_hook';
  if (base === 'conftest.py') return 'conftest';
  if (['pytest.ini', 'tox.ini', 'setup.cfg', 'pyproject.toml', '.coveragerc', 'noxfile.py'].includes(base) && dirs.length === 0) return 'test_config';
  if (dirs.some((d) => d === 'fixtures' || d === 'testdata' || d === 'test_data') ) return 'fixture';
  if (dirs.some((d) => d === 'tests' || d === 'test' || d === 'testing')) return base.endsWith('.py') ? 'test' : 'fixture';
  if (/^test_.*\.py$/.test(base) || /_test\.py$/.test(base)) return 'test';
  return null;
}

/** Markers in added lines of a protected file that weaken what the suite proves. */
export function classifyTestEdit(addedLines: string[], removedLines: string[]): { kind: string; detail: string } {
  const added = addedLines.join('\n');
  const removed = removedLines.join('\n');
  if (/pytest\.mark\.skip|pytest\.skip\(|unittest\.skip|@skip\b|__test__\s*=\s*False/.test(added)) return { kind: 'skip-marker-added', detail: 'adds a skip' };
  if (/pytest\.mark\.xfail|pytest\.xfail\(|expectedFailure/.test(added)) return { kind: 'xfail-marker-added', detail: 'adds an xfail' };
  if (/def pytest_(collection_modifyitems|ignore_collect|collect_file|runtest_\w+|pycollect_\w+|make_collect_report|report_teststatus|sessionfinish)\b|collect_ignore/.test(added)) {
    return { kind: 'collection-hook', detail: 'adds a pytest collection/run hook' };
  }
  if (/mock\.patch|monkeypatch\.setattr|MagicMock|patch\.object|sys\.modules\[/.test(added)) return { kind: 'mock-added', detail: 'adds a mock or monkeypatch in tests' };
  const removedAsserts = (removed.match(/^\s*assert\b/gm) ?? []).length;
  const addedAsserts = (added.match(/^\s*assert\b/gm) ?? []).length;
  if (removedAsserts > 0) return { kind: 'assertion-weakened', detail: `${removedAsserts} assertion(s) removed or rewritten, ${addedAsserts} added` };
  return { kind: 'test-modified', detail: 'protected test file changed' };
}
