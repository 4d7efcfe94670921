import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RechargePage } from '../../src/features/wallet/recharge-page';
import { AWA } from '../../tests/msw/fixtures';
import { realtime } from '../../tests/msw/realtime-handlers';
import { payments, paymentRow, startRecharge } from '../../tests/msw/wallet-handlers';
import { signedInWithStatus, withPlayStatus } from '../session/play-status';
import { signedInAs } from '../session/signed-in';
import { cfa } from '../../tests/kit/amounts';
import { offline } from '../session/offline';

/** Awa paid by T-Money from +228 90 12 34 56 before: the form starts from that. */
const EARLIER = paymentRow(AWA, { id: 'earlier', status: 'succeeded', provider_reference: 'sbx-1', created_at: '2026-11-20T10:00:00+00:00' });
const PENDING = paymentRow(AWA);

/**
 * A story whose provider answers: its own payment (realtime scripts are per row), started by
 * start_recharge and settled 300 ms after the page starts listening to it.
 */
function providerSays(status: 'succeeded' | 'failed' | 'expired') {
  const payment = paymentRow(AWA, { id: `5b0c7a52-6f1e-4b8e-9d3a-00000000${status.length}0${status.charCodeAt(0)}` });
  const settled = { ...payment, status, provider_reference: status === 'expired' ? null : 'sbx-2' };
  return [startRecharge.answers(payment), realtime.changes({ table: 'payments', record: settled, afterMs: 300 })];
}


const meta = {
  title: 'Pages/Wallet/Recharge',
  component: RechargePage,
  // The page alone; in the app the player shell frames and pads it.
  parameters: { layout: 'padded', route: { path: '/recharge', url: '/recharge' }, ...signedInAs(AWA, payments.list([EARLIER])) },
} satisfies Meta<typeof RechargePage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('textbox', { name: 'Montant (CFA)' }, { timeout: 30_000 });
  return canvas;
}

/** 5 000 CFA by T-Money from the number used before. */
async function recharge5000(canvasElement: HTMLElement) {
  const canvas = await form(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: cfa('5 000 CFA') }));
  await userEvent.click(canvas.getByRole('button', { name: 'Recharger' }));
  return canvas;
}

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recharger mon compte' })).toBeVisible();
    const quick = within(canvas.getByRole('group', { name: 'Montants rapides' }));
    await expect(quick.getAllByRole('button').map((button) => button.textContent)).toEqual(
      ['1 000 CFA', '2 000 CFA', '5 000 CFA', '10 000 CFA', '25 000 CFA'].map(cfa),
    );
    await expect(canvas.getByRole('combobox', { name: 'Pays' })).toHaveValue('TG');
    await expect(canvas.getByRole('radio', { name: 'T-Money' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Flooz' })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /Numéro de téléphone/ })).toHaveValue('+228 90 12 34 56');
  },
};

export const FirstRecharge: Story = {
  parameters: signedInAs(AWA, payments.list([])),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'T-Money' })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /Numéro de téléphone/ })).toHaveValue('');
  },
};

export const OtherCountry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Pays' }), 'CI');
    const providers = within(canvas.getByRole('radiogroup', { name: 'Moyen de paiement' }));
    await expect(providers.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['orange_money', 'mtn_momo', 'moov_money', 'wave']);
    await expect(canvas.getByText(/par exemple 07 12 34 56 78/)).toBeVisible();
  },
};

export const InvalidInput: Story = {
  parameters: signedInAs(AWA, payments.list([])),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Montant (CFA)' }), '50');
    await userEvent.type(canvas.getByRole('textbox', { name: /Numéro de téléphone/ }), '22 21 23 45');
    await userEvent.click(canvas.getByRole('button', { name: 'Recharger' }));
    await expect(canvas.getByText('Le montant de la recharge doit être entre 100 CFA et 1 000 000 CFA.')).toBeVisible();
    await expect(canvas.getByText('Choisissez votre moyen de paiement.')).toBeVisible();
    await expect(canvas.getByText('Numéro de téléphone invalide pour le Togo (exemple : 90 12 34 56).')).toBeVisible();
  },
};

