// What the activity factory needs; workers pass the real sandbox and store, tests their own.
import type { GateConfig } from '../infra/config.js';
import type { Sandbox } from '../infra/sandbox.js';

export interface ActivityDeps {
  config: GateConfig;
  sandbox: Sandbox;
}
