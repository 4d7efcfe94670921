/** JSON answers of the Edge Functions. */
export function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
}

export function refuse(status: number, code: string, message: string, extra: Record<string, unknown> = {}): Response {
  return json(status, { code, message, ...extra });
}

/** A request handler, as an Edge Function is one (`Deno.serve(handler)` when hosted). */
export type Handler = (request: Request) => Promise<Response>;

/** Under Deno (the hosted Edge Runtime), serves the handler; under Node (the local stack, tests), does nothing. */
export function serveWhenHosted(handler: Handler): void {
  const deno = (globalThis as { Deno?: { serve?: (handler: Handler) => unknown } }).Deno;
  deno?.serve?.(handler);
}
