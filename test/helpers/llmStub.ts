// A tiny OpenAI-compatible chat-completions server on 127.0.0.1 (random port) for tests: the
// one true external boundary of the project, exercised with a real HTTP round trip.
//
//   const stub = await startLlmStub();
//   stub.enqueue({ content: '{"judgment":null,"confidence":0.5}' });   // next reply
//   stub.enqueue({ status: 500 }, { content: '...', delayMs: 2000 });  // then these, in order
//   const llm = createLlmProvider(stub.env({ PATCHGATE_LLM_TIMEOUT_MS: '500' }));
//   ...
//   stub.requests[0].body.temperature  // every request body received, parsed
//   await stub.close();
//
// A request with nothing enqueued gets `stub.fallback` (a function may compute the reply from
// the request body); by default that is HTTP 500 "no scripted reply", so an unexpected extra
// call is visible in the test.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubReply {
  /** HTTP status (default 200). Non-2xx replies carry an OpenAI-style error body. */
  status?: number;
  /** The assistant message content (default '{}'); null sends content: null. */
  content?: string | null;
  /** Wait this long before replying (to provoke the client's timeout). */
  delayMs?: number;
  /** Token usage to report (default: a rough count of the request / reply bytes / 4). */
  usage?: { prompt_tokens: number; completion_tokens: number };
  finishReason?: string;
  /** Replace the whole JSON response body (for malformed-envelope tests). */
  rawBody?: string;
}

export interface StubRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body (null if it was not JSON). */
  body: any;
  receivedAt: number;
}

export interface LlmStub {
  /** Base URL including /v1, as PATCHGATE_LLM_BASE_URL expects. */
  readonly baseUrl: string;
  readonly requests: StubRequest[];
  /** Queue replies, served in order, one per request. */
  enqueue(...replies: StubReply[]): void;
  /** Served when the queue is empty. */
  fallback: StubReply | ((body: any) => StubReply);
  /** PATCHGATE_LLM_* variables pointing a provider at this stub (model 'stub-model' unless overridden). */
  env(extra?: Record<string, string>): NodeJS.ProcessEnv;
  /** Drop queued replies and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

export const STUB_MODEL = 'stub-model';

export async function startLlmStub(): Promise<LlmStub> {
  const queue: StubReply[] = [];
  const requests: StubRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: any = null;
      try {
        body = JSON.parse(text);
      } catch {
        /* recorded as null */
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body, receivedAt: Date.now() });
      const reply = queue.shift() ?? (typeof stub.fallback === 'function' ? stub.fallback(body) : stub.fallback);
      const send = () => {
        timers.delete(timer);
        if (res.destroyed || res.writableEnded) return; // the client gave up (timeout)
        const status = reply.status ?? 200;
        let payload: string;
        if (reply.rawBody !== undefined) payload = reply.rawBody;
        else if (status < 200 || status >= 300) {
          payload = JSON.stringify({ error: { message: `stub error ${status}`, type: 'stub_error', code: null } });
        } else {
          const content = reply.content === undefined ? '{}' : reply.content;
          payload = JSON.stringify({
            id: `chatcmpl-stub-${requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: body?.model ?? STUB_MODEL,
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: reply.finishReason ?? 'stop' }],
            usage: reply.usage
              ? { ...reply.usage, total_tokens: reply.usage.prompt_tokens + reply.usage.completion_tokens }
              : {
                  prompt_tokens: Math.ceil(text.length / 4),
                  completion_tokens: Math.ceil((content ?? '').length / 4),
                  total_tokens: Math.ceil(text.length / 4) + Math.ceil((content ?? '').length / 4),
                },
          });
        }
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(payload);
      };
      const timer = setTimeout(send, reply.delayMs ?? 0);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}/v1`;

  const stub: LlmStub = {
    baseUrl,
    requests,
    fallback: { status: 500, rawBody: JSON.stringify({ error: { message: 'stub: no scripted reply', type: 'stub_error' } }) },
    enqueue: (...r) => void queue.push(...r),
    env: (extra = {}) => ({
      PATCHGATE_LLM_BASE_URL: baseUrl,
      PATCHGATE_LLM_MODEL: STUB_MODEL,
      PATCHGATE_LLM_API_KEY: 'stub-key',
      ...extra,
    }),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: async () => {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return stub;
}
