import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlayerShell } from '../../src/features/shell/player-shell-page';
import { SUPABASE_URL, YAW, profileRow } from '../../tests/msw/fixtures';
import { responsibleGaming } from '../../tests/msw/responsible-gaming-handlers';
import { signedInAs } from '../session/signed-in';

/** An account opened before dates of birth were asked, arriving where tickets are validated. */
const meta = {
  title: 'Shell/Date of birth asked once',
  component: PlayerShell,
  parameters: { route: { path: '/basket', url: '/basket' }, ...signedInAs(YAW, responsibleGaming.history([])) },
} satisfies Meta<typeof PlayerShell>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) => within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Avant de jouer' }));

export const Asking: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(/Indiquez votre date de naissance et votre pays avant de jouer\./)).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Plus tard' })).toBeEnabled();
  },
};

export const MinorRefused: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Date de naissance/ }), '24/11/2008');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Pays de résidence/ }), 'TG');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Vous devez avoir 18 ans ou plus pour jouer.');
  },
};

const rpc = (name: string) => `${SUPABASE_URL}/rest/v1/rpc/${name}`;

async function declareAdult(canvasElement: HTMLElement) {
  const dialog = await dialogOf(canvasElement);
  await userEvent.type(dialog.getByRole('textbox', { name: /Date de naissance/ }), '14/05/1990');
  await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Pays de résidence/ }), 'TG');
  await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
  return dialog;
}

/** The database has not answered yet: 'Enregistrer' waits. */
export const Saving: Story = {
  parameters: signedInAs(
    YAW,
    responsibleGaming.history([]),
    http.post(rpc('complete_player_profile'), async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 504 });
    }),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await declareAdult(canvasElement);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Enregistrer' })).toHaveAttribute('data-loading', 'true'));
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

/** The network fails: a French message, and the form stays filled for another try. */
export const SaveFails: Story = {
  parameters: signedInAs(YAW, responsibleGaming.history([]), http.post(rpc('complete_player_profile'), () => HttpResponse.error())),
  play: async ({ canvasElement }) => {
    const dialog = await declareAdult(canvasElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    await expect(dialog.getByRole('textbox', { name: /Date de naissance/ })).toHaveValue('14/05/1990');
    await expect(dialog.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  },
};

/** Kept by the database: the profile read again has the date, and the dialog goes for good. */
export const Declared: Story = {
  parameters: (() => {
    let declared: { birth_date: string; country: string } | null = null;
    return signedInAs(
      YAW,
      responsibleGaming.history([]),
      http.post(rpc('complete_player_profile'), async ({ request }) => {
        declared = (await request.json()) as { birth_date: string; country: string };
        return HttpResponse.json(declared);
      }),
      http.get(`${SUPABASE_URL}/rest/v1/profiles`, () => HttpResponse.json([{ ...profileRow(YAW), ...(declared ?? {}) }])),
    );
  })(),
  play: async ({ canvasElement }) => {
    await declareAdult(canvasElement);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog', { name: 'Avant de jouer' })).toBeNull());
  },
};
