// Heartbeat while a long await runs, when called inside an activity (tests may call directly).
// Lives in infra/ because the sandboxed-run helpers heartbeat too; activities re-export it.
import { Context } from '@temporalio/activity';

export function currentContext(): Context | null {
  try {
    return Context.current();
  } catch {
    return null;
  }
}

export async function withHeartbeat<T>(work: Promise<T>, details?: () => unknown, everyMs = 5000): Promise<T> {
  const ctx = currentContext();
  if (!ctx) return work;
  ctx.heartbeat(details?.());
  const timer = setInterval(() => ctx.heartbeat(details?.()), everyMs);
  try {
    return await work;
  } finally {
    clearInterval(timer);
  }
}
