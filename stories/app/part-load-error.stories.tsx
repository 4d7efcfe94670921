import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PART_LOAD_ERROR, lazyPart } from '../../src/components/lazy-part';

/** A part whose first `failures` downloads fail (the connection dropped), and the next one comes. */
function partFailing(failures: number) {
  let attempts = 0;
  return lazyPart(async () => {
    attempts += 1;
    if (attempts <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: () => <Text>Vos numéros favoris : 7, 12, 45</Text> };
  });
}

function PageWithPart({ failures }: { failures: number }) {
  const [Part] = useState(() => partFailing(failures));
  return (
    <Stack p="md" maw={480}>
      <Title order={1} size="h3">
        Créer un pari
      </Title>
      <Part />
    </Stack>
  );
}

const meta = { title: 'App/Part load error', component: PageWithPart } satisfies Meta<typeof PageWithPart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A part of a page (a panel, a dialog) whose code could not be downloaded: the page stays, the part says so. */
export const CouldNotDownload: Story = {
  args: { failures: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(PART_LOAD_ERROR.title);
    await expect(canvas.getByText('Vérifiez votre connexion, puis réessayez.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Créer un pari' })).toBeVisible();
  },
};

/** 'Réessayer' asks for the part's code again: it comes, and the part shows. */
export const Retried: Story = {
  args: { failures: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Réessayer' }));
    await expect(await canvas.findByText('Vos numéros favoris : 7, 12, 45')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
