import { Stack, Text, Title } from '@mantine/core';

/** SPEC §2's placeholder pages: the title and 'Contenu en cours de développement'. */
export function PlaceholderView({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Text>Contenu en cours de développement</Text>
    </Stack>
  );
}
