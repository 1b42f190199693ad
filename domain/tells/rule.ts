// The shape of one tell rule (spec 18 §3.6 step 2). The statement-alignment walker (walker.ts)
// pairs the pre-edit and candidate statements of a changed unit and calls a rule's hooks at each
// kind of edit it finds; `features` covers what a rule counts per unit instead (new broad
// handlers, new test detection), reported when the candidate has more of it than the pre-edit.
// A rule adds tells to the context; it never parses, runs or reads anything.
import type { Node } from './ast.js';
import type { ScanContext } from './context.js';
import type { TellTarget } from './schema.js';

export interface WalkHooks {
  /** A kept simple statement changed (paired in a gap, not compound). `restructured`: new control flow appeared in the gap. */
  changed?(b: Node, a: Node, cx: ScanContext, restructured: boolean): void;
  /** A statement the candidate inserted; `block` holds the candidate statements of its block. */
  inserted?(a: Node, block: Node[], cx: ScanContext): void;
  /** A statement the candidate removed; `added` holds the candidate statements inserted in the same gap. */
  deleted?(b: Node, added: Node[], cx: ScanContext): void;
  /** A kept `if`/`elif`/`while` whose condition text changed; `bodies`: the pre-edit and candidate branch bodies. */
  conditionChanged?(bc: Node, ac: Node, line: number, what: string, cx: ScanContext, bodies?: [Node | null, Node | null]): void;
  /** An `elif` the candidate dropped (no counterpart). */
  elifDeleted?(x: Node, cx: ScanContext): void;
  /** An `elif` the candidate added (no counterpart); its body statements are walked as inserted next. */
  elifAdded?(y: Node, cx: ScanContext): void;
  /** An `else` the candidate dropped. */
  elseDeleted?(be: Node, cx: ScanContext): void;
  /** An except handler kept (same exception types), before its body is aligned. */
  handlerKept?(hb: Node | null, ha: Node | null, clause: Node, cx: ScanContext): void;
}

/** Something a unit contains that a rule counts: new occurrences in the candidate are tells. */
export interface Feature {
  key: string;
  line: number;
  detail: string;
  target: TellTarget;
}

export interface TellRule<K extends string = string> {
  kind: K;
  hooks?: WalkHooks;
  features?(stmts: Node[], cx: ScanContext): Feature[];
}
