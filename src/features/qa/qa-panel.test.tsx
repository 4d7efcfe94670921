import { MantineProvider } from '@mantine/core';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import type { ReactNode } from 'react';
import { assign, setup } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { createRecordingHub } from '../../qa/recording-hub';
import { theme } from '../../theme/theme';
import { QaRecorderContext, useQaRecording } from '../../components/qa-recording';
import { isQaRequested } from './qa-flag';
import { QaPanel } from './qa-panel';

const counterMachine = setup({
  types: { context: {} as { count: number; at: string }, input: {} as { at: string } },
}).createMachine({
  id: 'counter',
  context: ({ input }) => ({ count: 0, at: input.at }),
  on: { 'count.add': { actions: assign({ count: ({ context }) => context.count + 1 }) } },
});

function useCounter() {
  const qa = useQaRecording();
  return useActorRef(counterMachine, {
    input: { at: '2026-11-23T08:00:00.000Z' },
    inspect: qa.inspect,
  });
}

describe('the QA panel', () => {
  it('shows the live transitions of a recorded container and downloads its trace', async () => {
    const hub = createRecordingHub();
    const wrapper = ({ children }: { children: ReactNode }) => <QaRecorderContext.Provider value={hub}>{children}</QaRecorderContext.Provider>;
    const { result } = renderHook(useCounter, { wrapper });
    render(
      <MantineProvider theme={theme}>
        <QaPanel hub={hub} />
      </MantineProvider>,
    );

    act(() => result.current.send({ type: 'count.add' }));
    await userEvent.click(screen.getByRole('button', { name: 'QA · 2 étapes' }));

    expect(screen.getByRole('complementary', { name: 'Panneau QA' })).toBeVisible();
    expect(screen.getByText('#0 init xstate.init → {}')).toBeVisible();
    expect(screen.getByText('#1 external count.add → {}')).toBeVisible();
    expect(screen.getByText('1 active')).toBeVisible();

    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (saved.push(blob), 'blob:trace'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger la trace (JSON)' }));

    expect(click).toHaveBeenCalledOnce();
    const trace = JSON.parse(await saved[0]!.text());
    expect(trace).toMatchObject({
      machine: { id: 'counter' },
      input: { at: '2026-11-23T08:00:00.000Z' },
      steps: [{ event: { type: 'xstate.init' } }, { event: { type: 'count.add' }, snapshot: { context: { count: 1 } } }],
    });
  });

  it('records nothing without the QA provider: the container runs as for players', () => {
    const { result } = renderHook(() => useQaRecording());

    expect(result.current.inspect).toBeUndefined();
  });
});

describe('turning QA on', () => {
  it('is on with ?qa=1, remembered for the tab, and off again with ?qa=0', () => {
    expect(isQaRequested('')).toBe(false);
    expect(isQaRequested('?qa=1')).toBe(true);
    expect(isQaRequested('')).toBe(true);
    expect(isQaRequested('?qa=0')).toBe(false);
  });
});
