// Connection settings the standard Temporal way (@temporalio/envconfig: TEMPORAL_ADDRESS,
// TEMPORAL_NAMESPACE, TEMPORAL_API_KEY, TLS, TEMPORAL_PROFILE / config file), so a real cluster
// or Temporal Cloud is configuration, not code. The dev server's address is the fallback.
import { loadClientConnectConfig } from '@temporalio/envconfig';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';
import { loadDevConfig } from './devConfig.js';
import { temporalEnv } from './env.js';

export interface ConnectSettings {
  address: string;
  namespace: string;
  options: Record<string, unknown>;
}

export function connectSettings(): ConnectSettings {
  const dev = loadDevConfig();
  let cfg: { connectionOptions: Record<string, unknown>; namespace?: string } = { connectionOptions: {} };
  try {
    cfg = loadClientConnectConfig({ overrideEnvVars: temporalEnv() }) as unknown as typeof cfg;
  } catch (e) {
    throw new Error(`patchgate: cannot load Temporal connection settings: ${(e as Error).message}`);
  }
  const address = (cfg.connectionOptions.address as string | undefined) ?? `${dev.server.ip}:${dev.server.port}`;
  return { address, namespace: cfg.namespace ?? dev.server.namespace, options: { ...cfg.connectionOptions, address } };
}

export async function connectClient(s: ConnectSettings = connectSettings()): Promise<Client> {
  const connection = await Connection.connect(s.options as any);
  return new Client({ connection, namespace: s.namespace });
}

export async function connectWorker(s: ConnectSettings = connectSettings()): Promise<NativeConnection> {
  return NativeConnection.connect(s.options as any);
}
