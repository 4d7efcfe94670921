import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sandboxPhoneEffects } from '../../src/app/effects/sandbox-phone';
import type { Effects } from '../../src/components/effects';
import { SandboxPhonePage } from '../../src/features/sandbox-phone/sandbox-phone-page';
import { TEST_PHONE, sandboxPhone, wirePush } from '../../tests/msw/sandbox-handlers';
import { cfa } from '../../tests/kit/amounts';

/** The app's sandbox effects (which a production build, Storybook's included, leaves out) on the MSW-mocked sandbox API, reading once. */
const readOnce = (effects: Effects): Effects => ({ ...effects, sandboxPhone: { ...sandboxPhoneEffects, refreshMs: 3_600_000 } });

const meta = {
  title: 'Sandbox/Phone',
  component: SandboxPhonePage,
  parameters: { route: { path: '/sandbox/momo', url: '/sandbox/momo' }, effects: readOnce },
} satisfies Meta<typeof SandboxPhonePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const PUSHES = [
  wirePush(),
  wirePush({ id: 'sbx-pay-2', kind: 'payout', provider: 'flooz', amount: 12_500, held: true, auto_approve_at: null }),
  wirePush({ id: 'sbx-col-3', amount: 1000, status: 'succeeded', auto_approve_at: null, delivery: 'delivered' }),
  wirePush({ id: 'sbx-col-4', amount: 2000, status: 'succeeded', auto_approve_at: null, delivery: 'refused' }),
  wirePush({ id: 'sbx-col-5', amount: 3000, status: 'failed', reason: 'declined_by_payer', auto_approve_at: null, delivery: 'delivered' }),
];

/** Text as the page writes it: amounts group thousands with U+202F, which the default normalizer turns into a space. */
const AS_WRITTEN = { normalizer: (text: string) => text.trim() };

async function openPhone(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Numéro de téléphone/ }), '+228 90 11 23 45');
  await userEvent.click(canvas.getByRole('button', { name: 'Afficher les demandes' }));
  return canvas;
}

export const ChoosingNumber: Story = {
  parameters: { msw: [sandboxPhone.phones([{ phone: TEST_PHONE, pending: 2 }])] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Téléphone de test' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: `${TEST_PHONE} (2)` })).toBeVisible();
  },
};

export const InvalidNumber: Story = {
  parameters: { msw: [sandboxPhone.phones([])] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Numéro de téléphone/ }), '90 11');
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher les demandes' }));
    await expect(canvas.getByText('Saisissez le numéro au format international, par exemple +228 90 11 23 45.')).toBeVisible();
  },
};

export const FirstRead: Story = {
  parameters: { msw: [sandboxPhone.phones([]), sandboxPhone.pushesPending()] },
  play: async ({ canvasElement }) => {
    const canvas = await openPhone(canvasElement);
    await expect(canvas.getByRole('heading', { name: `Demandes pour ${TEST_PHONE}` })).toBeVisible();
    await expect(canvas.getByLabelText('Chargement des demandes')).toBeInTheDocument();
  },
};

export const NoPush: Story = {
  parameters: { msw: [sandboxPhone.phones([{ phone: TEST_PHONE, pending: 1 }]), sandboxPhone.pushes([])] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `${TEST_PHONE} (1)` }));
    await expect(await canvas.findByText('Aucune demande pour ce numéro.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Changer de numéro' })).toBeVisible();
  },
};

export const Pushes: Story = {
  parameters: { msw: [sandboxPhone.phones([]), sandboxPhone.pushes(PUSHES)] },
  play: async ({ canvasElement }) => {
    const canvas = await openPhone(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Demandes reçues' }));
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    const recharge = within(items[0]!);
    await expect(recharge.getByText(cfa('LotoAfrik vous demande 5 000 CFA'), AS_WRITTEN)).toBeVisible();
    await expect(recharge.getByText('T-Money · recharge du compte LotoAfrik')).toBeVisible();
    await expect(recharge.getByText('Approbation automatique dans quelques secondes')).toBeVisible();
    await expect(recharge.getByRole('button', { name: 'Mise en attente' })).toBeEnabled();
    const payout = within(items[1]!);
    await expect(payout.getByText(cfa('Vous recevez 12 500 CFA de LotoAfrik'), AS_WRITTEN)).toBeVisible();
    await expect(payout.getByText('En attente de votre réponse')).toBeVisible();
    await expect(payout.getByRole('button', { name: 'Mise en attente' })).toBeDisabled();
    await expect(within(items[2]!).getByText('Approuvé')).toBeVisible();
    await expect(within(items[2]!).queryByRole('button')).toBeNull();
    await expect(within(items[3]!).getByText('Approuvé, mais refusé par LotoAfrik (délai dépassé) : montant remboursé')).toBeVisible();
    await expect(within(items[4]!).getByText('Refusé par le téléphone')).toBeVisible();
  },
};

export const Answering: Story = {
  parameters: { msw: [sandboxPhone.phones([]), sandboxPhone.pushes([wirePush()]), sandboxPhone.answerPending()] },
  play: async ({ canvasElement }) => {
    const canvas = await openPhone(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approuver' }));
    await expect(canvas.getByRole('button', { name: 'Approuver' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Refuser' })).toBeDisabled();
  },
};

export const Answered: Story = {
  parameters: { msw: [sandboxPhone.phones([]), ...sandboxPhone.answering([wirePush()])] },
  play: async ({ canvasElement }) => {
    const canvas = await openPhone(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Refuser' }));
    await expect(await canvas.findByText('Refusé par le téléphone')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approuver' })).toBeNull();
  },
};

export const AlreadyAnswered: Story = {
  parameters: { msw: [sandboxPhone.phones([]), sandboxPhone.pushes([wirePush()]), sandboxPhone.alreadyAnswered()] },
  play: async ({ canvasElement }) => {
    const canvas = await openPhone(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approuver' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Cette demande a déjà reçu une réponse.');
  },
};

export const SandboxDown: Story = {
  parameters: { msw: [sandboxPhone.down()] },
  play: async ({ canvasElement }) => {
    const canvas = await openPhone(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};
