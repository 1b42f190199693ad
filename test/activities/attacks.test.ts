// The Level E attacks on real scratch repositories, through the sandbox and real pytest (issue
// 10): the cases that must be caught (special-casing inside a helper, a partial fix left in a
// sibling, a deleted validation, a regression on an unasserted value) and the cases that protect
// correct patches (a boundary fix, a lock-type fix, a stopped input mutation, an intended change
// that shows on another test's unasserted value).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

describe('attacks: special-casing in a helper and its protective twin, the boundary fix', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = [
    'def _clean(word):',
    '    return word.strip(".,!?").lower()',
    '',
    'def slug(title):',
    '    return "-".join(_clean(w) for w in title.split())',
    '',
    'def level(score, limit=10):',
    '    if score > limit:',
    '        return "high"',
    '    return "low"',
    '',
  ].join('\n');
  const repo = scratch({
    'tk/__init__.py': '',
    'tk/words.py': text,
    'tests/test_words.py': [
      'from tk.words import slug, level',
      '',
      'def test_slug_plain():',
      '    assert slug("Hello World") == "hello-world"',
      '',
      'def test_slug_apostrophe():',
      '    assert slug("Don\'t Panic") == "dont-panic"',
      '',
      'def test_level():',
      '    assert level(3) == "low"',
      '    assert level(30) == "high"',
      '',
      'def test_level_at_limit():',
      '    assert level(10) == "high"',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);

  it('a helper that returns the tested answer for the tested word is special-casing', async () => {
    const special = text.replace('def _clean(word):\n', 'def _clean(word):\n    if word == "Don\'t":\n        return "dont"\n');
    const r = await attack(acts, repo, { 'tk/words.py': special }, { failToPass: ['tests/test_words.py::test_slug_apostrophe'], passToPass: ['tests/test_words.py::test_slug_plain', 'tests/test_words.py::test_level'] });
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /special-casing \(generalization attack\): _clean changes behaviour only on the exact FAIL_TO_PASS input/);
  });

  it('the real fix of the same bug generalizes to relation-keeping neighbours', async () => {
    const fixed = text.replace('    return word.strip(".,!?").lower()', '    return word.strip(".,!?").lower().replace("\'", "")');
    const r = await attack(acts, repo, { 'tk/words.py': fixed }, { failToPass: ['tests/test_words.py::test_slug_apostrophe'], passToPass: ['tests/test_words.py::test_slug_plain', 'tests/test_words.py::test_level'] });
    assert.equal(r.d.divergences, 0, r.text);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });

  it('a boundary fix (> to >=, the limit a code constant) is not special-casing', async () => {
    const boundary = text.replace('    if score > limit:', '    if score >= limit:');
    const r = await attack(acts, repo, { 'tk/words.py': boundary }, { failToPass: ['tests/test_words.py::test_level_at_limit'], passToPass: ['tests/test_words.py::test_level', 'tests/test_words.py::test_slug_plain'] });
    assert.equal(r.d.divergences, 0, r.text);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /special-casing/);
  });
});

