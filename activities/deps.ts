// What the activity factory needs; workers pass the real sandbox and store, tests their own.
import type { GateConfig } from '../infra/config.js';
import type { Sandbox } from '../infra/sandbox.js';
import type { LlmProvider } from '../infra/llm/types.js';

export interface ActivityDeps {
  config: GateConfig;
  sandbox: Sandbox;
  /** The one LLM seam; unset means the empty L column (NoLlmProvider). */
  llm?: LlmProvider;
}
