import { Stack, Text, Title } from '@mantine/core';
import { useMatches } from 'react-router';

export function PlaceholderView({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Text>Contenu en cours de développement</Text>
    </Stack>
  );
}

export function Component() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title ?? '';
  return <PlaceholderView title={title} />;
}