describe('attacks: partial fixes, deleted validations, unasserted values', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = [
    'def totals(rows, key):',
    '    out = {}',
    '    for r in rows:',
    '        out[r[key]] = out.get(r[key], 0) + r["n"]',
    '    return [(k, out[k]) for k in sorted(out)]',
    '',
    'def keys(rows, key):',
    '    seen = {r[key] for r in rows}',
    '    return [k for k in sorted(seen)]',
    '',
    'def ratio(part, whole):',
    '    if whole <= 0:',
    '        raise ValueError("whole must be positive")',
    '    return round(part / whole, 2)',
    '',
    'def share(part, whole):',
    '    return part / whole',
    '',
    'def count_words(text):',
    '    return len(text.split(" "))',
    '',
    'def summary(text):',
    '    return {"words": count_words(text), "chars": len(text)}',
    '',
  ].join('\n');
  const repo = scratch({
    'rep/__init__.py': '',
    'rep/agg.py': text,
    'tests/test_agg.py': [
      'from rep.agg import totals, keys, ratio, share, count_words, summary',
      '',
      'ROWS = [{"g": "b", "n": 1}, {"g": "a", "n": 2}, {"g": "b", "n": 3}]',
      '',
      'def test_totals():',
      '    assert totals(ROWS, "g") == [("a", 2), ("b", 4)]',
      '',
      'def test_totals_missing_group():',
      '    assert totals(ROWS + [{"g": None, "n": 5}], "g") == [("a", 2), ("b", 4), (None, 5)]',
      '',
      'def test_keys():',
      '    assert keys(ROWS, "g") == ["a", "b"]',
      '',
      'def test_ratio():',
      '    assert ratio(1, 4) == 0.25',
      '',
      'def test_share():',
      '    assert share(1, 4) == 0.25',
      '',
      'def test_share_nothing():',
      '    assert share(0, 0) == 0.0',
      '',
      'def test_count_words():',
      '    assert count_words("a b") == 2',
      '',
      'def test_count_words_double_space():',
      '    assert count_words("a  b") == 2',
      '',
      'def test_summary_runs():',
      '    assert summary("one  two three")["chars"] == 14',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const P2P = ['tests/test_agg.py::test_totals', 'tests/test_agg.py::test_keys', 'tests/test_agg.py::test_ratio', 'tests/test_agg.py::test_share', 'tests/test_agg.py::test_count_words', 'tests/test_agg.py::test_summary_runs'];

  it('a fix for the tested zero that leaves the same crash one neighbour away is a partial fix', async () => {
    const partial = text.replace('def share(part, whole):\n', 'def share(part, whole):\n    if part == 0:\n        return 0.0\n');
    const r = await attack(acts, repo, { 'rep/agg.py': partial }, { failToPass: ['tests/test_agg.py::test_share_nothing'], passToPass: P2P });
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the reproducer's builtins.ZeroDivisionError .* still crashes the same way/);
  });

  it('the complete fix of the same crash is clean', async () => {
    const fixed = text.replace('def share(part, whole):\n', 'def share(part, whole):\n    if whole == 0:\n        return 0.0\n');
    const r = await attack(acts, repo, { 'rep/agg.py': fixed }, { failToPass: ['tests/test_agg.py::test_share_nothing'], passToPass: P2P });
    assert.equal(r.d.divergences, 0, r.text);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });

  it('a deleted validation is a counterexample: an input the pre-edit rejected on purpose is accepted', async () => {
    const deleted = text.replace('    if whole <= 0:\n        raise ValueError("whole must be positive")\n    return round(part / whole, 2)', '    return round(part / whole, 2) if whole else 0.0')
      .replace('    return len(text.split(" "))', '    return len(text.split())');
    const r = await attack(acts, repo, { 'rep/agg.py': deleted }, { failToPass: ['tests/test_agg.py::test_count_words_double_space'], passToPass: P2P });
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /deletion: the pre-edit rejected .*ratio\(/);
  });

  it("a correct fix whose intended change shows on another test's unasserted value is explained, not a regression", async () => {
    const fixed = text.replace('    return len(text.split(" "))', '    return len(text.split())');
    const r = await attack(acts, repo, { 'rep/agg.py': fixed }, { failToPass: ['tests/test_agg.py::test_count_words_double_space'], passToPass: P2P });
    assert.equal(r.d.divergences, 0, r.text);
    assert.ok(r.d.footprint.count >= 1, `the summary() call's word count changed as the fix intends: ${r.text}`);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });

  it('a regression on an unasserted value of another function is unexplained', async () => {
    const regress = text.replace('    return len(text.split(" "))', '    return len(text.split())').replace('    return {"words": count_words(text), "chars": len(text)}', '    return {"words": count_words(text), "chars": len(text.strip()) - 1}');
    const r = await attack(acts, repo, { 'rep/agg.py': regress }, { failToPass: ['tests/test_agg.py::test_count_words_double_space'], passToPass: P2P });
    assert.equal(r.d.outcome, 'diverged', r.text);
    assert.match(r.d.counterexamples.join('\n'), /summary\(.*unexplained/);
  });
});

describe('attacks: stopped mutation and lock-type fixes are not regressions', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = [
    'import threading',
    '',
    'def top(values, n):',
    '    values.sort(reverse=True)',
    '    return values[:n]',
    '',
    'def report(values):',
    '    best = top(values, 2)',
    '    return {"best": best, "count": len(values)}',
    '',
    'class Counter:',
    '    def __init__(self):',
    '        self._lock = threading.Lock()',
    '        self.value = 0',
    '',
    '    def add(self, n=1):',
    '        with self._lock:',
    '            self.value += n',
    '            return self.value',
    '',
    '    def add_twice(self, n=1):',
    '        with self._lock:',
    '            self.add(n)',
    '            return self.add(n)',
    '',
  ].join('\n');
  const repo = scratch({
    'mx/__init__.py': '',
    'mx/core.py': text,
    'tests/test_core.py': [
      'import threading',
      'from mx.core import top, report, Counter',
      '',
      'def test_top():',
      '    assert top([1, 5, 3], 2) == [5, 3]',
      '',
      'def test_top_leaves_input_alone():',
      '    data = [1, 5, 3]',
      '    top(data, 2)',
      '    assert data == [1, 5, 3]',
      '',
      'def test_report():',
      '    data = [4, 9, 2]',
      '    assert report(data)["count"] == 3',
      '',
      'def test_add():',
      '    c = Counter()',
      '    assert c.add(2) == 2',
      '    assert c.add() == 3',
      '',
      'def test_add_twice():',
      '    c = Counter()',
      '    t = threading.Thread(target=c.add_twice, args=(2,), daemon=True)',
      '    t.start(); t.join(timeout=2)',
      '    assert not t.is_alive()',
      '    assert c.value == 4',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);

  it('a fix that stops mutating the caller\'s list: the divergence on report()\'s input is the fix, explained', async () => {
    const fixed = text.replace('    values.sort(reverse=True)\n    return values[:n]', '    return sorted(values, reverse=True)[:n]');
    const r = await attack(acts, repo, { 'mx/core.py': fixed }, { failToPass: ['tests/test_core.py::test_top_leaves_input_alone'], passToPass: ['tests/test_core.py::test_top', 'tests/test_core.py::test_report', 'tests/test_core.py::test_add'] });
    assert.equal(r.d.divergences, 0, r.text);
    assert.ok(r.d.footprint.count >= 1, r.text);
    assert.ok(Object.keys(r.d.footprint.kinds).includes('mut:gone'), JSON.stringify(r.d.footprint));
    assert.equal(r.f.outcome, 'none-found', r.text);
  });

  it('Lock -> RLock (a re-entry deadlock fixed) is no divergence: lock objects are not observed', async () => {
    const fixed = text.replace('        self._lock = threading.Lock()', '        self._lock = threading.RLock()');
    const r = await attack(acts, repo, { 'mx/core.py': fixed }, { failToPass: ['tests/test_core.py::test_add_twice'], passToPass: ['tests/test_core.py::test_add', 'tests/test_core.py::test_top'] }, 'concurrency');
    assert.equal(r.d.outcome, 'no-divergence', r.text);
    assert.ok(r.d.probes > 0, `the calls of Counter.add whose self holds a lock are replayed: ${r.text}`);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });

  it('Lock -> RLock with a method that now re-enters: recorded objects get the candidate\'s kind of lock, no deadlock is blamed on it', async () => {
    const fixed = text
      .replace('        self._lock = threading.Lock()', '        self._lock = threading.RLock()')
      .replace('        with self._lock:\n            self.value += n\n            return self.value', '        with self._lock:\n            return self._bump(n)\n\n    def _bump(self, n):\n        with self._lock:\n            self.value += n\n            return self.value');
    assert.notEqual(fixed, text);
    const r = await attack(acts, repo, { 'mx/core.py': fixed }, { failToPass: ['tests/test_core.py::test_add_twice'], passToPass: ['tests/test_core.py::test_add', 'tests/test_core.py::test_top'] }, 'concurrency');
    assert.ok(r.d.probes > 0, r.text);
    assert.equal(r.d.divergences, 0, `a recorded plain Lock would deadlock the candidate's re-entry: ${r.text}`);
    assert.notEqual(r.f.outcome, 'counterexample-found', r.text);
  });

  it('a Lock replaced by a Condition under a new name: objects recorded on the pre-edit are not replayed on the new layout', async () => {
    const fixed = text
      .replace('        self._lock = threading.Lock()', '        self._cond = threading.Condition(threading.RLock())')
      .split('with self._lock:')
      .join('with self._cond:');
    const r = await attack(acts, repo, { 'mx/core.py': fixed }, { failToPass: ['tests/test_core.py::test_add_twice'], passToPass: ['tests/test_core.py::test_add', 'tests/test_core.py::test_top'] }, 'concurrency');
    assert.equal(r.d.divergences, 0, r.text);
    assert.notEqual(r.f.outcome, 'counterexample-found', `a missing _cond on a pre-edit object is no crash of the candidate: ${r.text}`);
    assert.doesNotMatch(r.text, /AttributeError/);
  });
});

describe('attacks: a boundary fix and the regression one step beyond its boundary', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = [
    'from dataclasses import dataclass',
    '',
    '@dataclass(frozen=True)',
    'class Span:',
    '    """Inclusive at both ends: Span(1, 5) holds 1..5."""',
    '    start: int',
    '    end: int',
    '',
    '    def overlaps(self, other):',
    '        return self.start < other.end and other.start < self.end',
    '',
    'def count_overlapping(spans, probe):',
    '    return sum(1 for s in spans if s.overlaps(probe))',
    '',
  ].join('\n');
  const repo = scratch({
    'sp/__init__.py': '',
    'sp/spans.py': text,
    'tests/test_spans.py': [
      'from sp.spans import Span, count_overlapping',
      '',
      'def test_overlap():',
      '    assert Span(1, 5).overlaps(Span(3, 9))',
      '',
      'def test_disjoint():',
      '    assert not Span(1, 2).overlaps(Span(7, 9))',
      '',
      'def test_count():',
      '    assert count_overlapping([Span(1, 5), Span(20, 30)], Span(4, 8)) == 1',
      '',
      'def test_touching_spans_overlap():',
      '    assert Span(1, 5).overlaps(Span(5, 9))',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_spans.py::test_touching_spans_overlap'], passToPass: ['tests/test_spans.py::test_overlap', 'tests/test_spans.py::test_disjoint', 'tests/test_spans.py::test_count'] };

  it('the fix (< to <=) changes only where one end is the other start: no counterexample', async () => {
    const fixed = text.replace('self.start < other.end and other.start < self.end', 'self.start <= other.end and other.start <= self.end');
    const r = await attack(acts, repo, { 'sp/spans.py': fixed }, ids);
    assert.match(r.text, /is a boundary: only where argument 0 end = argument 1 start/);
    assert.equal(r.d.divergences, 0, r.text);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });

  it('spans one apart "overlapping" too has the same bool flip, off the boundary: a regression counterexample', async () => {
    const regress = text.replace('self.start < other.end and other.start < self.end', 'self.start <= other.end + 1 and other.start <= self.end + 1');
    const r = await attack(acts, repo, { 'sp/spans.py': regress }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /regression beyond the fix's boundary/);
  });
});

describe('attacks: a partial fix left in code of the same structure, and a sibling meant to stay (transplant)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = [
    'MAX_KG = 30',
    'MAX_CM = 150',
    'QUOTA = 100',
    '',
    '',
    'class LimitError(ValueError):',
    '    pass',
    '',
    '',
    'def check(weight, length):',
    '    """Each maximum itself is allowed."""',
    '    if weight >= MAX_KG:',
    '        raise LimitError(f"{weight} kg is over the limit")',
    '    if length >= MAX_CM:',
    '        raise LimitError(f"{length} cm is over the limit")',
    '    return True',
    '',
    '',
    'def charge(used):',
    '    """A full quota is already refused."""',
    '    if used >= QUOTA:',
    '        raise LimitError("quota used up")',
    '    return QUOTA - used',
    '',
  ].join('\n');
  const repo = scratch({
    'lim/__init__.py': '',
    'lim/limits.py': text,
    'tests/test_limits.py': [
      'import pytest',
      'from lim.limits import LimitError, charge, check',
      '',
      'def test_check_small():',
      '    assert check(2, 40) is True',
      '',
      'def test_check_heavy():',
      '    with pytest.raises(LimitError):',
      '        check(40, 10)',
      '',
      'def test_charge():',
      '    assert charge(10) == 90',
      '',
      'def test_charge_full():',
      '    with pytest.raises(LimitError):',
      '        charge(100)',
      '',
      'def test_max_weight_allowed():',
      '    assert check(30, 40) is True',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = {
    failToPass: ['tests/test_limits.py::test_max_weight_allowed'],
    passToPass: ['tests/test_limits.py::test_check_small', 'tests/test_limits.py::test_check_heavy', 'tests/test_limits.py::test_charge', 'tests/test_limits.py::test_charge_full'],
  };

  it('the weight limit fixed and the length limit of the same shape left: a partial fix, shown at the length limit', async () => {
    const partial = text.replace('    if weight >= MAX_KG:', '    if weight > MAX_KG:');
    const r = await attack(acts, repo, { 'lim/limits.py': partial }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the flaw the candidate fixed is still in .*`length >= MAX_CM` at lim\/limits.py:14/);
    assert.match(r.text, /check\(\d+, 150\).*candidate raised .*150 cm is over the limit.*completed fix returned True/);
    assert.match(r.text, /carried over to lim\/limits.py:14 alone passes all 5 visible tests/);
  });

  it('both limits fixed: the quota check of the same shape is pinned by a visible test, so it is meant to stay', async () => {
    const fixed = text.replace('    if weight >= MAX_KG:', '    if weight > MAX_KG:').replace('    if length >= MAX_CM:', '    if length > MAX_CM:');
    const r = await attack(acts, repo, { 'lim/limits.py': fixed }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.match(r.text, /transplant attack: .*lim\/limits.py:21 \(fails tests\/test_limits.py::test_charge_full\): siblings meant to stay; no counterexample/);
  });
});

describe('attacks: a stopped mutation left in a sibling argument or a sibling function, and an accumulator that is meant to change', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = [
    'def pack(items, boxes):',
    '    items.sort()',
    '    boxes.sort()',
    '    return list(zip(items, boxes))',
    '',
    '',
    'def average(xs):',
    '    xs.sort()',
    '    keep = xs[1:]',
    '    return sum(keep) / len(keep)',
    '',
    '',
    'def median(xs):',
    '    xs.sort()',
    '    return xs[len(xs) // 2]',
    '',
    '',
    'def collect(out, extra):',
    '    for k in sorted(extra):',
    '        out[k] = extra.pop(k)',
    '    return out',
    '',
  ].join('\n');
  const repo = scratch({
    'mu/__init__.py': '',
    'mu/lists.py': text,
    'tests/test_lists.py': [
      'from mu.lists import average, collect, median, pack',
      '',
      'def test_pack():',
      '    assert pack([2, 1], [4, 3]) == [(1, 3), (2, 4)]',
      '',
      'def test_average():',
      '    assert average([3, 1, 2]) == 2.5',
      '',
      'def test_median():',
      '    assert median([3.0, 1.0, 2.0]) == 2.0',
      '',
      'def test_collect():',
      '    assert collect({}, {"a": 1}) == {"a": 1}',
      '',
      'def test_pack_leaves_items():',
      '    items = [2, 1]',
      '    pack(items, [4, 3])',
      '    assert items == [2, 1]',
      '',
      'def test_average_leaves_input():',
      '    xs = [3, 1, 2]',
      '    average(xs)',
      '    assert xs == [3, 1, 2]',
      '',
      'def test_collect_leaves_extra():',
      '    extra = {"a": 1, "b": 2}',
      '    assert collect({"z": 0}, extra) == {"z": 0, "a": 1, "b": 2}',
      '    assert extra == {"a": 1, "b": 2}',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const P2P = ['tests/test_lists.py::test_pack', 'tests/test_lists.py::test_average', 'tests/test_lists.py::test_median', 'tests/test_lists.py::test_collect'];

  it('pack stops sorting the items in place and still sorts the boxes in place: partial', async () => {
    const partial = text.replace('    items.sort()\n', '    items = sorted(items)\n');
    const r = await attack(acts, repo, { 'mu/lists.py': partial }, { failToPass: ['tests/test_lists.py::test_pack_leaves_items'], passToPass: P2P });
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: on the reproducer call pack\(.*stops the pre-edit's mutation of argument 0 but still mutates argument 1 exactly as the pre-edit did/);
  });

  it('pack with both copies is clean', async () => {
    const fixed = text.replace('    items.sort()\n    boxes.sort()\n', '    items = sorted(items)\n    boxes = sorted(boxes)\n');
    const r = await attack(acts, repo, { 'mu/lists.py': fixed }, { failToPass: ['tests/test_lists.py::test_pack_leaves_items'], passToPass: P2P });
    assert.equal(r.f.outcome, 'none-found', r.text);
  });

  it('average stops sorting in place while median keeps the very statement and still mutates: partial; both fixed: clean', async () => {
    const partial = text.replace('    xs.sort()\n    keep = xs[1:]', '    keep = sorted(xs)[1:]');
    const r = await attack(acts, repo, { 'mu/lists.py': partial }, { failToPass: ['tests/test_lists.py::test_average_leaves_input'], passToPass: P2P });
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    // the entry-point attack (median given average's very list) or the removed-mutation search
    assert.match(r.text, /partial fix: .*(removed `xs.sort\(\)` to stop it, but the same statement is still in median, which on the candidate still mutates its argument 0|but median — another entry point of the same module given the same arguments — made the very same change)/);
    const fixed = partial.replace('    xs.sort()\n    return xs[len(xs) // 2]', '    return sorted(xs)[len(xs) // 2]');
    const ok = await attack(acts, repo, { 'mu/lists.py': fixed }, { failToPass: ['tests/test_lists.py::test_average_leaves_input'], passToPass: P2P });
    assert.equal(ok.f.outcome, 'none-found', ok.text);
  });

  it('collect stops emptying the extras and still fills the output it is given: the output is its job, not a partial fix', async () => {
    const fixed = text.replace('        out[k] = extra.pop(k)', '        out[k] = extra[k]');
    const r = await attack(acts, repo, { 'mu/lists.py': fixed }, { failToPass: ['tests/test_lists.py::test_collect_leaves_extra'], passToPass: P2P });
    assert.equal(r.f.outcome, 'none-found', r.text);
  });
});

describe('attacks: siblings that differ in a number, and a slice assignment left in a sibling', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = [
    'def break_minutes(minutes):',
    '    """A break is due from six hours of work, a longer one from nine (the threshold itself included)."""',
    '    if minutes > 9 * 60:',
    '        return 45',
    '    if minutes > 6 * 60:',
    '        return 30',
    '    return 0',
    '',
    '',
    'def tidy(names):',
    '    names[:] = sorted(set(names))',
    '    return len(names)',
    '',
    '',
    'def first(names):',
    '    names[:] = sorted(set(names))',
    '    return names[0]',
    '',
  ].join('\n');
  const repo = scratch({
    'wk/__init__.py': '',
    'wk/rules.py': text,
    'tests/test_rules.py': [
      'from wk.rules import break_minutes, first, tidy',
      '',
      'def test_short():',
      '    assert break_minutes(60) == 0',
      '',
      'def test_long():',
      '    assert break_minutes(600) == 45',
      '',
      'def test_tidy():',
      '    assert tidy(["b", "a", "b"]) == 2',
      '',
      'def test_first():',
      '    assert first(["b", "a"]) == "a"',
      '',
      'def test_six_hours():',
      '    assert break_minutes(360) == 30',
      '',
      'def test_tidy_leaves_input():',
      '    names = ["b", "a", "b"]',
      '    tidy(names)',
      '    assert names == ["b", "a", "b"]',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const P2P = ['tests/test_rules.py::test_short', 'tests/test_rules.py::test_long', 'tests/test_rules.py::test_tidy', 'tests/test_rules.py::test_first'];

  it('the six-hour threshold made inclusive and the nine-hour one of the same shape left: partial, shown at 9 * 60', async () => {
    const partial = text.replace('    if minutes > 6 * 60:', '    if minutes >= 6 * 60:');
    const r = await attack(acts, repo, { 'wk/rules.py': partial }, { failToPass: ['tests/test_rules.py::test_six_hours'], passToPass: P2P });
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the flaw the candidate fixed is still in .*`minutes > 9 \* 60` at wk\/rules.py:3/);
    assert.match(r.text, /break_minutes\(540\).*candidate returned 30; completed fix returned 45/);
    const both = partial.replace('    if minutes > 9 * 60:', '    if minutes >= 9 * 60:');
    const ok = await attack(acts, repo, { 'wk/rules.py': both }, { failToPass: ['tests/test_rules.py::test_six_hours'], passToPass: P2P });
    assert.equal(ok.f.outcome, 'none-found', ok.text);
  });

  it('tidy stops rewriting the caller\'s list while first keeps the very slice assignment: partial', async () => {
    const partial = text.replace('    names[:] = sorted(set(names))\n    return len(names)', '    return len(set(names))');
    const r = await attack(acts, repo, { 'wk/rules.py': partial }, { failToPass: ['tests/test_rules.py::test_tidy_leaves_input'], passToPass: P2P });
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /removed `names\[:\] = sorted\(set\(names\)\)` to stop it, but the same statement is still in first|but first — another entry point of the same module given the same arguments — made the very same change/);
  });
});
