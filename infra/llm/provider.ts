// The OpenAI-compatible chat-completions client behind the LlmProvider seam. Every LLM call of
// the project goes through here, so every call is: temperature 0, a fixed seed, bounded
// max_tokens, one HTTP request (never a retry — a second call at the same seed is a second
// assessment, which the specs forbid), and a record of tokens, latency and estimated cost.
// With no endpoint configured the L column is empty: `NoLlmProvider` makes no call.
import OpenAI from 'openai';
import { z } from 'zod';
import type { LlmCallRecord, LlmCallResult, LlmProvider, LlmRequest } from './types.js';
import { readEnv } from '../env.js';
import type { Env, EnvName } from '../env.js';
import { formatZodIssues } from '../../domain/errors.js';

export const STRUCTURED_MODES = ['json_schema', 'json_object', 'none'] as const;
export type StructuredMode = (typeof STRUCTURED_MODES)[number];

/** Provider configuration, read from PATCHGATE_LLM_* environment variables. */
export const LlmConfig = z.object({
  baseUrl: z.string().url(),
  model: z.string().min(1),
  apiKey: z.string().nullable(),
  timeoutMs: z.number().int().positive(),
  seed: z.number().int(),
  /** USD per 1M prompt / completion tokens; 0 when unknown (cost is then an honest 0 estimate). */
  priceInPerM: z.number().nonnegative(),
  priceOutPerM: z.number().nonnegative(),
  /** How output is constrained; the fallback is chosen here, never by retrying a rejected call. */
  structured: z.enum(STRUCTURED_MODES),
  /** Which request field carries the token bound (OpenAI's newer models want max_completion_tokens). */
  maxTokensField: z.enum(['max_tokens', 'max_completion_tokens']),
  /**
   * An operator's ceiling on every stage's bound (PATCHGATE_LLM_MAX_TOKENS). It may only LOWER a
   * stage's cap: the caps are the specs' (spec 18 §4 veto, spec 10 §4 adjudication = 256,
   * spec 22 critic), so a larger value leaves each stage at its own cap.
   */
  maxTokensOverride: z.number().int().positive().nullable(),
});
export type LlmConfig = z.infer<typeof LlmConfig>;

/** Raw model text kept in the record, bounded so a runaway reply cannot bloat the history. */
export const RAW_CAP = 8 * 1024;
export const NOT_CONFIGURED = 'not run: no model configured';

function num(env: Env, key: EnvName, dflt: number): number {
  const v = env[key];
  if (v === undefined || v.trim() === '') return dflt;
  const n = Number(v);
  if (!Number.isFinite(n)) throw new Error(`${key} must be a number, got ${JSON.stringify(v)}`);
  return n;
}

/** The configuration, or null when no endpoint is configured (base URL and model both required). */
export function llmConfigFromEnv(env: Env = readEnv()): LlmConfig | null {
  const baseUrl = env.PATCHGATE_LLM_BASE_URL?.trim();
  const model = env.PATCHGATE_LLM_MODEL?.trim();
  if (!baseUrl || !model) return null;
  const override = env.PATCHGATE_LLM_MAX_TOKENS?.trim();
  if (override && !/^[1-9]\d*$/.test(override)) throw new Error(`PATCHGATE_LLM_MAX_TOKENS must be a positive integer, got ${JSON.stringify(override)}`);
  return LlmConfig.parse({
    baseUrl,
    model,
    apiKey: env.PATCHGATE_LLM_API_KEY?.trim() || null,
    timeoutMs: num(env, 'PATCHGATE_LLM_TIMEOUT_MS', 60_000),
    seed: num(env, 'PATCHGATE_LLM_SEED', 18),
    priceInPerM: num(env, 'PATCHGATE_LLM_PRICE_IN', 0),
    priceOutPerM: num(env, 'PATCHGATE_LLM_PRICE_OUT', 0),
    structured: env.PATCHGATE_LLM_STRUCTURED?.trim() || 'json_schema',
    maxTokensField: env.PATCHGATE_LLM_MAX_TOKENS_FIELD?.trim() || 'max_tokens',
    maxTokensOverride: override ? Number(override) : null,
  });
}

/** A stage's token bound under the operator's ceiling: lowered by it, never raised. */
export function effectiveMaxTokens(stageCap: number, ceiling: number | null): number {
  return ceiling === null ? stageCap : Math.min(stageCap, ceiling);
}

/** The provider for this environment: the OpenAI-compatible client, or the empty L column. */
export function createLlmProvider(env: Env = readEnv()): LlmProvider {
  const cfg = llmConfigFromEnv(env);
  return cfg ? new OpenAiCompatibleProvider(cfg) : new NoLlmProvider();
}

function baseRecord(over: Partial<LlmCallRecord>): LlmCallRecord {
  return {
    made: false,
    model: null,
    promptTokens: 0,
    completionTokens: 0,
    latencyMs: 0,
    costUsd: 0,
    status: 'not-configured',
    error: null,
    raw: null,
    truncated: false,
    ...over,
  };
}

/** The empty L column: a permitted, correct state (spec 18 §8 invariant 1). No call is made. */
export class NoLlmProvider implements LlmProvider {
  readonly configured = false;
  readonly model = null;
  async call<T>(req: LlmRequest<T>): Promise<LlmCallResult<T>> {
    return { value: null, call: baseRecord({ stage: req.stage, error: NOT_CONFIGURED, truncated: req.truncated ?? false }) };
  }
}

/** JSON Schema for structured output, from the zod schema (the single source of truth). */
export function jsonSchemaFor(schema: z.ZodType): Record<string, unknown> {
  const js = z.toJSONSchema(schema) as Record<string, unknown>;
  delete js.$schema; // some endpoints reject the meta-schema key inside response_format
  return js;
}

