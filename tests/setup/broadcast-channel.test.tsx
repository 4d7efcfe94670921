import { afterEach, describe, expect, it } from 'vitest';
import { FileBroadcastChannel } from './broadcast-channel';

const opened: BroadcastChannel[] = [];
function channel(name: string): BroadcastChannel {
  const created = new BroadcastChannel(name);
  opened.push(created);
  return created;
}
afterEach(() => opened.splice(0).forEach((created) => created.close()));

/** The messages a channel receives, through onmessage and through its listeners. */
function received(target: BroadcastChannel): { onmessage: unknown[]; listeners: unknown[] } {
  const seen = { onmessage: [] as unknown[], listeners: [] as unknown[] };
  target.onmessage = (event) => seen.onmessage.push(event.data);
  target.addEventListener('message', (event) => seen.listeners.push((event as MessageEvent).data));
  return seen;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("the DOM tests' BroadcastChannel (tests/setup/broadcast-channel.ts)", () => {
  it('is the one the page under test finds', () => {
    expect(globalThis.BroadcastChannel).toBe(FileBroadcastChannel);
  });

  it('carries a copy of a message to the other channels of its name, later, and not to itself', async () => {
    const sender = channel('sb-auth');
    const tab = received(channel('sb-auth'));
    const self = received(sender);
    const elsewhere = received(channel('msw:websocket-client-manager'));
    const message = { event: 'SIGNED_OUT', session: null };

    sender.postMessage(message);
    expect(tab.onmessage).toEqual([]);
    await settled();

    expect(tab).toEqual({ onmessage: [message], listeners: [message] });
    expect(tab.onmessage[0]).not.toBe(message);
    expect(self).toEqual({ onmessage: [], listeners: [] });
    expect(elsewhere).toEqual({ onmessage: [], listeners: [] });
  });

  it('a closed channel neither receives nor sends', async () => {
    const sender = channel('sb-auth');
    const closing = channel('sb-auth');
    const tab = received(closing);
    sender.postMessage('avant');
    closing.close();
    await settled();
    expect(tab.listeners).toEqual([]);
    expect(() => closing.postMessage('après')).toThrow(expect.objectContaining({ name: 'InvalidStateError' }));
  });
});
