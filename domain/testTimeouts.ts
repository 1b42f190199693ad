// Per-test time limits (issue 13.3): each test may run `factor` times its measured baseline time
// (JUnit `time`), never less than the floor nor more than the cap (patchgate.yml `tests:`). A test
// without a baseline time — every test of the baseline run itself — gets the cap. The limits are
// enforced inside pytest by python/patchgate_tools/pytest_guard.py; a test that reaches its limit
// is typed `timeout` by name and the others still run. Pure.
export interface TimeoutPolicy {
  floorSeconds: number;
  capSeconds: number;
  factor: number;
  collectionSeconds: number;
}

export interface TestLimits {
  defaultSeconds: number;
  perTest: Record<string, number>;
  collectionSeconds: number;
}

/** The limit of one test from its baseline time (seconds), or the cap when there is none. */
export function limitFor(baselineSeconds: number | undefined, p: TimeoutPolicy): number {
  if (baselineSeconds === undefined || !Number.isFinite(baselineSeconds) || baselineSeconds < 0) return p.capSeconds;
  const raw = Math.max(p.floorSeconds, p.factor * baselineSeconds);
  return Math.round(Math.min(p.capSeconds, raw) * 1000) / 1000;
}

/** Limits for a run of `ids`, given the baseline's durations when known. */
export function testLimits(ids: readonly string[], baseline: Readonly<Record<string, number>> | null | undefined, p: TimeoutPolicy): TestLimits {
  const perTest: Record<string, number> = {};
  if (baseline) for (const id of ids) if (baseline[id] !== undefined) perTest[id] = limitFor(baseline[id], p);
  return { defaultSeconds: p.capSeconds, perTest, collectionSeconds: p.collectionSeconds };
}
