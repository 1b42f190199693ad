// What the activity factory needs; workers pass the real sandbox and store, tests their own.
import { readEnv } from '../infra/env.js';
import type { Env } from '../infra/env.js';
import type { GateConfig } from '../infra/config.js';
import type { Sandbox } from '../infra/sandbox.js';
import type { LlmProvider } from '../infra/llm/types.js';

export interface ActivityDeps {
  config: GateConfig;
  sandbox: Sandbox;
  /** The one LLM seam; unset means the empty L column (NoLlmProvider). */
  llm?: LlmProvider;
  /**
   * The operator states that the configured LLM is independent of whatever generated the patches
   * (PATCHGATE_LLM_INDEPENDENT=1 when unset). Only consulted when a request names no generatorModel.
   */
  llmIndependent?: boolean;
}

/** PATCHGATE_LLM_INDEPENDENT: 1/true/yes states independence; anything else does not. */
export function llmIndependentFromEnv(env: Env = readEnv()): boolean {
  return /^(1|true|yes)$/i.test(env.PATCHGATE_LLM_INDEPENDENT?.trim() ?? '');
}
