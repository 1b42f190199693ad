// The wrap law (wrap.ts) and its use in attribution: a sibling the candidate repaired the same way
// (minutes wrapped into the hour in the coarse total beside the clock) is the fix carried over;
// a sibling changed any other way is not.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { movedWholes, sharedModulus, wrapModuli } from '../../../domain/behaviour/wrap.js';
import { attribute, intendedChange } from '../../../domain/behaviour/attribution.js';
import type { Behaviour, Obs } from '../../../domain/behaviour/schemas.js';

const ret = (obs: Obs): Behaviour => ({ kind: 'return', value: JSON.stringify(obs), key: JSON.stringify(obs), obs, mutatedKey: 'm0', stable: true });
const F = 'c/durations.py';
const clockFix = intendedChange([
  { file: F, entity: 'format_duration', pre: ret('1:62:03'), cand: ret('1:02:03') },
  { file: F, entity: 'format_duration', pre: ret('2:120:00'), cand: ret('2:00:00') },
]);

describe('wrap law', () => {
  it('reads the whole numbers that moved from texts of the same shape and from numbers; anything else changed is no law', () => {
    assert.deepEqual(movedWholes('1:62:03', '1:02:03'), [[62, 2]]);
    assert.deepEqual(movedWholes('2 h 149 min', '2 h 29 min'), [[149, 29]]);
    assert.deepEqual(movedWholes(125, 5), [[125, 5]]);
    assert.equal(movedWholes('2 h 149 min', '2 hours 29 min'), null, 'a text reworded');
    assert.equal(movedWholes(1.5, 0.5), null, 'not whole numbers');
  });

  it('the moduli every move reduces by: old >= K > new', () => {
    assert.deepEqual(wrapModuli([[149, 29]]), [30, 40, 60, 120]);
    assert.ok(wrapModuli([[62, 2], [120, 0]]).includes(60));
    assert.deepEqual(wrapModuli([[5, 9]]), [], 'a number that grew is no wrap');
    assert.deepEqual(wrapModuli([[149, 0]]), [149], 'a prime difference leaves only itself');
    assert.equal(sharedModulus([30, 40, 60, 120], wrapModuli([[62, 2], [120, 0]])), 30);
  });
});

describe('attribution of a wrapped sibling', () => {
  it('the FAIL_TO_PASS change records the moduli it wraps by', () => {
    assert.ok((clockFix.wraps?.[`${F}::format_duration`] ?? []).includes(60));
  });

  it('a sibling the candidate changed, its numbers reduced by a shared modulus, is the fix carried over', () => {
    const a = attribute(F, 'format_total', ret('2 h 149 min'), ret('2 h 29 min'), clockFix, true);
    assert.equal(a.explained, true, a.why);
    assert.match(a.why, /modulo/);
  });

  it('not where the candidate did not change it, not in another file, and not for a change of another kind', () => {
    assert.equal(attribute(F, 'format_total', ret('2 h 149 min'), ret('2 h 29 min'), clockFix, false).explained, false, 'a function the candidate left alone');
    assert.equal(attribute('c/other.py', 'format_total', ret('2 h 149 min'), ret('2 h 29 min'), clockFix, true).explained, false, 'another file');
    assert.equal(attribute(F, 'format_total', ret('2 h 149 min'), ret('2 h 151 min'), clockFix, true).explained, false, 'a number that grew');
    assert.equal(attribute(F, 'format_total', ret('2 h 149 min'), ret('2 h 0 min'), clockFix, true).explained, false, 'reduced by no modulus the fix shows (149)');
  });
});

describe('attribution in the wrapped function itself', () => {
  it('a divergence that wraps by the same law is explained; one that rewrites the text around the numbers is not, though a character dropped is a kind the reproducer shows', () => {
    assert.equal(attribute(F, 'format_duration', ret('1:75:00'), ret('1:15:00'), clockFix, true).explained, true);
    const trimmed = attribute(F, 'format_duration', ret('0:45'), ret('45'), clockFix, true);
    assert.equal(trimmed.explained, false, trimmed.why);
    assert.match(trimmed.why, /keeps the text around them; this one changes that text/);
  });
});

describe('no wrap law from one number', () => {
  it('a single moved number (a price 3000 made 620) states no modulus', () => {
    const one = intendedChange([{ file: F, entity: 'price', pre: ret(3000), cand: ret(620) }]);
    assert.equal(one.wraps, undefined);
  });
});
