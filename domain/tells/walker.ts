// The statement-alignment walker of spec 18 §3.6 step 1: the statements of a changed unit pair
// are aligned (LCS over normalized statements, then over statement kinds inside each changed
// gap), recursing into if/elif/else, loops, with and try/except, so each edit is seen with its
// counterpart. At each kind of edit it calls the hooks of every registered rule, in order; what
// counts as a tell is the rules' business (rules/), not the walker's. Pure.
import { blocksOf, COMPOUND, dice, field, gaps, lcs, lineOf, named, normalized, statementsOf, strip, exceptKey } from './ast.js';
import type { Node } from './ast.js';
import type { ScanContext } from './context.js';
import type { WalkHooks } from './rule.js';

/** Kind key for pairing statements inside a changed gap. */
function kindKey(s: Node): string {
  if (s.type === 'expression_statement') {
    const e = named(s)[0];
    if (!e) return 'expr';
    if (e.type === 'assignment' || e.type === 'augmented_assignment') return `${e.type}:${normalized(field(e, 'left') ?? e)}`;
    if (e.type === 'call') return `call:${normalized(field(e, 'function') ?? e)}`;
    return `expr:${e.type}`;
  }
  return s.type;
}

function headerOf(s: Node): string {
  const c = field(s, 'condition') ?? field(s, 'right') ?? null;
  if (c) return normalized(c);
  if (s.type === 'with_statement') return normalized(named(s).find((x) => x.type === 'with_clause') ?? s);
  return '';
}

function compatible(b: Node, a: Node): boolean {
  if (kindKey(b) !== kindKey(a)) return false;
  if (!COMPOUND.has(b.type)) return true;
  const bb = blocksOf(b).map(normalized).join(' ');
  const ab = blocksOf(a).map(normalized).join(' ');
  return Math.max(dice(headerOf(b), headerOf(a)), dice(bb, ab)) >= 0.34;
}

/** Walks one unit pair, calling `hooks` (one entry per rule, in registry order) at every edit. */
export class AlignmentWalker {
  constructor(
    private readonly hooks: WalkHooks[],
    private readonly cx: ScanContext,
  ) {}

  private emit<K extends keyof WalkHooks>(name: K, ...args: Parameters<NonNullable<WalkHooks[K]>>): void {
    for (const h of this.hooks) (h[name] as ((...a: unknown[]) => void) | undefined)?.apply(h, args);
  }

  alignBlocks(bs: Node[], as: Node[]): void {
    const bsig = bs.map(normalized);
    const asig = as.map(normalized);
    const anchors = lcs(bsig, asig, (x, y) => x === y);
    gaps(bs, as, anchors, (rb, ra) => this.handleGap(rb, ra, as));
  }

  private handleGap(removed: Node[], added: Node[], afterBlock: Node[]): void {
    const pairs = lcs(removed, added, compatible);
    const pairedB = new Set(pairs.map(([i]) => i));
    const pairedA = new Set(pairs.map(([, j]) => j));
    // Logic rewritten into new control flow (a loop with literal exits) is not a constant.
    const restructured = added.some((s, j) => !pairedA.has(j) && COMPOUND.has(s.type));
    for (const [i, j] of pairs) this.compareStatements(removed[i]!, added[j]!, restructured);
    removed.forEach((s, i) => {
      if (!pairedB.has(i)) this.emit('deleted', s, added, this.cx);
    });
    added.forEach((s, j) => {
      if (!pairedA.has(j)) this.emit('inserted', s, afterBlock, this.cx);
    });
  }

