// Stages (a) and (b) over one intent and the current file: facts from the AST (sandboxed), then
// the pure anchor resolution, scope ladder and representation ladder. Shared by classifyScope
// (the gated path) and the raw arm's instruments (which observe the same classification
// without acting on it). No model runs here.
import type { Sandbox } from '../../infra/sandbox.js';
import type { ClassifyOutput } from '../../domain/edit/stages.js';
import type { EditAblation, EditIntent } from '../../domain/edit/schemas.js';
import { declaredEntities } from '../../domain/edit/schemas.js';
import { MODULE, WHOLE_FILE, findEntity } from '../../domain/edit/facts.js';
import type { SpanFacts } from '../../domain/edit/facts.js';
import { resolveAnchor } from '../../domain/edit/anchors.js';
import { decideScope, toClassification } from '../../domain/edit/scope.js';
import { selectRepresentation } from '../../domain/edit/represent.js';
import { dedent } from '../../domain/edit/text.js';
import { runEditFacts, type SpanQuery } from '../../infra/edit/tools.js';
import { writeScratch } from './workspace.js';

export interface PlanArgs {
  sandbox: Sandbox;
  scratch: string;
  /** Scratch file prefix (unique per edit). */
  tag: string;
  /** The file's pre-edit text (this edit's transaction base). */
  text: string;
  intent: EditIntent;
  filesInChange: number;
  ablations: EditAblation[];
}

function lastSegment(name: string): string {
  return name.split('.').pop()!;
}

export async function computePlan(args: PlanArgs): Promise<ClassifyOutput> {
  const { intent, text } = args;
  const declared = declaredEntities(intent);
  const prePath = writeScratch(args.scratch, `${args.tag}-pre.py`, text);
  const named = declared.filter((d) => d !== WHOLE_FILE && d !== MODULE);
  const queries: SpanQuery[] = [intent.span, ...named.map((entity) => ({ entity }))];
  const files: { path: string; spans: SpanQuery[] }[] = [{ path: prePath, spans: queries }];
  if (intent.content.kind === 'entity_body') {
    files.push({ path: writeScratch(args.scratch, `${args.tag}-body.py`, dedent(intent.content.source.replace(/\r\n/g, '\n'))), spans: [] });
  }
  const [facts, bodyFacts] = await runEditFacts(args.sandbox, args.scratch, files);
  if (!facts) throw new Error('edit_facts returned no facts');
  if (facts.parse_error) return { ok: false, code: 'pre-edit-parse-error', reason: `the pre-edit file does not parse: ${facts.parse_error}`, facts };
  const anchor = resolveAnchor({ text, facts, declared, span: intent.span, content: intent.content });
  if (!anchor.ok) return { ok: false, code: anchor.code, reason: anchor.reason, facts };

  // Span facts of the resolved change site (a second sandbox run only when a search block was re-anchored).
  let spanFacts: SpanFacts | null = null;
  if (anchor.span[0] === intent.span[0] && anchor.span[1] === intent.span[1]) spanFacts = facts.spans[0] ?? null;
  else if (intent.content.kind === 'entity_body') spanFacts = facts.spans[1 + named.indexOf(anchor.entities[0]!.name)] ?? null;
  if (!spanFacts) {
    const [again] = await runEditFacts(args.sandbox, args.scratch, [{ path: prePath, spans: [anchor.span] }]);
    spanFacts = again?.spans[0] ?? null;
  }
  if (!spanFacts) throw new Error('edit_facts returned no span facts');
  if (spanFacts.out_of_range) {
    return { ok: false, code: 'span-out-of-range', reason: `span [${anchor.span[0]}, ${anchor.span[1]}] lies outside the file (${facts.line_count} lines)`, facts };
  }

  const enclosing = spanFacts.enclosing === null ? null : facts.entities[spanFacts.enclosing]!;
  const decision = decideScope({
    filesInChange: args.filesInChange,
    span: anchor.span,
    facts: spanFacts,
    enclosingRange: enclosing ? [enclosing.start, enclosing.end] : null,
  });
  const scope = decision.perFile?.scope ?? (decision.scope as Exclude<typeof decision.scope, 'multi_file'>);
  const boundary = decision.perFile?.atUnitBoundary ?? decision.atUnitBoundary;

  // Entity-body checks: does it parse as exactly the declared def/class, and does its skeleton change?
  let bodyCheck: { ok: boolean; reason: string | null } | null = null;
  let skeletonChanged = false;
  if (intent.content.kind === 'entity_body') {
    const target = named.length === 1 ? findEntity(facts, named[0]!) : null;
    const tops = (bodyFacts?.entities ?? []).filter((e) => e.top_level);
    if (!bodyFacts || bodyFacts.parse_error) bodyCheck = { ok: false, reason: `the new entity body does not parse: ${bodyFacts?.parse_error ?? 'no facts'}` };
    else if (!target) bodyCheck = { ok: false, reason: 'an entity body needs exactly one declared def/class' };
    else if (tops.length !== 1) bodyCheck = { ok: false, reason: `the new body defines ${tops.length} top-level entities (${tops.map((e) => e.name).join(', ') || 'none'}), not exactly ${target.name}` };
    else if (tops[0]!.name !== lastSegment(target.name)) bodyCheck = { ok: false, reason: `the new body defines ${tops[0]!.name}, not ${lastSegment(target.name)}` };
    else if ((tops[0]!.kind === 'class') !== (target.kind === 'class')) bodyCheck = { ok: false, reason: `the new body is a ${tops[0]!.kind}, the declared entity a ${target.kind}` };
    else {
      bodyCheck = { ok: true, reason: null };
      skeletonChanged = tops[0]!.signature !== target.signature || tops[0]!.skeleton !== target.skeleton;
    }
  }

  const entitySupported = anchor.created.length === 0 && anchor.entities.length > 0 && anchor.entities.every((e) => e.name !== WHOLE_FILE && e.name !== MODULE);
  const selection = selectRepresentation({
    scope,
    atUnitBoundary: boundary,
    contentKind: intent.content.kind,
    entitySupported,
    lineExtent: decision.lineExtent,
    skeletonChanged,
    ablations: args.ablations,
  });
  return {
    ok: true,
    classification: toClassification({ scope, atUnitBoundary: boundary, entities: declared, file: intent.file, span: anchor.span }),
    changeScope: decision.scope === 'multi_file' ? 'multi_file' : null,
    scopeRule: decision.perFile ? `${decision.rule} → ${decision.perFile.rule}` : decision.rule,
    lineExtent: decision.lineExtent,
    anchor: { span: anchor.span, how: anchor.how, entities: anchor.entities },
    selection,
    // (d)-(e2) need ranges and line owners only; the signature dumps stay out of the history.
    facts: { ...facts, entities: facts.entities.map((e) => ({ ...e, signature: '', skeleton: '' })), spans: [] },
    bodyCheck,
  };
}
