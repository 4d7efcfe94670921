import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CountryFlag } from '../../components/country-flag';
import { LoadError, Loading } from '../../components/load-states';
import { StaleNotice } from '../../components/stale-notice';
import { findCountry } from '../../game/countries';
import { type MyDrawTicket, type ResultDraw, type ResultsFilter as Filter, resultsByCountry } from '../../game/results';
import { DrawResultCard } from './draw-result-card';
import { ResultsFilter } from './results-filter';

export interface ResultsViewProps {
  filter: Filter;
  today: string;
  draws: readonly ResultDraw[];
  /** the player's tickets on each draw (draw id → tickets) */
  myTickets: Readonly<Record<string, MyDrawTicket[]>>;
  loading: boolean;
  error: string | null;
  empty: boolean;
  onFilter: (filter: Filter) => void;
  onRetry: () => void;
  /** the results are the device's copy, read then (offline, issue 41) */
  readAt?: string | null;
}

function NoResult({ filter }: { filter: Filter }) {
  return (
    <Paper withBorder p="xl" ta="center">
      <Stack align="center" gap="xs">
        <Text fw={700} size="lg">
          Aucun résultat
        </Text>
        <Text c="gray.7">
          {filter.date ? 'Aucun tirage de ce jour n’a encore de résultat pour ce choix.' : 'Aucun tirage n’a encore de résultat pour ce choix.'}
        </Text>
      </Stack>
    </Paper>
  );
}

/** /results 'Résultats des tirages': the latest results per country (or of a country and a day), with the player's tickets. */
export function ResultsView({ filter, today, draws, myTickets, loading, error, empty, onFilter, onRetry, readAt }: ResultsViewProps) {
  return (
    <Stack>
      <Title order={1}>Résultats des tirages</Title>
      <ResultsFilter filter={filter} today={today} onChange={onFilter} />
      {readAt && <StaleNotice what="les résultats" readAt={readAt} />}
      {error && <LoadError title="Les résultats n'ont pas pu être chargés" error={error} onRetry={onRetry} />}
      {loading && <Loading label="Chargement des résultats…" />}
      {empty && !loading && <NoResult filter={filter} />}
      <Stack gap="xl" aria-busy={loading}>
        {resultsByCountry(draws).map((group) => {
          const country = findCountry(group.country)!;
          return (
            <Stack key={group.country} component="section" gap="sm" aria-labelledby={`resultats-${group.country}`}>
              <Group gap="xs">
                <CountryFlag country={country} height={18} />
                <Title order={2} fz="h3" id={`resultats-${group.country}`}>
                  {country.name}
                </Title>
              </Group>
              {group.draws.map((draw) => (
                <DrawResultCard key={draw.id} draw={draw} tickets={myTickets[draw.id]} />
              ))}
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