  private compareStatements(b: Node, a: Node, restructured: boolean): void {
    if (normalized(b) === normalized(a)) return;
    switch (a.type) {
      case 'if_statement':
        this.emit('conditionChanged', field(b, 'condition')!, field(a, 'condition')!, lineOf(a), 'if', this.cx, [field(b, 'consequence'), field(a, 'consequence')]);
        this.alignBlocks(statementsOf(field(b, 'consequence')), statementsOf(field(a, 'consequence')));
        this.compareAlternatives(b, a);
        return;
      case 'while_statement':
        this.emit('conditionChanged', field(b, 'condition')!, field(a, 'condition')!, lineOf(a), 'while', this.cx);
        this.alignBlocks(statementsOf(field(b, 'body')), statementsOf(field(a, 'body')));
        this.compareElse(b, a);
        return;
      case 'for_statement':
      case 'with_statement':
        this.alignBlocks(statementsOf(field(b, 'body')), statementsOf(field(a, 'body')));
        this.compareElse(b, a);
        return;
      case 'try_statement':
        this.compareTry(b, a);
        return;
      case 'decorated_definition':
      case 'function_definition': {
        const bd = b.type === 'decorated_definition' ? field(b, 'definition') : b;
        const ad = a.type === 'decorated_definition' ? field(a, 'definition') : a;
        if (bd && ad) this.alignBlocks(statementsOf(field(bd, 'body')), statementsOf(field(ad, 'body')));
        return;
      }
      default:
        this.emit('changed', b, a, this.cx, restructured);
    }
  }

  private compareAlternatives(b: Node, a: Node): void {
    const belifs = named(b).filter((c) => c.type === 'elif_clause');
    const aelifs = named(a).filter((c) => c.type === 'elif_clause');
    const cond = (x: Node) => normalized(strip(field(x, 'condition')!));
    const anchors = lcs(belifs, aelifs, (x, y) => cond(x) === cond(y));
    for (const [i, j] of anchors) this.alignBlocks(statementsOf(field(belifs[i]!, 'consequence')), statementsOf(field(aelifs[j]!, 'consequence')));
    gaps(belifs, aelifs, anchors, (rb, ra) => {
      const similar = (x: Node, y: Node) => Math.max(dice(cond(x), cond(y)), dice(normalized(field(x, 'consequence')!), normalized(field(y, 'consequence')!))) >= 0.34;
      const pairs = lcs(rb, ra, similar);
      for (const [i, j] of pairs) {
        this.emit('conditionChanged', field(rb[i]!, 'condition')!, field(ra[j]!, 'condition')!, lineOf(ra[j]!), 'elif', this.cx, [field(rb[i]!, 'consequence'), field(ra[j]!, 'consequence')]);
        this.alignBlocks(statementsOf(field(rb[i]!, 'consequence')), statementsOf(field(ra[j]!, 'consequence')));
      }
      rb.forEach((x, i) => {
        if (!pairs.some(([pi]) => pi === i)) this.emit('elifDeleted', x, this.cx);
      });
      ra.forEach((y, j) => {
        if (pairs.some(([, pj]) => pj === j)) return;
        this.emit('elifAdded', y, this.cx);
        const body = statementsOf(field(y, 'consequence'));
        for (const s of body) this.emit('inserted', s, body, this.cx);
      });
    });
    this.compareElse(b, a);
  }

  private compareElse(b: Node, a: Node): void {
    const be = named(b).find((c) => c.type === 'else_clause');
    const ae = named(a).find((c) => c.type === 'else_clause');
    if (be && ae) this.alignBlocks(statementsOf(field(be, 'body')), statementsOf(field(ae, 'body')));
    else if (be && !ae) this.emit('elseDeleted', be, this.cx);
  }

  private compareTry(b: Node, a: Node): void {
    this.alignBlocks(statementsOf(field(b, 'body')), statementsOf(field(a, 'body')));
    const bx = named(b).filter((c) => c.type === 'except_clause' || c.type === 'except_group_clause');
    const ax = named(a).filter((c) => c.type === 'except_clause' || c.type === 'except_group_clause');
    const blockOf = (x: Node) => named(x).find((c) => c.type === 'block') ?? null;
    for (const [i, j] of lcs(bx, ax, (x, y) => exceptKey(x) === exceptKey(y))) {
      const hb = blockOf(bx[i]!);
      const ha = blockOf(ax[j]!);
      this.emit('handlerKept', hb, ha, ax[j]!, this.cx);
      this.alignBlocks(statementsOf(hb), statementsOf(ha));
    }
    this.compareElse(b, a);
    const bf = named(b).find((c) => c.type === 'finally_clause');
    const af = named(a).find((c) => c.type === 'finally_clause');
    if (bf && af) this.alignBlocks(statementsOf(named(bf).find((c) => c.type === 'block') ?? null), statementsOf(named(af).find((c) => c.type === 'block') ?? null));
  }
}
