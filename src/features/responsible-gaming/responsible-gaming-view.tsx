import { Alert, Button, Card, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { findCountry } from '../../game/countries';
import { LIMIT_KINDS, type LimitKind } from '../../game/limits';
import type { ResponsibleGamingStatus } from '../../game/responsible-gaming';
import { ExclusionSection, type ExclusionSectionProps } from './exclusion-section';
import { LimitCard, type LimitEditing, LimitNotice } from './limit-card';

const KIND_TITLES: Readonly<Record<LimitKind, string>> = { stake: 'Limites de mise', deposit: 'Limites de dépôt' };
const KIND_TEXTS: Readonly<Record<LimitKind, string>> = {
  stake: 'Le total des tickets que vous validez.',
  deposit: 'Le total des recharges que vous demandez (en attente ou réussies).',
};

export interface ResponsibleGamingViewProps {
  loading: boolean;
  loadError: string | null;
  status: ResponsibleGamingStatus | null;
  limits: LimitEditing & { notice: string | null };
  exclusion: Omit<ExclusionSectionProps, 'exclusion' | 'timeZone'>;
  /** the form asking a missing date of birth and country */
  declaration: ReactNode;
  onRetry: () => void;
}

function formatBirthDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

function Calendar({ status }: { status: ResponsibleGamingStatus }) {
  const country = findCountry(status.country ?? undefined);
  return (
    <Text size="sm">
      Jours (de minuit à minuit), semaines (du lundi au dimanche) et mois de vos limites suivent{' '}
      {country ? `l'heure de votre pays : ${country.name}.` : "l'heure du Togo, de la Côte d'Ivoire et du Ghana (UTC+0), tant que vous n'avez pas indiqué votre pays."}
    </Text>
  );
}

/** /responsible-gaming (issue 17): the player's limits, pause and self-exclusion. */
export function ResponsibleGamingView(props: ResponsibleGamingViewProps) {
  const { loading, loadError, status, limits, exclusion, declaration, onRetry } = props;
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Jeu responsable</Title>
      <Text>
        Le jeu doit rester un plaisir. Fixez-vous des limites de mise et de dépôt, faites une pause ou excluez-vous du jeu :
        une baisse de limite s&apos;applique aussitôt, une hausse ou une suppression 24 h plus tard. Le jeu est réservé aux
        personnes de 18 ans ou plus.
      </Text>
      {loading && (
        <Center py="xl" role="status" aria-label="Chargement de vos limites…">
          <Loader color="amber.7" aria-hidden />
        </Center>
      )}
      {loadError && (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text>{loadError}</Text>
            <Button variant="light" color="red" onClick={onRetry}>
              Réessayer
            </Button>
          </Stack>
        </Alert>
      )}
      {status && (
        <>
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="info-title">
            <Stack gap="xs">
              <Title order={2} fz="h4" id="info-title">
                Vos informations
              </Title>
              {status.birthDate && status.country ? (
                <Text>
                  Né(e) le {formatBirthDate(status.birthDate)} · {findCountry(status.country)?.name}
                </Text>
              ) : (
                declaration
              )}
              <Calendar status={status} />
            </Stack>
          </Card>
          <LimitNotice notice={limits.notice} />
          {LIMIT_KINDS.map((kind) => (
            <Stack key={kind} component="section" gap="sm" aria-labelledby={`limits-${kind}`}>
              <Title order={2} id={`limits-${kind}`}>
                {KIND_TITLES[kind]}
              </Title>
              <Text size="sm" c="dimmed">
                {KIND_TEXTS[kind]}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                {status.limits
                  .filter((limit) => limit.kind === kind)
                  .map((limit) => (
                    <LimitCard key={`${limit.kind}-${limit.period}`} limit={limit} now={status.now} timeZone={status.timeZone} editing={limits} />
                  ))}
              </SimpleGrid>
            </Stack>
          ))}
          <ExclusionSection {...exclusion} exclusion={status.exclusion} timeZone={status.timeZone} />
        </>
      )}
    </Stack>
  );
}
