// The overfit tell as it crosses boundaries (activity output, the record's provenance): spec 18
// §3.6's {kind, file, line, detail}, plus what issue 10 asks of a tell that points an attack
// instead of deciding: `entity`, the qualified name of the enclosing unit in the candidate, and
// `target`, what an execution attack must aim at. Both are optional so records and activity
// results written before they existed still parse.
import { z } from 'zod';

const Line = z.number().int().min(1);

/** One literal the candidate ties to an input; `literal` is a Python expression (repr form) of the value. */
export const LiteralPin = z.object({
  literal: z.string(),
  /** The parameter the tested input derives from, when one does. */
  param: z.string().optional(),
});

/** Special-casing and constant substitution: the literal to build neighbours of. */
export const LiteralTarget = LiteralPin.extend({
  /** Every pin of the condition, when it ties more than one input. */
  pins: z.array(LiteralPin).optional(),
});

/** A deleted branch: its lines in the pre-edit file, and the parameters its condition reads. */
export const BranchTarget = z.object({
  branchLines: z.tuple([Line, Line]),
  params: z.array(z.string()),
});

/**
 * A weakened or broadened condition: the condition before and after (source text; `True` when
 * a guard was removed), the candidate line it now governs, and the parameters it reads.
 */
export const ConditionTarget = z.object({
  condition: z.object({ before: z.string(), after: z.string() }),
  line: Line,
  params: z.array(z.string()),
});

/** A broadened handler: its lines in the candidate and the exception types it catches ('' = bare). */
export const HandlerTarget = z.object({
  handlerLines: z.tuple([Line, Line]),
  catches: z.array(z.string()),
});

/** A test hack: what the code probes to detect the test run. */
export const TestProbeTarget = z.object({
  testProbe: z.enum(['import', 'env', 'frame', 'string']),
  name: z.string(),
});

export const TellTarget = z.union([LiteralTarget, BranchTarget, ConditionTarget, HandlerTarget, TestProbeTarget]);
export type TellTarget = z.infer<typeof TellTarget>;

export const OverfitTell = z.object({
  kind: z.string(),
  file: z.string(),
  line: z.number(),
  detail: z.string(),
  entity: z.string().optional(),
  target: TellTarget.optional(),
});
export type OverfitTell = z.infer<typeof OverfitTell>;
