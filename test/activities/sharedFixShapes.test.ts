// Correct fixes of shapes the held-out part Q REJECTed (issue 10), each beside the wrong patch
// the same rule must still catch:
//  - a lookup made to work in either order changes exactly the inputs the code's table names; a
//    pair added to the table as data changes only the tested one (special-casing);
//  - a fix factored into a new helper that the fixed function and a sibling both call: the
//    sibling's case-only change is the fix reaching it; the same change made on its own is not.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

describe('attacks: a lookup fixed to hold in either order', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const pairs = [
    '"""Cheese and drink pairings. A pairing holds in either order."""',
    '',
    '_PAIRINGS = {',
    '    ("brie", "champagne"): "classic",',
    '    ("brie", "cider"): "good",',
    '    ("stilton", "port"): "classic",',
    '    ("gouda", "riesling"): "good",',
    '    ("feta", "retsina"): "good",',
    '}',
    '',
    '',
    'def pairing(a, b):',
    '    """"classic", "good" or None for a cheese and a drink, in either order."""',
    '    return _PAIRINGS.get((a, b))',
    '',
  ].join('\n');
  const repo = scratch({
    'cp/__init__.py': '',
    'cp/pairs.py': pairs,
    'tests/test_cp.py': [
      'from cp.pairs import pairing',
      '',
      'def test_pairings():',
      '    assert pairing("brie", "champagne") == "classic"',
      '    assert pairing("stilton", "port") == "classic"',
      '    assert pairing("brie", "port") is None',
      '    assert pairing("gouda", "riesling") == "good"',
      '',
      'def test_either_order():',
      '    assert pairing("champagne", "brie") == "classic"',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_cp.py::test_either_order'], passToPass: ['tests/test_cp.py::test_pairings'] };

  it('both orders looked up: no special-casing (the reversed brie/cider pair, a table neighbour, changes too)', async () => {
    const fixed = pairs.replace('    return _PAIRINGS.get((a, b))', '    return _PAIRINGS.get((a, b)) or _PAIRINGS.get((b, a))');
    const r = await attack(acts, repo, { 'cp/pairs.py': fixed }, ids);
    assert.doesNotMatch(r.text, /special-casing/, r.text);
  });

  it('the tested pair added to the table as data: special-casing', async () => {
    const overfit = pairs.replace('    ("brie", "champagne"): "classic",', '    ("brie", "champagne"): "classic",\n    ("champagne", "brie"): "classic",');
    const r = await attack(acts, repo, { 'cp/pairs.py': overfit }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /special-casing/, r.text);
  });
});

describe('attacks: a fix factored into a helper both functions now call', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const rot = [
    '"""ROT13 of text; lowercase letters stay lowercase."""',
    '',
    '_PLAIN = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"',
    '_ROT = _PLAIN[13:] + _PLAIN[:13]',
    '_TABLE = str.maketrans(_PLAIN, _ROT)',
    '_MAP = dict(zip(_PLAIN, _ROT))',
    '',
    '',
    'def rot13(text):',
    '    return text.translate(_TABLE)',
    '',
    '',
    'def rot13_reversed(text):',
    '    """ROT13 of the text read backwards."""',
    '    return "".join(_MAP.get(ch.upper(), ch) for ch in reversed(text))',
    '',
  ].join('\n');
  const repo = scratch({
    'rt/__init__.py': '',
    'rt/rot.py': rot,
    'tests/test_rt.py': [
      'from rt.rot import rot13, rot13_reversed',
      '',
      'def test_upper():',
      '    assert rot13("HELLO") == "URYYB"',
      '    assert rot13_reversed("AN") == "AN"',
      '    assert rot13_reversed("ab").upper() == "ON"',
      '',
      'def test_lowercase_kept():',
      '    assert rot13("uryyb") == "hello"',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_rt.py::test_lowercase_kept'], passToPass: ['tests/test_rt.py::test_upper'] };
  const helper = [
    'def _rot_char(ch):',
    '    r = _MAP.get(ch.upper())',
    '    if r is None:',
    '        return ch',
    '    return r.lower() if ch.islower() else r',
    '',
    '',
    'def rot13(text):',
    '    return "".join(_rot_char(ch) for ch in text)',
  ].join('\n');

  it('the sibling now calls the new helper the fixed function calls: its case-only change is the fix\'s', async () => {
    const fixed = rot
      .replace('def rot13(text):\n    return text.translate(_TABLE)', helper)
      .replace('    return "".join(_MAP.get(ch.upper(), ch) for ch in reversed(text))', '    return "".join(_rot_char(ch) for ch in reversed(text))');
    const r = await attack(acts, repo, { 'rt/rot.py': fixed }, ids);
    assert.notEqual(r.d.outcome, 'diverged', r.text);
  });

  it('the sibling changed on its own (no helper shared): its case change stays unexplained', async () => {
    const own = rot
      .replace('def rot13(text):\n    return text.translate(_TABLE)', helper)
      .replace('    return "".join(_MAP.get(ch.upper(), ch) for ch in reversed(text))', '    out = "".join(_MAP.get(ch.upper(), ch) for ch in reversed(text))\n    return out.lower() if text.islower() else out');
    const r = await attack(acts, repo, { 'rt/rot.py': own }, ids);
    assert.equal(r.d.outcome, 'diverged', r.text);
  });
});

describe('attacks: a fix that scales numbers by a ratio of its input', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const mix = [
    'from dataclasses import dataclass, field',
    '',
    '',
    '@dataclass(frozen=True)',
    'class Mix:',
    '    litres: int',
    '    pigments: dict = field(default_factory=dict, compare=False)',
    '',
    '    def __post_init__(self):',
    '        if self.litres < 1:',
    '            raise ValueError("a mix of at least one litre")',
    '',
    '    def resized(self, litres):',
    '        """The same colour for `litres`; the grams of every pigment scale with it."""',
    '        return Mix(litres, dict(self.pigments))',
    '',
  ].join('\n');
  const repo = scratch({
    'pm/__init__.py': '',
    'pm/mix.py': mix,
    'tests/test_pm.py': [
      'from pm.mix import Mix',
      '',
      'def test_resized_volume():',
      '    assert Mix(4, {"red": 40, "blue": 8}).resized(2).litres == 2',
      '',
      'def test_pigment_scales():',
      '    assert Mix(4, {"red": 40, "blue": 8}).resized(8).pigments["red"] == 80',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_pm.py::test_pigment_scales'], passToPass: ['tests/test_pm.py::test_resized_volume'] };

  it('every pigment scaled: halving the mix elsewhere is the same law (no divergence, no counterexample)', async () => {
    const fixed = mix.replace('        return Mix(litres, dict(self.pigments))', '        return Mix(litres, {k: v * litres / self.litres for k, v in self.pigments.items()})');
    const r = await attack(acts, repo, { 'pm/mix.py': fixed }, ids);
    assert.notEqual(r.d.outcome, 'diverged', r.text);
    assert.notEqual(r.f.outcome, 'counterexample-found', r.text);
  });

  it('only the asserted pigment scaled: a partial fix, from the reproducer\'s own call', async () => {
    const partial = mix.replace('        return Mix(litres, dict(self.pigments))', '        pigments = dict(self.pigments)\n        pigments["red"] = pigments["red"] * litres / self.litres\n        return Mix(litres, pigments)');
    const r = await attack(acts, repo, { 'pm/mix.py': partial }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: on the FAIL_TO_PASS call the candidate scales 'red' of the mapping .* by argument 1 \/ argument 0 litres, and leaves 'blue'/, r.text);
  });
  it('every pigment scaled by whole multiples only: the law the reproducer obeys breaks on a neighbour (a partial fix)', async () => {
    const whole = mix.replace('        return Mix(litres, dict(self.pigments))', '        times = max(litres // self.litres, 1)\n        return Mix(litres, {k: v * times for k, v in self.pigments.items()})');
    const r = await attack(acts, repo, { 'pm/mix.py': whole }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: on the FAIL_TO_PASS call .* scales the result by argument 1 \/ argument 0 litres, but not on the relation-keeping neighbour/, r.text);
  });
});
