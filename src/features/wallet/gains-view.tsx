import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatAmount } from '../../game/format';

export interface GainsViewProps {
  winnings: number;
  /** the player's won bets (issue 16); without them the section says where they will appear */
  wonBets?: ReactNode;
}

/** /gains 'Mes gains': the winnings, 'Retirer' and 'Convertir', and the won bets. */
export function GainsView({ winnings, wonBets }: GainsViewProps) {
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Mes gains</Title>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <div>
            <Text size="sm" c="gray.7">
              Gains disponibles
            </Text>
            <Text fw={700} fz={32} c="amber.8">
              {formatAmount(winnings)}
            </Text>
          </div>
          <Text size="sm" c="gray.7">
            Retirez-les sur votre compte mobile money, ou convertissez-les en solde de jeu.
          </Text>
          <Group gap="sm">
            <Button component={Link} to="/withdraw">
              Retirer
            </Button>
            <Button component={Link} to="/convert" variant="default">
              Convertir
            </Button>
          </Group>
        </Stack>
      </Card>
      <Stack gap="sm" component="section" aria-labelledby="won-bets-title">
        <Title order={2} fz="h3" id="won-bets-title">
          Paris gagnants
        </Title>
        {wonBets ?? <Text c="gray.7">Vos paris gagnants apparaîtront ici après leur tirage.</Text>}
      </Stack>
    </Stack>
  );
}
