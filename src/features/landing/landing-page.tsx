import { Anchor, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Brand, TAGLINE } from '../../components/brand';
import { CountryFlag } from '../../components/country-flag';
import { COUNTRIES, hoursOn } from '../../game/countries';
import { BetTypeCarousel } from './bet-type-carousel';
import { Confetti } from './confetti';
import { activeDaysLabel, drawsPerDayLabel } from './landing-summary';

function CountryCard({ country }: { country: (typeof COUNTRIES)[number] }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={country.name}>
      <Group gap="sm" mb="xs">
        <CountryFlag country={country} height={24} />
        <Title order={3} fz="h4">
          {country.name}
        </Title>
      </Group>
      <Text size="sm">{activeDaysLabel(country)}</Text>
      <Text size="sm" fw={700}>
        {drawsPerDayLabel(country)}
      </Text>
      <Text size="xs" c="dimmed">
        {hoursOn(country, country.activeDays[0]!).join(' · ')}
      </Text>
    </Card>
  );
}

/** / (SPEC §2): welcome, sign-in and sign-up, the four countries, the bet types, the footer. */
export function LandingPage() {
  return (
    <Box pos="relative" mih="100dvh" style={{ overflow: 'hidden' }}>
      <Confetti />
      <Container size="lg" py="xl" pos="relative">
        <Stack gap={48}>
          <Stack component="header" gap="xs" align="center" ta="center">
            <Title order={1}>
              <Brand size="2.75rem" />
            </Title>
            <Text size="lg" c="dimmed">
              {TAGLINE}
            </Text>
          </Stack>
          <Stack component="main" gap={48}>
            <Stack align="center" ta="center" gap="md">
              <Title order={2}>Bienvenue !</Title>
              <Text maw={560}>
                Choisissez votre pays, votre tirage et vos numéros, composez votre panier de paris et tentez de gagner
                jusqu&apos;à 50 000 fois votre mise.
              </Text>
              <Group justify="center">
                <Button component={Link} to="/login" size="md">
                  Se connecter
                </Button>
                <Button component={Link} to="/register" size="md" variant="default">
                  S&apos;inscrire
                </Button>
              </Group>
              <Anchor component={Link} to="/resultats" fw={700} underline="always">
                Voir les derniers résultats
              </Anchor>
            </Stack>
            <Stack gap="md">
              <Title order={2} ta="center">
                Nos pays
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
                {COUNTRIES.map((country) => (
                  <CountryCard key={country.code} country={country} />
                ))}
              </SimpleGrid>
            </Stack>
            <Stack gap="md">
              <Title order={2} ta="center">
                Types de paris
              </Title>
              <BetTypeCarousel />
            </Stack>
          </Stack>
          <Stack component="footer" align="center" gap="sm" pt="lg" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <Group component="nav" aria-label="Liens rapides" gap="lg">
              <Anchor component={Link} to="/">
                Accueil
              </Anchor>
              <Anchor component={Link} to="/login">
                Connexion
              </Anchor>
              <Anchor component={Link} to="/register">
                Inscription
              </Anchor>
            </Group>
            <Group gap="sm" role="group" aria-label="Pays">
              {COUNTRIES.map((country) => (
                <CountryFlag key={country.code} country={country} label={country.name} />
              ))}
            </Group>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}

export { LandingPage as Component };
