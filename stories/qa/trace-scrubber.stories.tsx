import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ActorRefFrom } from 'xstate';
import type { betBuilderMachine } from '../../machines/bet-builder/bet-builder.machine';
import { BettingView } from '../../src/features/betting/betting-view';
import { TraceScrubber } from '../../src/features/qa/trace-scrubber';
import { findCountry } from '../../src/game/countries';
import type { Draw } from '../../src/game/schedule';
import type { BetDraw } from '../../src/game/selection';
import { EMPTY_TICKET } from '../../src/game/ticket-bounds';
import { parseTrace, type Trace } from '../../src/qa/trace';

/** Every bet-builder trace of tests/replays ('banker', 'chromium-perm' …). */
const files = import.meta.glob<string>('../../tests/replays/*bet-builder-*.json', { eager: true, query: '?raw', import: 'default' });
const traces: Record<string, Trace> = Object.fromEntries(
  Object.entries(files).map(([path, text]) => [path.replace(/^.*\/(.+)\.json$/, '$1').replace('bet-builder-', ''), parseTrace(text)]),
);
const longest = Math.max(...Object.values(traces).map((trace) => trace.steps.length - 1));

interface ScrubberArgs {
  session: string;
  step: number;
}

function drawOf(trace: Trace): Draw {
  const draw = (trace.input as unknown as { draw: BetDraw }).draw;
  return { ...draw, country: findCountry(draw.country)! };
}

/** The bets added up to that step (the scrubber has no app basket; the badge counts the trace's). */
const addedUpTo = (trace: Trace, step: number) => trace.steps.slice(0, step + 1).filter((s) => s.event.type === 'basket.add').length;

function Scrubber({ session, step }: ScrubberArgs) {
  const trace = traces[session]!;
  return (
    <TraceScrubber trace={trace} step={step}>
      {(actor) => {
        const builder = actor as ActorRefFrom<typeof betBuilderMachine>;
        return (
          <BettingView
            actor={builder}
            draw={drawOf(trace)}
            basketCount={addedUpTo(trace, step)}
            basketSize={EMPTY_TICKET}
            onAdd={() => builder.send({ type: 'basket.add', id: `scrubbed-${step}`, now: trace.meta?.recordedAt ?? new Date(0).toISOString() })}
            onFlash={() => builder.send({ type: 'flash', randoms: [0.1, 0.3, 0.5, 0.7, 0.9] })}
          />
        );
      }}
    </TraceScrubber>
  );
}

const meta = {
  title: 'QA/Trace scrubber',
  component: Scrubber,
  parameters: { route: { path: '/betting/:country/:day/:time', url: '/betting/TG/lundi/18h' } },
  args: { session: 'banker', step: 0 },
  argTypes: {
    session: { control: 'select', options: Object.keys(traces).sort() },
    step: { control: { type: 'range', min: 0, max: longest, step: 1 } },
  },
} satisfies Meta<typeof Scrubber>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 0: the builder as it opened. */
export const Start: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Créer un pari' })).toBeVisible();
    await expect(canvas.getByText('Étape 0 / 8 · a full bet-building session: banker')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  },
};

/** Mid-session: banker 10 with its base of 3 full (20, 30, 40), the 4th ball refused. */
export const BankerBaseFull: Story = {
  args: { step: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Créer un pari' });
    for (const n of [10, 20, 30, 40]) {
      await expect(canvas.getByLabelText(`Numéro ${n}`, { selector: 'button' })).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(canvas.getByLabelText('Numéro 50', { selector: 'button' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  },
};

/** The session a player played in Chromium, recorded from the app's QA panel: their five numbers before 'Ajouter au panier'. */
export const RecordedInChromium: Story = {
  args: { session: 'chromium-perm', step: 9 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Créer un pari' });
    for (const n of [5, 12, 33, 47, 90]) {
      await expect(canvas.getByLabelText(`Numéro ${n}`, { selector: 'button' })).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  },
};

/** The last step of the turning session: the bet went to the basket and the grid is clear again. */
export const SessionEnd: Story = {
  args: { session: 'turning', step: longest },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Créer un pari' });
    await expect(canvas.getByText(/basket\.add/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Panier \(1 pari\)/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réinitialiser' })).toBeDisabled();
  },
};
