import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, type RequestHandler, delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ResponsibleGamingPage } from '../../src/features/responsible-gaming/responsible-gaming-page';
import { rgStatus } from '../../tests/fixtures/responsible-gaming';
import { AWA, SUPABASE_URL } from '../../tests/msw/fixtures';
import { responsibleGaming, responsibleGamingHandlers } from '../../tests/msw/responsible-gaming-handlers';
import { signedInAs } from '../session/signed-in';

const meta = {
  title: 'Pages/Responsible gaming',
  component: ResponsibleGamingPage,
  // The page alone; in the app the player shell frames and pads it.
  parameters: { layout: 'padded', route: { path: '/responsible-gaming', url: '/responsible-gaming' } },
} satisfies Meta<typeof ResponsibleGamingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const withStatus = (status: Parameters<typeof rgStatus>[0], ...extra: RequestHandler[]) =>
  signedInAs(AWA, ...extra, ...responsibleGamingHandlers(rgStatus(status)));

const DAILY_1000 = { limits: { 'stake/day': { amount: 1000, used: 300 } } } as const;

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Limites de mise' });
  return canvas;
}

async function openDailyStake(canvasElement: HTMLElement, text: string) {
  const canvas = await loaded(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Modifier la limite de mise journalière' }));
  const input = canvas.getByRole('textbox', { name: 'Limite de mise journalière (CFA)' });
  await userEvent.clear(input);
  await userEvent.type(input, text);
  return canvas;
}

async function chooseExclusion(canvasElement: HTMLElement, label: string) {
  const canvas = await loaded(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: label }));
  return canvas;
}

/** An RPC that never answers. */
const held = (name: string) =>
  http.post(`${SUPABASE_URL}/rest/v1/rpc/${name}`, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 504 });
  });

async function confirmExclusion(canvasElement: HTMLElement, label: string) {
  const canvas = await chooseExclusion(canvasElement, label);
  await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
  const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Confirmer votre exclusion' }));
  await userEvent.click(dialog.getByRole('button', { name: "Confirmer l'exclusion" }));
  return dialog;
}

export const Loading: Story = {
  parameters: signedInAs(AWA, responsibleGaming.pending()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Chargement de vos limites…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: signedInAs(AWA, responsibleGaming.offline()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};

export const NoLimits: Story = {
  parameters: withStatus({}),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getAllByText('Aucune limite')).toHaveLength(6);
    await expect(canvas.getByText('Né(e) le 12/04/1998 · Togo')).toBeInTheDocument();
  },
};

export const WithLimits: Story = {
  parameters: withStatus({ limits: { 'stake/day': { amount: 1000, used: 300 }, 'stake/month': { amount: 20_000, used: 4500 }, 'deposit/week': { amount: 50_000, used: 50_000 } } }),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(within(canvas.getByRole('region', { name: 'Limite de dépôt hebdomadaire' })).getByText(/il reste 0 CFA/)).toBeInTheDocument();
  },
};

export const RaiseWaiting: Story = {
  parameters: withStatus({ limits: { 'stake/day': { amount: 1000, nextAmount: 5000, nextAt: '2026-11-24T07:30:00.000Z' } } }),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText(/Passera à 5\s000 CFA le 24 nov\. 2026 à 07:30 \(dans 24 h\)\./)).toBeInTheDocument();
  },
};

export const RemovalWaiting: Story = {
  parameters: withStatus({ limits: { 'deposit/month': { amount: 30_000, nextAmount: null, nextAt: '2026-11-24T02:00:00.000Z' } } }),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('Sera supprimée le 24 nov. 2026 à 02:00 (dans 18 h).')).toBeInTheDocument();
  },
};

