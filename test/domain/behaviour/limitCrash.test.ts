// A crash that is a numeric or resource limit of the language is not counted on a generated input
// (domain/behaviour/compare.ts isLimitCrash): an int too large for a float, a recursion too deep,
// and Decimal's precision limit (kilnfire-cone-temperature-rounding divmod-halves, spent part S:
// round_to(108.0, 3e-30) divides into a quotient of 32 digits, beyond the context's 28).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isLimitCrash } from '../../../domain/behaviour/compare.js';

const raised = (exc: string, value: string, deliberate = false) => ({ kind: 'raise' as const, exc, value, deliberate });

describe('isLimitCrash', () => {
  it('overflow, memory and recursion limits', () => {
    assert.equal(isLimitCrash(raised('OverflowError', 'OverflowError: int too large to convert to float')), true);
    assert.equal(isLimitCrash(raised('RecursionError', 'RecursionError: maximum recursion depth exceeded')), true);
  });

  it("Decimal's precision limit: an impossible integer division, an exponent overflow", () => {
    assert.equal(isLimitCrash(raised('decimal.InvalidOperation', "InvalidOperation: [<class 'decimal.DivisionImpossible'>]")), true);
    assert.equal(isLimitCrash(raised('decimal.Overflow', "Overflow: [<class 'decimal.Overflow'>]")), true);
  });

  it('any other InvalidOperation (a NaN compared, a bad string) is a crash like any other; a deliberate raise is no crash', () => {
    assert.equal(isLimitCrash(raised('decimal.InvalidOperation', "InvalidOperation: [<class 'decimal.ConversionSyntax'>]")), false);
    assert.equal(isLimitCrash(raised('ValueError', 'ValueError: math domain error')), false);
    assert.equal(isLimitCrash(raised('OverflowError', 'OverflowError: too big', true)), false);
    assert.equal(isLimitCrash({ kind: 'return', value: '1' }), false);
  });
});