export const Starting: Story = {
  parameters: signedInAs(AWA, payments.list([EARLIER]), startRecharge.pending()),
  play: async ({ canvasElement }) => {
    const canvas = await recharge5000(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Recharger' })).toHaveAttribute('data-loading', 'true');
  },
};

export const Waiting: Story = {
  parameters: signedInAs(AWA, payments.list([EARLIER]), startRecharge.answers(PENDING)),
  play: async ({ canvasElement }) => {
    const canvas = await recharge5000(canvasElement);
    const waiting = within(await canvas.findByRole('status'));
    await expect(waiting.getByRole('heading', { name: 'Confirmez le paiement sur votre téléphone' })).toBeVisible();
    await expect(waiting.getByText(/T-Money vous demande de confirmer le paiement de/)).toHaveTextContent(
      'T-Money vous demande de confirmer le paiement de 5 000 CFA depuis le +228 90 12 34 56.',
    );
    await expect(waiting.getByRole('button', { name: 'Annuler' })).toBeVisible();
  },
};

export const WaitingAfterReload: Story = {
  parameters: signedInAs(AWA, payments.list([PENDING, EARLIER])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Confirmez le paiement sur votre téléphone' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Montant (CFA)' })).toBeNull();
  },
};

export const Cancelled: Story = {
  parameters: signedInAs(AWA, payments.list([EARLIER]), startRecharge.answers(PENDING)),
  play: async ({ canvasElement }) => {
    const canvas = await recharge5000(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Annuler' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Vous ne suivez plus ce paiement.');
    await expect(canvas.getByRole('textbox', { name: 'Montant (CFA)' })).toHaveValue('5000');
  },
};

export const Succeeded: Story = {
  parameters: signedInAs({ ...AWA, balance: 17_500 }, payments.list([EARLIER]), ...providerSays('succeeded')),
  play: async ({ canvasElement }) => {
    const canvas = await recharge5000(canvasElement);
    await expect(await canvas.findByText(/Votre compte a été crédité/, {}, { timeout: 30_000 })).toHaveTextContent(
      'Votre compte a été crédité de 5 000 CFA. Nouveau solde : 17 500 CFA.',
    );
    await expect(canvas.getByRole('button', { name: 'Nouvelle recharge' })).toBeVisible();
  },
};

export const Refused: Story = {
  parameters: signedInAs(AWA, payments.list([EARLIER]), ...providerSays('failed')),
  play: async ({ canvasElement }) => {
    const canvas = await recharge5000(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 30_000 });
    await expect(alert).toHaveTextContent("T-Money a refusé le paiement de 5 000 CFA. Votre compte n'a pas été crédité.");
    await expect(within(alert).getByRole('button', { name: 'Nouvelle tentative' })).toBeVisible();
  },
};

export const Expired: Story = {
  parameters: signedInAs(AWA, payments.list([EARLIER]), ...providerSays('expired')),
  play: async ({ canvasElement }) => {
    const canvas = await recharge5000(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 30_000 });
    await expect(alert).toHaveTextContent('Délai dépassé');
    await expect(alert).toHaveTextContent("Le paiement de 5 000 CFA n'a pas été confirmé dans les 2 minutes. Votre compte n'a pas été crédité.");
  },
};