export const EditingLimit: Story = {
  parameters: withStatus(DAILY_1000),
  play: async ({ canvasElement }) => {
    const canvas = await openDailyStake(canvasElement, '800');
    await expect(canvas.getByRole('button', { name: 'Supprimer la limite' })).toBeEnabled();
    await expect(canvas.queryByText(/Une hausse ne s'applique/)).toBeNull();
  },
};

export const RaiseAnnounced: Story = {
  parameters: withStatus(DAILY_1000),
  play: async ({ canvasElement }) => {
    const canvas = await openDailyStake(canvasElement, '5000');
    await expect(canvas.getByText(/Une hausse ne s'applique que 24 h après son enregistrement/)).toBeInTheDocument();
  },
};

export const InvalidAmount: Story = {
  parameters: withStatus(DAILY_1000),
  play: async ({ canvasElement }) => {
    const canvas = await openDailyStake(canvasElement, '5 000');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(await canvas.findByText(/Saisissez une limite entre 100 CFA et 100\s000\s000 CFA, en chiffres\./)).toBeInTheDocument();
  },
};

export const LimitLowered: Story = {
  parameters: withStatus(DAILY_1000),
  play: async ({ canvasElement }) => {
    const canvas = await openDailyStake(canvasElement, '500');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Limite enregistrée : 500 CFA, en vigueur dès maintenant.');
  },
};

export const LimitRaised: Story = {
  parameters: withStatus(DAILY_1000),
  play: async ({ canvasElement }) => {
    const canvas = await openDailyStake(canvasElement, '5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/Hausse enregistrée .* \(dans 24 h\), puis passera à 5\s000 CFA\./);
  },
};

export const SavingFails: Story = {
  parameters: withStatus(DAILY_1000, responsibleGaming.limitFails()),
  play: async ({ canvasElement }) => {
    const canvas = await openDailyStake(canvasElement, '500');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(await canvas.findByText("Votre limite n'a pas pu être enregistrée. Veuillez réessayer.")).toBeInTheDocument();
  },
};

/** The database has not answered yet: 'Enregistrer' waits, the field cannot change. */
export const SavingLimit: Story = {
  parameters: withStatus(DAILY_1000, held('set_play_limit')),
  play: async ({ canvasElement }) => {
    const canvas = await openDailyStake(canvasElement, '500');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Enregistrer' })).toHaveAttribute('data-loading'));
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const ChoosingExclusion: Story = {
  parameters: withStatus({}),
  play: async ({ canvasElement }) => {
    const canvas = await chooseExclusion(canvasElement, '30 jours');
    await expect(canvas.getByRole('button', { name: 'Continuer' })).toBeEnabled();
  },
};

export const ConfirmingExclusion: Story = {
  parameters: withStatus({}),
  play: async ({ canvasElement }) => {
    const canvas = await chooseExclusion(canvasElement, '6 mois');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Confirmer votre exclusion' }));
    await expect(dialog.getByText("Pendant 6 mois, jusqu'au 23 mai 2027 à 08:00 (heure de Lomé) :")).toBeInTheDocument();
  },
};

/** Confirmed, the database has not answered yet: the dialog waits, 'Annuler' is off. */
export const Excluding: Story = {
  parameters: withStatus({}, held('start_self_exclusion')),
  play: async ({ canvasElement }) => {
    const dialog = await confirmExclusion(canvasElement, '7 jours');
    await waitFor(() => expect(dialog.getByRole('button', { name: "Confirmer l'exclusion" })).toHaveAttribute('data-loading'));
    // the dialog's own 'Annuler' (its close button bears the same name)
    await expect(dialog.getAllByRole('button', { name: 'Annuler' }).find((button) => button.textContent === 'Annuler')).toBeDisabled();
  },
};

/** The exclusion could not be recorded: said in French in the dialog, which stays for another try. */
export const ExclusionFails: Story = {
  parameters: withStatus({}, http.post(`${SUPABASE_URL}/rest/v1/rpc/start_self_exclusion`, () => HttpResponse.error())),
  play: async ({ canvasElement }) => {
    const dialog = await confirmExclusion(canvasElement, '7 jours');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    await expect(dialog.getByRole('button', { name: "Confirmer l'exclusion" })).toBeEnabled();
  },
};

export const Excluded: Story = {
  parameters: withStatus({ exclusion: { until: '2026-11-30T08:00:00.000Z' } }),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText("Vous êtes exclu du jeu jusqu'au 30 nov. 2026 à 08:00 (heure de Lomé). Vos retraits restent possibles.")).toBeInTheDocument();
    await expect(canvas.getByRole('radiogroup', { name: 'Prolonger votre exclusion' })).toBeInTheDocument();
  },
};

export const ExcludedPermanently: Story = {
  parameters: withStatus({ exclusion: { until: null } }),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('Vous êtes exclu du jeu définitivement. Vos retraits restent possibles.')).toBeInTheDocument();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

export const BirthDateMissing: Story = {
  parameters: withStatus({ birthDate: null, country: null }),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Date de naissance et pays' })).toBeInTheDocument();
  },
};

export const BirthDateOfAMinor: Story = {
  parameters: withStatus({ birthDate: null, country: null }),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Date de naissance et pays' }));
    await userEvent.type(form.getByRole('textbox', { name: /Date de naissance/ }), '01/01/2010');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Pays de résidence/ }), 'CI');
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Vous devez avoir 18 ans ou plus pour jouer.');
  },
};
