/** Integration tests talk to the in-process local stack only: any other host fails the test. */
import { WebSocket as NodeWebSocket } from 'ws';

const realFetch = globalThis.fetch;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!LOOPBACK.has(url.hostname)) {
    return Promise.reject(new Error(`Requête réseau hors de la machine refusée : ${url.href}`));
  }
  return realFetch(input, init);
};

// Node 20 has no WebSocket: supabase-js Realtime gets `ws`, held to the same loopback rule.
if (!('WebSocket' in globalThis)) {
  class LoopbackWebSocket extends NodeWebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      const url = new URL(String(address));
      if (!LOOPBACK.has(url.hostname)) throw new Error(`WebSocket hors de la machine refusé : ${url.href}`);
      super(url, protocols);
    }
  }
  (globalThis as { WebSocket?: unknown }).WebSocket = LoopbackWebSocket;
}
