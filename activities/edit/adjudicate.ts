// adjudicateRepresentation: the ONE learned call of the write path (spec 10 §4). It fires only
// when (a) flagged at_unit_boundary and (b) left two viable representations; one call,
// temperature 0, 256 max tokens, output schema-constrained to one enumerated value. Any failure
// — no model configured, HTTP error, timeout, unparseable or out-of-set reply — is the
// deterministic fallback search_replace, never a second call. The model never sees or writes
// repository bytes beyond the brief. Run with maximumAttempts 1.
import type { LlmProvider } from '../../infra/llm/types.js';
import type { AdjudicateInput } from '../../domain/edit/stages.js';
import type { AdjudicationRecord } from '../../domain/edit/schemas.js';
import { AdjudicationChoice } from '../../domain/edit/schemas.js';
import {
  ADJUDICATION_FALLBACK,
  ADJUDICATION_MAX_TOKENS,
  ADJUDICATION_SCHEMA_NAME,
  ADJUDICATION_STAGE,
  adjudicationPrompt,
  readChoice,
  shouldAdjudicate,
} from '../../domain/edit/adjudication.js';
import { currentContext } from '../heartbeat.js';

export function makeAdjudicateRepresentation(deps: { llm?: LlmProvider }) {
  return async function adjudicateRepresentation(input: AdjudicateInput): Promise<AdjudicationRecord> {
    const candidates = [...new Set(input.candidates)];
    const base: AdjudicationRecord = {
      ambiguous: candidates.length >= 2,
      fired: false,
      candidates,
      choice: input.deterministic,
      fallback: false,
      status: null,
      error: null,
      model: null,
      promptTokens: 0,
      completionTokens: 0,
      costUsd: 0,
      latencyMs: 0,
    };
    if (!shouldAdjudicate(input.classification, candidates)) return { ...base, status: 'not-ambiguous' };
    const llm = deps.llm;
    if (!llm || !llm.configured) {
      return { ...base, choice: ADJUDICATION_FALLBACK, fallback: true, status: 'not-configured', error: 'no model configured: the deterministic fallback' };
    }
    const prompt = adjudicationPrompt({ classification: input.classification, candidates, intent: input.intent });
    const res = await llm.call({
      stage: ADJUDICATION_STAGE,
      system: prompt.system,
      user: prompt.user,
      schema: AdjudicationChoice,
      schemaName: ADJUDICATION_SCHEMA_NAME,
      maxTokens: ADJUDICATION_MAX_TOKENS,
      truncated: prompt.truncated,
      signal: currentContext()?.cancellationSignal,
    });
    const choice = readChoice(res.value, candidates);
    const outOfSet = res.value !== null && choice.fallback;
    return {
      ...base,
      fired: res.call.made,
      choice: choice.representation,
      fallback: choice.fallback,
      status: outOfSet ? 'out-of-set' : res.call.status,
      error: outOfSet ? `the model chose ${res.value!.representation}, not one of ${candidates.join(', ')}` : res.call.error,
      model: res.call.model,
      promptTokens: res.call.promptTokens,
      completionTokens: res.call.completionTokens,
      costUsd: res.call.costUsd,
      latencyMs: res.call.latencyMs,
    };
  };
}
