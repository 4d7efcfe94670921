import { Anchor, Box, Container, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Brand } from '../../components/brand';
import { config } from '../../config';

/** /analytics (SPEC §2): public; embeds the statistics application whose address comes from config. */
export function AnalyticsPage({ src = config.analyticsUrl }: { src?: string }) {
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Anchor component={Link} to="/" underline="never" c="inherit">
            <Brand size="lg" />
          </Anchor>
        </Group>
        <Title order={1}>Analyses Statistiques</Title>
        <Box
          component="iframe"
          src={src}
          title="Analyses Statistiques"
          w="100%"
          h="80vh"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
        />
      </Stack>
    </Container>
  );
}

export function Component() {
  return <AnalyticsPage />;
}
