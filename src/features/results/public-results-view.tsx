import { Anchor, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../components/brand';
import { CountryFlag } from '../../components/country-flag';
import { LoadError, Loading } from '../../components/load-states';
import { COUNTRIES, type Country, findCountry } from '../../game/countries';
import { type ResultDraw, type ResultsFilter as Filter, resultsByCountry } from '../../game/results';
import { DrawResultCard } from './draw-result-card';
import { ResultsFilter } from './results-filter';

/** One list of draws as the page's two sections read it. */
export interface ResultsList {
  draws: readonly ResultDraw[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}

export interface PublicResultsViewProps {
  /** a signed-in player is sent to /results (their tickets on each draw) rather than to sign in */
  signedIn: boolean;
  /** the latest draws with a result, of every country */
  latest: ResultsList;
  /** the draws of the archive's date (and country) */
  archive: ResultsList & { filter: Filter; empty: boolean; onFilter: (filter: Filter) => void };
  /** yyyy-mm-dd: no later day can be picked in the archive */
  today: string;
}

/** A country's place, about a result card's height: kept while its latest draw is read, so the page does not jump when it arrives. */
const LATEST_SLOT_HEIGHT = 190;

function CountryHeading({ country, id }: { country: Country; id: string }) {
  return (
    <Group gap="xs">
      <CountryFlag country={country} height={18} />
      <Title order={3} fz="h4" id={id}>
        {country.name}
      </Title>
    </Group>
  );
}

function CountrySection({ country, idPrefix, children }: { country: Country; idPrefix: string; children: ReactNode }) {
  const id = `${idPrefix}-${country.code}`;
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <CountryHeading country={country} id={id} />
      {children}
    </Stack>
  );
}

/** A section's title, and beside it (taking no line of its own, so nothing moves when it goes) that its list is being read. */
function SectionTitle({ id, title, loading }: { id: string; title: string; loading: boolean }) {
  return (
    <Group justify="space-between" gap="xs" mih={44} wrap="nowrap">
      <Title order={2} id={id}>
        {title}
      </Title>
      {loading && <Loading label="Chargement des résultats…" besideTitle />}
    </Group>
  );
}

function ListError({ list }: { list: ResultsList }) {
  return list.error && <LoadError title="Les résultats n'ont pas pu être chargés" error={list.error} onRetry={list.onRetry} />;
}

/** 'Derniers tirages': each country's latest draw with a result, or why there is none. */
function LatestDraws({ latest }: { latest: ResultsList }) {
  const newest = new Map(resultsByCountry(latest.draws).map((group) => [group.country, group.draws[0]!]));
  const settled = !latest.loading && !latest.error;
  return (
    <Stack component="section" gap="md" aria-labelledby="derniers-tirages">
      <SectionTitle id="derniers-tirages" title="Derniers tirages" loading={latest.loading} />
      <ListError list={latest} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" aria-busy={latest.loading}>
        {COUNTRIES.map((country) => {
          const draw = newest.get(country.code);
          return (
            <CountrySection key={country.code} country={country} idPrefix="dernier">
              {draw ? (
                <Box mih={LATEST_SLOT_HEIGHT}>
                  <DrawResultCard draw={draw} tickets={undefined} />
                </Box>
              ) : (
                <Paper withBorder={settled} bg={settled ? 'white' : 'gray.1'} mih={LATEST_SLOT_HEIGHT} p="md" display="flex" style={{ alignItems: 'center', justifyContent: 'center' }}>
                  {settled && (
                    <Text c="gray.7" ta="center">
                      Aucun tirage de ce pays n’a encore de résultat.
                    </Text>
                  )}
                </Paper>
              )}
            </CountrySection>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** 'Archives': every draw with a result of one day, of every country or of one. */
function Archive({ archive, today }: { archive: PublicResultsViewProps['archive']; today: string }) {
  return (
    <Stack component="section" gap="md" aria-labelledby="archives">
      <SectionTitle id="archives" title="Archives" loading={archive.loading} />
      <ResultsFilter filter={archive.filter} today={today} onChange={archive.onFilter} />
      <ListError list={archive} />
      {archive.empty && !archive.loading && (
        <Paper withBorder p="lg" ta="center">
          <Text fw={700}>Aucun résultat</Text>
          <Text c="gray.7">Aucun tirage de ce jour n’a encore de résultat pour ce choix.</Text>
        </Paper>
      )}
      <Stack gap="xl" aria-busy={archive.loading}>
        {resultsByCountry(archive.draws).map((group) => (
          <CountrySection key={group.country} country={findCountry(group.country)!} idPrefix="archives">
            {group.draws.map((draw) => (
              <DrawResultCard key={draw.id} draw={draw} tickets={undefined} />
            ))}
          </CountrySection>
        ))}
      </Stack>
    </Stack>
  );
}

/** /resultats: the public results, without an account (DESIGN §13): the latest draw of each country, and the archive of a day. */
export function PublicResultsView({ signedIn, latest, archive, today }: PublicResultsViewProps) {
  return (
    <Stack gap={0} mih="100dvh" bg="gray.0">
      <Group component="header" justify="space-between" wrap="nowrap" gap="xs" px="md" h={64} bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Anchor component={Link} to="/" underline="never" c="inherit">
          <Brand size="lg" />
        </Anchor>
        <Group component="nav" aria-label="Compte" gap="xs" wrap="nowrap">
          {signedIn ? (
            <Button component={Link} to="/results" size="compact-sm" variant="default">
              Mes résultats
            </Button>
          ) : (
            <>
              <Button component={Link} to="/login" size="compact-sm">
                Se connecter
              </Button>
              <Button component={Link} to="/register" size="compact-sm" variant="default">
                S&apos;inscrire
              </Button>
            </>
          )}
        </Group>
      </Group>
      <Container component="main" size="md" w="100%" py="lg">
        <Stack gap={40}>
          <Title order={1}>Résultats des tirages</Title>
          <LatestDraws latest={latest} />
          <Archive archive={archive} today={today} />
        </Stack>
      </Container>
    </Stack>
  );
}
