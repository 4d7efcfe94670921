import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createActor } from 'xstate';
import { replayMachine } from '../../machines/replay/replay.machine';
import { PlayStatusContext } from '../../src/components/play-status-context';
import { TicketsPage } from '../../src/features/tickets/tickets-page';
import { ReplayDialogView, replayViewState } from '../../src/features/tickets/replay-dialog';
import { BASKET_STORAGE_KEY } from '../../src/game/basket-item';
import { NO_OPEN_DRAW } from '../../src/game/replay';
import { duoBenin, soloTogo, trioGhana } from '../../tests/fixtures/basket-items';
import { rgStatus } from '../../tests/fixtures/responsible-gaming';
import { PENDING_TICKET, type TicketFixture } from '../../tests/fixtures/tickets';
import { myTickets } from '../../tests/msw/ticket-handlers';

/**
 * 'Rejouer' a ticket of 'Mes tickets' (issue 41): the dialog opens on the next draw of the ticket's slot, the
 * player may pick another open draw of its country, 'Ajouter au panier' fills the basket and says so. Bets the
 * rules refuse today are left out with their reason; an excluded player is refused.
 */
const meta = {
  title: 'Pages/Tickets/Rejouer',
  component: TicketsPage,
  parameters: { layout: 'padded', route: { path: '/tickets', url: '/tickets' }, msw: myTickets.list([PENDING_TICKET]) },
} satisfies Meta<typeof TicketsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A solo in Turbo 2, an option the solo does not offer (a rule changed since): refused today. */
const STALE_TICKET: TicketFixture = {
  id: '3f0c9a1e-1111-4c2b-8d7e-0000000000aa',
  code: 'LA-STAL-3DUO-7QRS',
  placedAt: '2026-11-16T08:15:00Z',
  status: 'lost',
  bets: [
    { item: { ...soloTogo, betOption: 'turbo2' }, status: 'lost', payout: 0, draw: { id: 'd-tg-old', status: 'settled', winning: [1, 2, 3, 4, 5], machine: [6, 7, 8, 9, 10] } },
    { item: { ...duoBenin, country: 'TG', day: 'lundi', time: '9h', drawAt: soloTogo.drawAt }, status: 'lost', payout: 0, draw: { id: 'd-tg-old', status: 'settled', winning: [1, 2, 3, 4, 5], machine: [6, 7, 8, 9, 10] } },
  ],
};
const ONLY_STALE: TicketFixture = { ...STALE_TICKET, id: '3f0c9a1e-1111-4c2b-8d7e-0000000000ab', code: 'LA-STAL-0NLY-7QRS', bets: [STALE_TICKET.bets[0]!] };

async function openDialog(canvasElement: HTMLElement, code: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: `Rejouer le ticket ${code}` }, { timeout: 30_000 }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: `Rejouer le ticket ${code}` }, { timeout: 30_000 }));
}

/** The target chosen: the next draw of the ticket's slot, Côte d'Ivoire Monday 16h, preselected. */
export const Choosing: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, PENDING_TICKET.code);
    await expect(dialog.getByRole('combobox', { name: /Tirage/ })).toHaveValue('2026-11-23T16:00:00.000Z');
    await expect(dialog.getByText(/2 paris seront ajoutés au panier/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  },
};

/** 'Ajouter au panier': the basket has the bets, the dialog says so and offers 'Voir le panier'. */
export const Added: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, PENDING_TICKET.code);
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter au panier' }));
    await expect(await dialog.findByText("2 paris ajoutés au panier pour le tirage Côte d'Ivoire · Lundi 23 nov. 2026 à 16h.")).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Voir le panier' })).toHaveAttribute('href', '/basket');
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(BASKET_STORAGE_KEY) ?? '[]')).toHaveLength(2));
  },
};

/** Another draw picked: Tuesday 21h. */
export const AnotherDraw: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, PENDING_TICKET.code);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Tirage/ }), '2026-11-24T21:00:00.000Z');
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter au panier' }));
    await expect(await dialog.findByText("2 paris ajoutés au panier pour le tirage Côte d'Ivoire · Mardi 24 nov. 2026 à 21h.")).toBeVisible();
  },
};

/** One bet no longer passes the rules: left out, with its reason; the other is added. */
export const SomeRefused: Story = {
  parameters: { msw: myTickets.list([STALE_TICKET]) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, STALE_TICKET.code);
    await expect(dialog.getByRole('list', { name: 'Paris non rejoués' })).toHaveTextContent("Solo Turbo 2 : L'option Turbo 2 n'est plus proposée pour ce pari.");
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter au panier' }));
    await expect(await dialog.findByText('1 pari ajouté au panier pour le tirage Togo · Lundi 23 nov. 2026 à 9h.')).toBeVisible();
  },
};

/** Every bet refused: nothing to replay. */
export const NothingToReplay: Story = {
  parameters: { msw: myTickets.list([ONLY_STALE]) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, ONLY_STALE.code);
    await expect(dialog.getByRole('alert')).toHaveTextContent("Aucun pari de ce ticket ne respecte les règles d'aujourd'hui : rien à rejouer.");
    await expect(dialog.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
  },
};

const excluded: Decorator = (Story) => (
  <PlayStatusContext.Provider value={{ status: rgStatus({ exclusion: { until: '2026-12-23T08:00:00.000Z' } }), refresh: () => {} }}>
    <Story />
  </PlayStatusContext.Provider>
);

/** A player under a self-exclusion: refused, with the exclusion's end. */
export const Excluded: Story = {
  decorators: [excluded],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, PENDING_TICKET.code);
    await expect(dialog.getByRole('alert')).toHaveTextContent(/Vous êtes exclu du jeu jusqu'au/);
    await expect(dialog.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
  },
};

/** No draw of the ticket's country on sale (every Ghana draw of the coming weeks closed): the dialog alone. */
const closedGhana = Object.fromEntries(
  Array.from({ length: 35 }, (_, i) => [`GH@${new Date(Date.parse('2026-11-23T19:00:00Z') + i * 86_400_000).toISOString()}`, 'closed' as const]),
);
const noDraw = createActor(replayMachine, {
  input: { code: 'LA-1057-8DEF-3GHJ', bets: [{ ...trioGhana, draw: trioGhana }], now: '2026-11-23T08:00:00Z', statuses: closedGhana, exclusion: null },
}).start();

export const NoOpenDraw: StoryObj<typeof ReplayDialogView> = {
  render: () => <ReplayDialogView {...replayViewState(noDraw.getSnapshot())} onTarget={() => {}} onConfirm={() => {}} onClose={() => {}} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(NO_OPEN_DRAW);
  },
};
