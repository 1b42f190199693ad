// Level B reproducers generated from the issue text (spec 18 §3.1: "a generated reproduction test
// validated against the buggy baseline"). First the extraction, run directly on texts
// (python/patchgate_tools/issue_claims.py --extract: pure text work, nothing imported); then the
// activity on a scratch repository through the real sandbox and pytest: a claim is kept only where
// the pre-edit shows what the reporter saw, and a candidate that still shows it on a claim the
// visible FAIL_TO_PASS lacks (a second entry point the report names) fails it; a candidate that
// settles the report otherwise than its author asked is never failed by it.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PYTHON_TOOLS_DIR, venvDir } from '../../infra/config.js';
import { AcceptRequest } from '../../domain/schemas.js';
import { issueReproducerFailure } from '../../domain/behaviour/issueClaims.js';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { scratch } from '../helpers/attackRepo.js';

interface Claim {
  setup: string[];
  expr?: string;
  stmt?: string;
  seen: { kind: string; text?: string; name?: string | null } | null;
  expected: { kind: string; text?: string; name?: string | null };
  form: string;
}

function extract(issue: string): Claim[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-claims-'));
  try {
    writeFileSync(path.join(dir, 'issue.txt'), issue);
    const r = spawnSync(path.join(venvDir(), 'bin', 'python'), ['-m', 'patchgate_tools.issue_claims', '--extract', path.join(dir, 'issue.txt')], {
      env: { ...process.env, PYTHONPATH: PYTHON_TOOLS_DIR },
      encoding: 'utf8',
    });
    assert.equal(r.status, 0, r.stderr);
    return (JSON.parse(r.stdout) as { claims: Claim[] }).claims;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('issue claims: extraction from the text', () => {
  it('an interactive session: the output line is what the reporter saw, a trailing comment what was expected; earlier lines are setup', () => {
    const cs = extract(['Split is wrong:', '', '```python', '>>> from alq.split import cycles', '>>> cycles(25, 10)', '2', '```', ''].join('\n'));
    // the first call shows output and states no expectation: context, not a claim
    assert.equal(cs.length, 0);
    const cs2 = extract(['```', '>>> from alq.split import cycles', '>>> cycles(25, 10)', '2    # expected 3', '```', ''].join('\n'));
    assert.equal(cs2.length, 1);
    assert.equal(cs2[0]!.expr, 'cycles(25, 10)');
    assert.deepEqual(cs2[0]!.setup, ['from alq.split import cycles']);
    assert.deepEqual(cs2[0]!.seen, { kind: 'value', text: '2' });
    assert.deepEqual(cs2[0]!.expected, { kind: 'value', text: '3' });
  });

  it('a script line with "# SEEN, expected EXPECTED", an exception expected, and an indented block', () => {
    const cs = extract(
      [
        'Two things:',
        '',
        '    span = soak_span(25, 10, 5)   # 30, expected 35',
        '    book.assign(ben, "A-1")        # no error, expected PermissionDenied',
        '',
      ].join('\n'),
    );
    assert.equal(cs.length, 2);
    assert.equal(cs[0]!.stmt, 'span = soak_span(25, 10, 5)');
    assert.deepEqual(cs[0]!.expected, { kind: 'value', text: '35' });
    assert.equal(cs[1]!.expr, 'book.assign(ben, "A-1")');
    assert.deepEqual(cs[1]!.seen, { kind: 'no-error' });
    assert.deepEqual(cs[1]!.expected, { kind: 'raises', name: 'PermissionDenied' });
    // the first line is setup of the second (the reporter's session ran in order)
    assert.deepEqual(cs[1]!.setup, ['span = soak_span(25, 10, 5)']);
  });

  it('a call named inline in prose with what it "says", and a "but" in the sentence: the value must change', () => {
    const cs = extract('The reservoir math is off: `max_aliquots(126, 50)` says 1, but two aliquots fit.\n');
    assert.equal(cs.length, 1);
    assert.equal(cs[0]!.expr, 'max_aliquots(126, 50)');
    assert.deepEqual(cs[0]!.seen, { kind: 'value', text: '1' });
    assert.equal(cs[0]!.expected.kind, 'differs');
  });

  it('prose with no code, or code with no stated outcome, is no claim', () => {
    assert.deepEqual(extract('Zones at exactly their threshold are not watered. Please fix.\n'), []);
    assert.deepEqual(extract('```python\nplan = make_plan(zones)\nprint(plan)\n```\n'), []);
  });
});

describe('issue claims: the activity on a real sandboxed repository', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const split = [
    'def cycles(total, per):',
    '    """How many cycles of at most `per` minutes water `total` minutes."""',
    '    if per <= 0:',
    '        raise ValueError("per must be positive")',
    '    return total // per',
    '',
    '',
    'def soak_span(total, per, soak):',
    '    """Minutes from the first cycle\'s start to the last one\'s end, `soak` minutes between cycles."""',
    '    n = total // per',
    '    return total + (n - 1) * soak',
    '',
  ].join('\n');
  const repo = scratch({
    'alq/__init__.py': 'from .split import cycles, soak_span\n',
    'alq/split.py': split,
    'tests/conftest.py': 'import pytest\n\n\n@pytest.fixture\ndef lawn():\n    return (25, 10)\n',
    'tests/test_split.py': [
      'from alq.split import cycles, soak_span',
      '',
      '',
      'def test_even_split():',
      '    assert cycles(30, 10) == 3',
      '    assert soak_span(30, 10, 5) == 40',
      '',
      '',
      'def test_remainder_gets_a_cycle():',
      '    assert cycles(25, 10) == 3',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const issue = (lines: string[]) => ['Watering splits drop the remainder', '', 'For a 25-minute zone in 10-minute cycles:', '', '```python', ...lines, '```', ''].join('\n');
  const REPORT = issue(['cycles(25, 10)          # 2, expected 3', 'soak_span(25, 10, 5)    # 30, expected 35']);
  const ids = { failToPass: ['tests/test_split.py::test_remainder_gets_a_cycle'], passToPass: ['tests/test_split.py::test_even_split'] };
  const ceil = '-(-total // per)';

  async function run(newSplit: string, text = REPORT) {
    const patch = repo.patch({ 'alq/split.py': newSplit });
    const req = AcceptRequest.parse({ repo: { path: repo.dir, commit: 'HEAD' }, patch, issue: text, ...ids });
    const workspace = await acts.prepareWorkspace({ request: req });
    assert.equal(workspace.applyFailure, null);
    return acts.runIssueReproducers({ workspace, issue: req.issue, failToPass: req.failToPass, passToPass: req.passToPass, testCommand: req.testCommand });
  }

  it('the complete fix meets both claims of the report', async () => {
    const r = await run(split.replaceAll('total // per', ceil));
    assert.equal(r.validated, 2, JSON.stringify(r));
    assert.deepEqual(
      r.claims.map((c) => c.status),
      ['met', 'met'],
    );
    assert.equal(issueReproducerFailure(r), null);
    assert.ok(r.cpu.shared.length === 1 && r.cpu.shared[0]!.cpuSeconds > 0, 'the pre-edit run is charged as shared evidence');
  });

  it('a fix of only the tested entry point still shows the report\'s 30 on the second one: fixed? fails', async () => {
    const r = await run(split.replace('    return total // per', `    return ${ceil}`));
    assert.deepEqual(
      r.claims.map((c) => [c.code, c.status]),
      [
        ['cycles(25, 10)', 'met'],
        ['soak_span(25, 10, 5)', 'as-reported'],
      ],
    );
    assert.match(issueReproducerFailure(r) ?? '', /`soak_span\(25, 10, 5\)` gives 30 on the candidate \(the pre-edit gave 30; the report expects 35\)/);
  });

  it('a claim the pre-edit does not reproduce as written (the reporter misread the figure) is dropped, with a note', async () => {
    const r = await run(split.replace('    return total // per', `    return ${ceil}`), issue(['cycles(25, 10)          # 2, expected 3', 'soak_span(25, 10, 5)    # 31, expected 35']));
    assert.equal(r.validated, 1);
    assert.equal(issueReproducerFailure(r), null);
    assert.ok(r.notes.some((n) => /soak_span\(25, 10, 5\)` not used: the pre-edit gives 30, not what the report shows \(31\)/.test(n)), r.notes.join('\n'));
  });

  it('a fix that settles the second claim otherwise (refuses a remainder instead of spanning it) is recorded, not failed', async () => {
    const r = await run(
      split
        .replace('    return total // per', `    return ${ceil}`)
        .replace('    n = total // per\n', '    if total % per:\n        raise ValueError("split the zone evenly")\n    n = total // per\n'),
    );
    assert.deepEqual(
      r.claims.map((c) => c.status),
      ['met', 'otherwise'],
    );
    assert.match(r.claims[1]!.candidate, /raises ValueError/);
    assert.equal(issueReproducerFailure(r), null);
  });

  it('a name the snippet does not define is served by a pytest fixture of the reproducer\'s directory', async () => {
    const r = await run(split.replace('    return total // per', `    return ${ceil}`), issue(['cycles(*lawn)    # 2, expected 3']));
    assert.equal(r.validated, 1, JSON.stringify(r));
    assert.equal(r.claims[0]!.status, 'met');
  });

  it('an issue without a runnable claim runs nothing on the candidate', async () => {
    const r = await run(split.replace('    return total // per', `    return ${ceil}`), 'Zones are split wrongly when the time does not divide evenly.\n');
    assert.equal(r.extracted, 0);
    assert.equal(r.cpu.own, 0);
    assert.deepEqual(r.claims, []);
  });
});
