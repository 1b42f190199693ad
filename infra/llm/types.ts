// The one seam every LLM call in the project goes through (semantic veto, edit-representation
// adjudication, critic). Implemented by infra/llm/provider.ts (OpenAI-compatible endpoint).
import type { z } from 'zod';

export interface LlmCallRecord {
  /** false when no endpoint is configured: the L column is empty (a permitted state). */
  made: boolean;
  model: string | null;
  promptTokens: number;
  completionTokens: number;
  latencyMs: number;
  costUsd: number;
  /**
   * 'ok' | 'not-configured' | 'http-error' | 'timeout' | 'parse-error' | 'schema-violation'.
   * Connection failures and cancellation are 'http-error'; an empty reply or a refusal is 'parse-error'.
   */
  status: string;
  error: string | null;
  /** The raw text the model returned (bounded), for the ledger. */
  raw: string | null;
  /** Whether the payload was truncated to fit the bound, and how. */
  truncated: boolean;
  // Optional provenance (set by infra/llm/provider.ts when a call is attempted): what was asked.
  stage?: string;
  seed?: number;
  temperature?: number;
  maxTokens?: number;
  /** 'json_schema' | 'json_object' | 'none' — how the output was constrained. */
  structured?: string;
  finishReason?: string | null;
}

export interface LlmCallResult<T> {
  value: T | null;
  call: LlmCallRecord;
}

export interface LlmRequest<T> {
  /** Stage name, for logs and accounting ('semantic_veto' | 'edit_adjudication' | 'critic'). */
  stage: string;
  system: string;
  user: string;
  schema: z.ZodType<T>;
  schemaName: string;
  maxTokens: number;
  /** The caller truncated the payload to fit its bound (recorded on the call). */
  truncated?: boolean;
  /** Aborts the single request (e.g. the activity's cancellation signal). */
  signal?: AbortSignal;
}

/** Exactly one HTTP call per invocation, temperature 0, a fixed seed, never a retry. */
export interface LlmProvider {
  readonly configured: boolean;
  readonly model: string | null;
  call<T>(req: LlmRequest<T>): Promise<LlmCallResult<T>>;
}