/**
 * The reply text as JSON. Plain-JSON endpoints sometimes wrap the object in one Markdown fence;
 * that wrapper (and only that) is removed. Prose around the object is a parse error.
 */
export function parseJsonReply(text: string): unknown {
  let t = text.trim();
  const fence = /^```(?:json|JSON)?\s*\n([\s\S]*?)\n?```$/.exec(t);
  if (fence) t = fence[1]!.trim();
  return JSON.parse(t);
}

export class OpenAiCompatibleProvider implements LlmProvider {
  readonly configured = true;
  readonly model: string;
  private readonly client: OpenAI;

  constructor(readonly config: LlmConfig) {
    this.model = config.model;
    this.client = new OpenAI({
      baseURL: config.baseUrl,
      // Local endpoints need no key; the SDK insists on a value, which they ignore.
      apiKey: config.apiKey ?? 'not-needed',
      organization: null,
      project: null,
      maxRetries: 0,
      timeout: config.timeoutMs,
    });
  }

  async call<T>(req: LlmRequest<T>): Promise<LlmCallResult<T>> {
    const cfg = this.config;
    const maxTokens = effectiveMaxTokens(req.maxTokens, cfg.maxTokensOverride);
    let jsonSchema: Record<string, unknown>;
    try {
      jsonSchema = jsonSchemaFor(req.schema);
    } catch (err) {
      // A stage whose zod schema has no JSON Schema (e.g. a transform) is a programming error;
      // it is reported as a result like every other failure, and no request is sent.
      const error = `cannot derive a JSON Schema for ${req.schemaName}: ${(err as Error).message}`;
      return { value: null, call: baseRecord({ model: cfg.model, status: 'schema-violation', error, stage: req.stage, truncated: req.truncated ?? false }) };
    }
    const system =
      cfg.structured === 'json_schema'
        ? req.system
        : `${req.system}\n\nReply with exactly one JSON object named ${req.schemaName} that conforms to this JSON Schema, and nothing else (no prose, no code fence):\n${JSON.stringify(jsonSchema)}`;
    const body: Record<string, unknown> = {
      model: cfg.model,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: req.user },
      ],
      temperature: 0,
      seed: cfg.seed,
      [cfg.maxTokensField]: maxTokens,
      stream: false,
    };
    if (cfg.structured === 'json_schema') {
      body.response_format = {
        type: 'json_schema',
        json_schema: { name: req.schemaName, strict: true, schema: jsonSchema },
      };
    } else if (cfg.structured === 'json_object') {
      body.response_format = { type: 'json_object' };
    }
    const rec = baseRecord({
      made: true,
      model: cfg.model,
      status: 'ok',
      truncated: req.truncated ?? false,
      stage: req.stage,
      seed: cfg.seed,
      temperature: 0,
      maxTokens,
      structured: cfg.structured,
      finishReason: null,
    });
    const t0 = performance.now();
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = (await this.client.chat.completions.create(body as unknown as OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming, {
        maxRetries: 0,
        timeout: cfg.timeoutMs,
        signal: req.signal,
      })) as OpenAI.Chat.Completions.ChatCompletion;
    } catch (err) {
      rec.latencyMs = Math.round(performance.now() - t0);
      return { value: null, call: { ...rec, ...classifyError(err, cfg.timeoutMs) } };
    }
    rec.latencyMs = Math.round(performance.now() - t0);
    rec.promptTokens = completion.usage?.prompt_tokens ?? 0;
    rec.completionTokens = completion.usage?.completion_tokens ?? 0;
    rec.costUsd = (rec.promptTokens * cfg.priceInPerM + rec.completionTokens * cfg.priceOutPerM) / 1_000_000;
    const choice = completion.choices?.[0];
    rec.finishReason = choice?.finish_reason ?? null;
    const content = choice?.message?.content ?? null;
    const refusal = (choice?.message as { refusal?: string | null } | undefined)?.refusal ?? null;
    rec.raw = content === null ? null : content.slice(0, RAW_CAP);
    if (content === null || content.trim() === '') {
      return { value: null, call: { ...rec, status: 'parse-error', error: refusal ? `refusal: ${refusal.slice(0, 500)}` : 'empty reply' } };
    }
    let json: unknown;
    try {
      json = parseJsonReply(content);
    } catch (err) {
      const why = rec.finishReason === 'length' ? ' (reply cut at max_tokens)' : '';
      return { value: null, call: { ...rec, status: 'parse-error', error: `reply is not JSON${why}: ${(err as Error).message}` } };
    }
    const parsed = req.schema.safeParse(json);
    if (!parsed.success) {
      const issues = formatZodIssues(parsed.error, { root: '(root)' });
      return { value: null, call: { ...rec, status: 'schema-violation', error: issues.slice(0, 1000) } };
    }
    return { value: parsed.data, call: rec };
  }
}

function classifyError(err: unknown, timeoutMs: number): Pick<LlmCallRecord, 'status' | 'error'> {
  if (err instanceof OpenAI.APIConnectionTimeoutError) return { status: 'timeout', error: `no reply within ${timeoutMs} ms` };
  if (err instanceof OpenAI.APIUserAbortError) return { status: 'http-error', error: 'request aborted (activity cancelled)' };
  if (err instanceof OpenAI.APIConnectionError) return { status: 'http-error', error: `connection error: ${(err.cause as Error | undefined)?.message ?? err.message}` };
  if (err instanceof OpenAI.APIError) return { status: 'http-error', error: `HTTP ${err.status ?? '?'}: ${err.message}`.slice(0, 1000) };
  return { status: 'http-error', error: `request failed: ${(err as Error)?.message ?? String(err)}`.slice(0, 1000) };
}
