import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PlayerShell } from '../../src/features/shell/player-shell-page';
import { YAW } from '../../tests/msw/fixtures';
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
