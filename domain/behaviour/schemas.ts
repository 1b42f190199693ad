// What one execution of a changed function did, as the sandboxed Python tools report it
// (python/patchgate_tools/replay.py `behaviour_of`, observe.py `observable`). Pure schemas, shared
// by the differential and the Level-E attacks and by the rules that judge them.
import { z } from 'zod';

/** A bounded JSON tree of what a caller observes of a value (observe.py `observable`). */
export type Obs = null | boolean | number | string | ObsNode;
export interface ObsNode {
  t: 'num' | 'bytes' | 'time' | 'impl' | 'deep' | 'cycle' | 'seq' | 'map' | 'obj' | 'exc' | 'ref' | 'repr';
  v?: string;
  n?: string;
  len?: number;
  ord?: number | null;
  items?: Obs[] | Record<string, Obs>;
}
export const ObsSchema: z.ZodType<Obs> = z.lazy(() =>
  z.union([
    z.null(),
    z.boolean(),
    z.number(),
    z.string(),
    z
      .object({
        t: z.enum(['num', 'bytes', 'time', 'impl', 'deep', 'cycle', 'seq', 'map', 'obj', 'exc', 'ref', 'repr']),
        v: z.string().optional(),
        n: z.string().optional(),
        len: z.number().optional(),
        ord: z.number().nullable().optional(),
        items: z.union([z.array(ObsSchema), z.record(z.string(), ObsSchema)]).optional(),
      })
      .passthrough(),
  ]),
) as z.ZodType<Obs>;

export const Behaviour = z.object({
  kind: z.enum(['return', 'raise', 'timeout', 'killed', 'error']),
  value: z.string().nullish(),
  key: z.string().nullish(),
  exc: z.string().nullish(),
  deliberate: z.boolean().nullish(),
  /** Where repository code raised: "file::qualname::statement" (null: not from repository code). */
  site: z.string().nullish(),
  mutated: z.array(z.string().nullable()).nullish(),
  mutatedKey: z.string().nullish(),
  obs: ObsSchema.nullish(),
  mutObs: z.array(ObsSchema.nullable()).nullish(),
  /** The arguments as the caller built them, before the call (replay.py; the relations of attribution). */
  inObs: ObsSchema.nullish(),
  /** A returned value fits the function's own return annotation (null: nothing checkable declared). */
  declared: z.boolean().nullish(),
  /** After a call that returned: the digest of its arguments' whole data state, private attributes included (null: not the same on every run). */
  heldKey: z.string().nullish(),
  /** After a call that returned and changed its first argument (a method's receiver): the digest of that argument's whole data state (absent: unchanged, or not the same on every run). */
  receiverKey: z.string().nullish(),
  /** After a call that returned a list, dict, set or bytearray: whether changing it changes the arguments' data (their own container handed out). */
  exposes: z.boolean().nullish(),
  stable: z.boolean().optional(),
  ms: z.number().optional(),
  error: z.string().optional(),
});
export type Behaviour = z.infer<typeof Behaviour>;

/** How a test failed (trace_calls `failure_of`): the exception and the statement that raised it. */
export const TestFailure = z.object({ exc: z.string(), site: z.string().nullable(), inTest: z.boolean() });
export type TestFailure = z.infer<typeof TestFailure>;

export const TraceCall = z.object({
  type: z.literal('call'),
  test: z.string(),
  file: z.string(),
  entity: z.string(),
  args: z.string(),
  argsRepr: z.string(),
  behaviour: Behaviour,
});
export type TraceCall = z.infer<typeof TraceCall>;

export const TraceOutcome = z.object({ type: z.literal('outcome'), test: z.string(), outcome: z.string(), failure: TestFailure.nullish() });
export type TraceOutcome = z.infer<typeof TraceOutcome>;

export interface TraceResult {
  calls: TraceCall[];
  outcomes: Record<string, string>;
  /** How each failing test failed, when the tracer could tell. */
  failures?: Record<string, TestFailure>;
  /** Why nothing could be traced, when so. */
  note: string | null;
}

/** One call to execute: the replay tool's input line. */
export interface Probe {
  id: string;
  file: string;
  entity: string;
  args: string;
  argsRepr: string;
  test?: string | null;
}
