import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { Alert, Badge, Box, Group, NativeSelect, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { CountryFlag } from '../../components/country-flag';
import { LoadError, Loading } from '../../components/load-states';
import { COUNTRIES, type CountryCode, findCountry } from '../../game/countries';
import { formatDrawDate, formatInstant } from '../../game/format';
import {
  type DrawStatistics,
  type NumberStatistic,
  STATISTICS_WINDOWS,
  type StatisticsChoice,
  type StatisticsWindow,
  drawsAgoText,
  longestAbsent,
  mostFrequent,
  timesText,
} from '../../game/statistics';

export const INDEPENDENCE_NOTICE = 'Chaque tirage est indépendant : les résultats passés ne prédisent pas le prochain. Jouez avec modération.';

export interface StatisticsViewProps {
  choice: StatisticsChoice;
  /** the statistics on screen: of the choice, or of the previous one while the choice loads */
  statistics: DrawStatistics | null;
  loading: boolean;
  error: string | null;
  empty: boolean;
  onChoice: (choice: StatisticsChoice) => void;
  onRetry: () => void;
}

function Choices({ choice, onChoice }: Pick<StatisticsViewProps, 'choice' | 'onChoice'>) {
  const country = findCountry(choice.country)!;
  return (
    <Group component="form" role="search" aria-label="Choisir les statistiques" align="flex-end" gap="sm" onSubmit={(event) => event.preventDefault()}>
      <NativeSelect
        label="Pays"
        value={choice.country}
        leftSection={<CountryFlag country={country} height={14} />}
        data={COUNTRIES.map((c) => ({ value: c.code, label: c.name }))}
        onChange={(event) => onChoice({ ...choice, country: event.currentTarget.value as CountryCode })}
      />
      <Stack gap={4}>
        <Text component="span" id="statistiques-tirages" size="sm" fw={500}>
          Derniers tirages
        </Text>
        <SegmentedControl
          aria-labelledby="statistiques-tirages"
          value={String(choice.draws)}
          data={STATISTICS_WINDOWS.map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(value) => onChoice({ ...choice, draws: Number(value) as StatisticsWindow })}
        />
      </Stack>
    </Group>
  );
}

function lastSeen(n: NumberStatistic, timeZone: string): string {
  return n.lastAt ? `${formatInstant(n.lastAt, timeZone)}, ${drawsAgoText(n.drawsAgo)}` : drawsAgoText(null);
}

function Highlights({ statistics }: { statistics: DrawStatistics }) {
  const list = (title: string, numbers: NumberStatistic[], text: (n: NumberStatistic) => string) => (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Text fw={700} size="sm" mb={6}>
        {title}
      </Text>
      <Group gap={6}>
        {numbers.map((n) => (
          <Badge key={n.number} variant="light" color="blue.9" size="lg" radius="sm" tt="none">
            {n.number} · {text(n)}
          </Badge>
        ))}
      </Group>
    </Paper>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {list('Les plus sortis', mostFrequent(statistics), (n) => timesText(n.times))}
      {list('Absents depuis le plus longtemps', longestAbsent(statistics), (n) => (n.drawsAgo === null ? 'pas sorti' : drawsAgoText(n.drawsAgo)))}
    </SimpleGrid>
  );
}

function FrequencyChart({ statistics }: { statistics: DrawStatistics }) {
  const data = statistics.numbers.map((n) => ({ numero: String(n.number), sorties: n.times }));
  return (
    <Stack component="figure" gap={4} m={0} aria-labelledby="statistiques-graphique">
      <Text component="figcaption" id="statistiques-graphique" size="sm" c="gray.7">
        Sorties de chaque numéro de 1 à 90 (le détail est dans le tableau ci-dessous).
      </Text>
      <div aria-hidden="true">
        <BarChart
          h={200}
          data={data}
          dataKey="numero"
          series={[{ name: 'sorties', label: 'Sorties', color: 'blue.7' }]}
          tickLine="none"
          gridAxis="y"
          withTooltip={false}
          yAxisProps={{ allowDecimals: false, width: 28 }}
          xAxisProps={{ interval: 9 }}
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>
    </Stack>
  );
}

function NumbersTable({ statistics, timeZone }: { statistics: DrawStatistics; timeZone: string }) {
  return (
    // a scrolling region is reached and scrolled with the keyboard too (WCAG 2.1.1)
    <Box role="region" aria-label="Tableau des 90 numéros" tabIndex={0} mah={420} style={{ overflowY: 'auto' }}>
      <Table striped stickyHeader fz="sm" verticalSpacing={4} aria-labelledby="statistiques-numeros">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Numéro</Table.Th>
            <Table.Th scope="col">Sorties</Table.Th>
            <Table.Th scope="col">Dernière sortie</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {statistics.numbers.map((n) => (
            <Table.Tr key={n.number}>
              <Table.Th scope="row">{n.number}</Table.Th>
              <Table.Td>{timesText(n.times)}</Table.Td>
              <Table.Td>{lastSeen(n, timeZone)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

function PairsTable({ statistics }: { statistics: DrawStatistics }) {
  if (statistics.pairs.length === 0) return null;
  return (
    <Stack component="section" gap="xs" aria-labelledby="statistiques-paires">
      <Title order={2} fz="h4" id="statistiques-paires">
        Les {statistics.pairs.length} paires les plus sorties
      </Title>
      <Table striped fz="sm" verticalSpacing={4} aria-labelledby="statistiques-paires">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Paire</Table.Th>
            <Table.Th scope="col">Sorties ensemble</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {statistics.pairs.map((pair) => (
            <Table.Tr key={pair.numbers.join('-')}>
              <Table.Th scope="row">
                {pair.numbers[0]} – {pair.numbers[1]}
              </Table.Th>
              <Table.Td>{timesText(pair.times)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function Statistics({ statistics }: { statistics: DrawStatistics }) {
  const country = findCountry(statistics.country)!;
  const period =
    statistics.firstAt && statistics.lastAt
      ? ` du ${formatDrawDate(new Date(statistics.firstAt), country.timeZone)} au ${formatDrawDate(new Date(statistics.lastAt), country.timeZone)}`
      : '';
  return (
    <Stack gap="md">
      <Text fw={500}>
        {country.name} : {statistics.drawCount === 1 ? 'le dernier tirage' : `les ${statistics.drawCount} derniers tirages`}
        {period}.
      </Text>
      <Highlights statistics={statistics} />
      <FrequencyChart statistics={statistics} />
      <Stack component="section" gap="xs" aria-labelledby="statistiques-numeros">
        <Title order={2} fz="h4" id="statistiques-numeros">
          Sorties de chaque numéro
        </Title>
        <NumbersTable statistics={statistics} timeZone={country.timeZone} />
      </Stack>
      <PairsTable statistics={statistics} />
    </Stack>
  );
}

/** /statistiques (issue 41), also framed by /analytics: a country's frequencies, last appearances and top pairs over its last N draws. */
export function StatisticsView({ choice, statistics, loading, error, empty, onChoice, onRetry }: StatisticsViewProps) {
  const country = findCountry(choice.country)!;
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Statistiques des tirages
      </Title>
      <Alert color="orange" variant="light" title="Jeu responsable" role="note">
        {INDEPENDENCE_NOTICE}
      </Alert>
      <Choices choice={choice} onChoice={onChoice} />
      {error && <LoadError title="Les statistiques n'ont pas pu être chargées" error={error} onRetry={onRetry} />}
      {loading && <Loading label="Chargement des statistiques…" />}
      {empty && !loading && (
        <Paper withBorder p="lg" ta="center">
          <Text fw={700}>Aucun tirage</Text>
          <Text c="gray.7">Aucun tirage de {country.name} n’a encore de résultat.</Text>
        </Paper>
      )}
      {statistics && statistics.drawCount > 0 && (
        <div aria-busy={loading}>
          <Statistics statistics={statistics} />
        </div>
      )}
    </Stack>
  );
}
