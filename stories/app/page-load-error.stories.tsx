import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PAGE_LOAD_ERROR, PageLoadError } from '../../src/app/page-load-error';

const meta = { title: 'App/Page load error', component: PageLoadError, args: { onRetry: fn() } } satisfies Meta<typeof PageLoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page whose code could not be downloaded (the network dropped during the navigation). */
export const CouldNotDownload: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(PAGE_LOAD_ERROR.title);
    await expect(canvas.getByText('Vérifiez votre connexion, puis réessayez.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
