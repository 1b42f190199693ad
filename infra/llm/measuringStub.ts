// The `permissive-l` measuring arm's model (issue 10, "Corpus and honesty"): a loopback
// OpenAI-compatible chat-completions server that answers every request with
// {"judgment": "root-cause-addressed"}. It exists to MEASURE the deterministic battery on the
// classes that need Level D or E when no model is reachable (no veto ever fires, every class can
// reach D), and is never a product default: it is used only for a request that names the measuring
// arm explicitly, every record it touches says so, and the A/B report labels the arm as measuring.
// The call still goes through the real provider (infra/llm/provider.ts), over real HTTP on
// 127.0.0.1, so the L entry's wiring (one call, temperature 0, no retry) is what gets measured.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { OpenAiCompatibleProvider, llmConfigFromEnv } from './provider.js';
import type { LlmProvider } from './types.js';

export const MEASURING_ARMS = ['permissive-l'] as const;
export type MeasuringArm = (typeof MEASURING_ARMS)[number];
export const MEASURING_MODEL = 'patchgate-measuring-stub-permissive-l';
const REPLY = JSON.stringify({ judgment: 'root-cause-addressed', confidence: 0.5 });

let server: Promise<{ baseUrl: string }> | null = null;

function start(): Promise<{ baseUrl: string }> {
  return new Promise((resolve, reject) => {
    const srv = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const promptBytes = chunks.reduce((n, c) => n + c.length, 0);
        const body = JSON.stringify({
          id: 'measuring-stub',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: MEASURING_MODEL,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: REPLY } }],
          usage: { prompt_tokens: Math.ceil(promptBytes / 4), completion_tokens: Math.ceil(REPLY.length / 4), total_tokens: Math.ceil((promptBytes + REPLY.length) / 4) },
        });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(body);
      });
    });
    srv.on('error', reject);
    // loopback only, an ephemeral port; unref so a worker can still exit
    srv.listen(0, '127.0.0.1', () => {
      srv.unref();
      resolve({ baseUrl: `http://127.0.0.1:${(srv.address() as AddressInfo).port}/v1` });
    });
  });
}

/** The provider of a measuring arm: the real OpenAI-compatible client pointed at the loopback stub. */
export async function measuringProvider(arm: MeasuringArm): Promise<LlmProvider> {
  if (arm !== 'permissive-l') throw new Error(`unknown measuring arm ${String(arm)}`);
  server ??= start();
  const { baseUrl } = await server;
  const config = llmConfigFromEnv({ PATCHGATE_LLM_BASE_URL: baseUrl, PATCHGATE_LLM_MODEL: MEASURING_MODEL, PATCHGATE_LLM_TIMEOUT_MS: '10000' });
  return new OpenAiCompatibleProvider(config!);
}
