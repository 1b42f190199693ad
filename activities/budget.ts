// resolveBudget: the Level-E budget of a change class from patchgate.yml (workflows cannot read
// configuration themselves). Pure read, idempotent.
import type { ChangeClass } from '../domain/schemas.js';
import type { ActivityDeps } from './deps.js';
import type { Budget } from '../infra/config.js';

export function makeResolveBudget(deps: ActivityDeps) {
  return async function resolveBudget(input: { changeClass: ChangeClass }): Promise<Budget> {
    return deps.config.budgets[input.changeClass];
  };
}
