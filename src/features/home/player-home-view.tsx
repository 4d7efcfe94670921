import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { HOME_CARDS } from './home-cards';

/** The home dashboard's nine cards; each link is named by what it shows (title, then description). */
export function PlayerHomeView({ username }: { username: string | null }) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{username ? `Bonjour ${username} !` : 'Bienvenue !'}</Title>
        <Text c="dimmed">Que voulez-vous faire aujourd&apos;hui ?</Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={{ base: 'xs', sm: 'md' }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {HOME_CARDS.map((card) => (
          <li key={card.to}>
            <Card component={Link} to={card.to} withBorder radius="lg" padding="md" h="100%">
              <card.icon size={32} stroke={1.75} aria-hidden="true" focusable="false" />
              <Text fw={700}>{card.title}</Text>
              <Text size="sm" c="dimmed">
                {card.description}
              </Text>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