export const NetworkError: Story = {
  parameters: signedInAs(AWA, payments.list([EARLIER]), startRecharge.offline()),
  play: async ({ canvasElement }) => {
    const canvas = await recharge5000(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Modifier' })).toBeVisible();
  },
};

export const RefusedByTheDatabase: Story = {
  parameters: signedInAs(AWA, payments.list([EARLIER]), startRecharge.refuses('limit_reached', { limit: 'deposit', period: 'day', remaining: 2000 })),
  play: async ({ canvasElement }) => {
    const canvas = await recharge5000(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Limite de dépôt journalière atteinte : il vous reste 2 000 CFA.');
    await expect(within(alert).queryByRole('button', { name: 'Réessayer' })).toBeNull();
  },
};

/** Issue 38: an excluded player finds, instead of the form, until when and what is still possible. */
export const Excluded: Story = {
  decorators: [withPlayStatus],
  parameters: signedInWithStatus(AWA, { exclusion: { until: '2026-11-24T11:55:00.000Z' } }, payments.list([EARLIER])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('status', { name: 'Exclusion en cours' }, { timeout: 30_000 });
    await expect(banner).toHaveTextContent(
      "Vous vous êtes exclu du jeu jusqu'au 24 nov. 2026 à 11:55 (heure de Lomé). D'ici là, vous ne pouvez pas recharger votre compte ; vos retraits de gains restent possibles.",
    );
    await expect(within(banner).getByRole('link', { name: 'Retirer mes gains' })).toHaveAttribute('href', '/withdraw');
    await expect(within(banner).getByRole('link', { name: 'Jeu responsable' })).toHaveAttribute('href', '/responsible-gaming');
    await expect(canvas.queryByRole('textbox', { name: 'Montant (CFA)' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Recharger' })).toBeNull();
  },
};

/** Issue 38: the monthly deposit limit is used up: no form until it renews. */
export const DepositLimitReached: Story = {
  decorators: [withPlayStatus],
  parameters: signedInWithStatus(AWA, { limits: { 'deposit/month': { amount: 20_000, used: 20_000 } } }, payments.list([EARLIER])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('status', { name: 'Limite atteinte' }, { timeout: 30_000 });
    await expect(banner).toHaveTextContent(
      "Limite de dépôt mensuelle atteinte : il vous reste 0 CFA. Elle se renouvelle le 1 déc. 2026 à 00:00 (heure de Lomé) ; d'ici là, vous ne pouvez pas recharger votre compte.",
    );
    await expect(within(banner).queryByRole('link', { name: 'Retirer mes gains' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Montant (CFA)' })).toBeNull();
  },
};

/** Issue 38: a daily deposit limit: the form says what is left above it. */
export const DepositLimitLeft: Story = {
  decorators: [withPlayStatus],
  parameters: signedInWithStatus(AWA, { limits: { 'deposit/day': { amount: 10_000, used: 7_000 } } }, payments.list([EARLIER])),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const banner = await canvas.findByRole('status', { name: 'Limite en vigueur' });
    await expect(banner).toHaveTextContent(/Limite de dépôt journalière : il vous reste 3\s000 CFA jusqu'au 24 nov\. 2026 à 00:00 \(heure de Lomé\)\./);
    await expect(canvas.getByRole('button', { name: 'Recharger' })).toBeEnabled();
  },
};

/** Issue 38: a player of Bénin who last paid from a Togo number starts in Bénin, its operators offered, none chosen. */
export const CountryOfResidenceFirst: Story = {
  parameters: signedInAs({ ...AWA, country: 'BJ' }, payments.list([EARLIER])),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Pays' })).toHaveValue('BJ');
    const providers = within(canvas.getByRole('radiogroup', { name: 'Moyen de paiement' }));
    await expect(providers.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['mtn_momo', 'moov_money', 'celtiis']);
    await expect(providers.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    await expect(canvas.getByRole('textbox', { name: /Numéro de téléphone/ })).toHaveValue('');
  },
};

/** Offline (issue 41): no payment is offered, and why. */
export const Offline: Story = {
  decorators: [offline],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sans connexion, aucun paiement ne peut être lancé. Réessayez dès le retour du réseau.', {}, { timeout: 30_000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Recharger' })).toBeNull();
  },
};
