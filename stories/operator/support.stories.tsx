import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OPERATEUR1 } from '../../tests/fixtures/operator';
import { PENDING_TICKET, WON_TICKET } from '../../tests/fixtures/tickets';
import { KOFI } from '../../tests/msw/fixtures';
import { supportFailing, supportPending, supportServer, supportSummaryJson } from '../../tests/msw/support-handlers';
import { SupportPage } from '../../src/features/operator/support-page';
import { signedInAs } from '../session/signed-in';

const meta = {
  title: 'Pages/Operator/Support',
  component: SupportPage,
  // no session here: Storybook merges a story's parameters deeply, so a player would inherit the operator's claim
  parameters: { layout: 'fullscreen', route: { path: '/operateur/support', url: '/operateur/support' } },
} satisfies Meta<typeof SupportPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 30_000 };

/** operateur1 signed in, support finding Awa (and whoever `players` adds). */
const asOperator1 = (options: Omit<Parameters<typeof supportServer>[0], 'me'> = {}) => signedInAs(OPERATEUR1, ...supportServer({ me: OPERATEUR1, ...options }));

const form = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('search', { name: 'Rechercher un ticket ou un joueur' }));

async function lookUp(canvasElement: HTMLElement, text: string, by: 'Code du ticket' | "Nom d'utilisateur" = 'Code du ticket') {
  const search = form(canvasElement);
  await userEvent.click(search.getByRole('radio', { name: by }));
  if (text) await userEvent.type(search.getByRole('textbox', { name: by }), text);
  await userEvent.click(search.getByRole('button', { name: 'Rechercher' }));
}

/** Nothing searched yet: the choice (ticket code or username) and the read-only rule. */
export const Idle: Story = {
  parameters: asOperator1(),
  play: async ({ canvasElement }) => {
    const search = form(canvasElement);
    await expect(search.getByRole('radio', { name: 'Code du ticket' })).toBeChecked();
    await expect(search.getByRole('textbox', { name: 'Code du ticket' })).toHaveValue('');
    await expect(within(canvasElement).getByText(/ils ne déplacent jamais d'argent/)).toBeVisible();
  },
};

/** 'Rechercher' with nothing typed: a French message, nothing asked. */
export const CodeRequired: Story = {
  parameters: asOperator1(),
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, '');
    await expect(form(canvasElement).getByRole('textbox', { name: 'Code du ticket' })).toHaveAccessibleDescription('Saisissez le code du ticket.');
  },
};

/** A text that cannot be a ticket code: refused before anything is asked. */
export const CodeInvalid: Story = {
  parameters: asOperator1(),
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, 'LA-12');
    await expect(form(canvasElement).getByRole('textbox', { name: 'Code du ticket' })).toHaveAccessibleDescription(
      "Ce code n'est pas un code de ticket : il s'écrit LA-XXXX-XXXX-XXXX.",
    );
  },
};

/** The look-up is on its way. */
export const Searching: Story = {
  parameters: signedInAs(OPERATEUR1, ...supportPending()),
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, 'awa', "Nom d'utilisateur");
    await expect(await within(canvasElement).findByText('Recherche en cours…')).toBeVisible();
  },
};

/** A ticket found by its code (typed in lower case, without hyphens): its player, read only, the look-up written to the journal. */
export const FoundByCode: Story = {
  parameters: asOperator1(),
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, WON_TICKET.code.toLowerCase().replace(/-/g, ''));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'awa' }, LONG)).toBeVisible();
    await expect(canvas.getByText('Cette consultation est inscrite au journal.')).toBeVisible();
    await expect(canvas.getByText('Soldes conformes au grand livre')).toBeVisible();
    const searched = within(canvas.getByRole('region', { name: 'Ticket recherché' }));
    await expect(searched.getByRole('article', { name: `Ticket ${WON_TICKET.code}` })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Grand livre du joueur' })).toBeVisible();
  },
};

/** A player found by username (any case): no ticket singled out. */
export const FoundByUsername: Story = {
  parameters: asOperator1(),
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, 'AWA', "Nom d'utilisateur");
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'awa' }, LONG)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Ticket recherché' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Tickets (3)' })).toBeVisible();
  },
};

/** The same on a phone: the tables scroll sideways in their own regions. */
export const FoundMobile: Story = {
  parameters: asOperator1(),
  globals: { viewport: { value: 'mobile1' } },
  play: FoundByUsername.play,
};

/** Balances that differ from the ledger (they never should), and a player excluded for good. */
export const LedgerMismatch: Story = {
  parameters: asOperator1({
    players: [
      supportSummaryJson({ ...KOFI, country: 'CI' }, [PENDING_TICKET], {
        drift: 1_000,
        exclusion: { until: null, started_at: '2026-11-22T10:00:00Z', duration: 'permanent' },
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, 'kofi', "Nom d'utilisateur");
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Écart avec le grand livre', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('Exclu du jeu', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('Exclu du jeu définitivement, depuis le 22 nov. 2026 à 10:00.')).toBeVisible();
  },
};

/** No ticket has this code. */
export const TicketNotFound: Story = {
  parameters: asOperator1(),
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, 'LA-0000-0000-0000');
    await expect(await within(canvasElement).findByText('Aucun ticket avec ce code.', {}, LONG)).toBeVisible();
  },
};

/** No player has this username. */
export const PlayerNotFound: Story = {
  parameters: asOperator1(),
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, 'personne', "Nom d'utilisateur");
    await expect(await within(canvasElement).findByText("Aucun joueur avec ce nom d'utilisateur.", {}, LONG)).toBeVisible();
  },
};

/** The look-up failed: the reason and 'Réessayer'. */
export const Failed: Story = {
  parameters: signedInAs(OPERATEUR1, ...supportFailing()),
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, 'awa', "Nom d'utilisateur");
    const alert = within(await within(canvasElement).findByRole('alert', {}, LONG));
    await expect(alert.getByText('La recherche a échoué. Veuillez réessayer.')).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};
