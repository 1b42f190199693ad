// Twin edits (domain/behaviour/twinEdit.ts): the fix's edit repeated in a sibling with other names
// is the same edit; another edit, or a function left alone, is not.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { editShape, twinEdits } from '../../../domain/behaviour/twinEdit.js';

const lb = { before: 'def lb_to_grams(lb: float) -> int:\n    return int(lb * GRAMS_PER_LB)\n', after: 'def lb_to_grams(lb: float) -> int:\n    return int(lb * GRAMS_PER_LB + 0.5)  # nearest gram\n' };
const oz = { before: 'def oz_to_grams(oz: float) -> int:\n    return int(oz * GRAMS_PER_OZ)\n', after: 'def oz_to_grams(oz: float) -> int:\n    return int(oz * GRAMS_PER_OZ + 0.5)\n' };

describe('twin edits', () => {
  it('the same rounding repair with other names is a twin, whatever the comment', () => {
    assert.equal(twinEdits(lb, oz), true);
    assert.equal(editShape(lb.before, lb.after), '- return int ( $0 * $1 )\n+ return int ( $0 * $1 + 0.5 )');
  });

  it('another repair of the sibling (ceil instead of half up) is not a twin', () => {
    assert.equal(twinEdits(lb, { before: oz.before, after: 'def oz_to_grams(oz: float) -> int:\n    return math.ceil(oz * GRAMS_PER_OZ)\n' }), false);
  });

  it('a function left alone has no edit and twins nothing', () => {
    assert.equal(editShape(oz.before, oz.before), '');
    assert.equal(twinEdits(lb, { before: oz.before, after: oz.before }), false);
  });

  it('another constant added is another edit', () => {
    assert.equal(twinEdits(lb, { before: oz.before, after: 'def oz_to_grams(oz: float) -> int:\n    return int(oz * GRAMS_PER_OZ + 0.9)\n' }), false);
  });
});
