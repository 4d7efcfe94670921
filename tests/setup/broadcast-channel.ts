/**
 * The DOM tests' BroadcastChannel: channels of one test file only, as a browser's are those of one origin.
 * In the VM pool happy-dom's window has none, and Node's (worker_threads) would carry messages between the
 * files that share a process: supabase-js's sessions and MSW's WebSocket clients would then reach another
 * file's (docs/decisions.md, 'Test suite: workers and order').
 */
const channelsByName = new Map<string, Set<FileBroadcastChannel>>();

export class FileBroadcastChannel extends EventTarget {
  onmessage: ((event: MessageEvent) => void) | null = null;
  #closed = false;

  constructor(readonly name: string) {
    super();
    channelsByName.set(name, (channelsByName.get(name) ?? new Set()).add(this));
  }

  postMessage(message: unknown): void {
    if (this.#closed) throw new DOMException('BroadcastChannel is closed', 'InvalidStateError');
    for (const other of channelsByName.get(this.name) ?? []) {
      if (other === this) continue;
      const data = structuredClone(message);
      setTimeout(() => other.#deliver(data), 0);
    }
  }

  close(): void {
    this.#closed = true;
    channelsByName.get(this.name)?.delete(this);
  }

  #deliver(data: unknown): void {
    if (this.#closed) return;
    // happy-dom's dispatchEvent calls onmessage too, as a browser's does
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

Object.defineProperty(globalThis, 'BroadcastChannel', { value: FileBroadcastChannel, writable: true, configurable: true });
