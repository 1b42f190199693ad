// callCritic (spec 22 §5, phase 4): the single L entry — ONE bounded model call through the
// shared provider (temperature 0, fixed seed, bounded max_tokens, never a retry; the workflow's
// policy is maximumAttempts: 1). It emits findings only: the reply envelope has no accept or
// reject key, and a reply that is not exactly `{"findings": [...]}` is malformed — its findings
// are dropped and the violation is returned for the ledger, with no second call. With no model
// configured the L column stays empty: no call, no findings. Never throws on a model failure.
import { z } from 'zod';
import { BlindField, ReviewPacket } from '../../domain/critic/schemas.js';
import { CRITIC_MAX_TOKENS, CRITIC_SCHEMA_NAME, CriticReply, renderCriticPrompt } from '../../domain/critic/prompt.js';
import type { LlmCallRecord } from '../../infra/llm/types.js';
import { NoLlmProvider } from '../../infra/llm/provider.js';
import { parseOrBadRequest } from '../../domain/errors.js';
import type { ActivityDeps } from '../deps.js';
import { currentContext } from '../heartbeat.js';

export const CallCriticInput = z.object({
  packet: ReviewPacket,
  /** Only under the §9.5 row-2 ablation (no_blinding); otherwise null. */
  unblinded: z.partialRecord(BlindField, z.array(z.string())).nullable().default(null),
});
export type CallCriticInput = z.input<typeof CallCriticInput>;

export interface CallCriticResult {
  /** The raw findings (each still to be validated by enforceSchema); [] when none or dropped. */
  findings: unknown[];
  /** Provider status: 'ok' | 'not-configured' | 'http-error' | 'timeout' | 'parse-error' | 'schema-violation'. */
  status: string;
  /** Why the reply was dropped, or null. */
  violation: string | null;
  call: LlmCallRecord;
  promptBytes: number;
}

export function makeCallCritic(deps: ActivityDeps) {
  const llm = deps.llm ?? new NoLlmProvider();
  /** One call, never retried; never throws on a model failure (the failure is a recorded result). */
  return async function callCritic(raw: CallCriticInput): Promise<CallCriticResult> {
    const valid = parseOrBadRequest(CallCriticInput, raw, 'callCritic input');
    const request = { stage: 'critic', schema: CriticReply, schemaName: CRITIC_SCHEMA_NAME, maxTokens: CRITIC_MAX_TOKENS };
    if (!llm.configured) {
      const r = await llm.call({ ...request, system: '', user: '' });
      return { findings: [], status: r.call.status, violation: null, call: r.call, promptBytes: 0 };
    }
    const prompt = renderCriticPrompt(valid.packet, valid.unblinded);
    const r = await llm.call({ ...request, system: prompt.system, user: prompt.user, signal: currentContext()?.cancellationSignal });
    if (r.value === null) {
      const violation = r.call.status === 'ok' ? 'no value returned' : `${r.call.status}: ${r.call.error ?? 'no detail'}`;
      return { findings: [], status: r.call.status, violation, call: r.call, promptBytes: prompt.bytes };
    }
    return { findings: r.value.findings, status: r.call.status, violation: null, call: r.call, promptBytes: prompt.bytes };
  };
}
