import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { config } from '../../config';
import { BALL_MAX, BALL_MIN } from '../../game/combinations';
import { COUNTRIES, WEEKDAYS, hoursOn } from '../../game/countries';
import { BET_TYPES } from '../../game/bet-types';
import { formatAmount } from '../../game/format';
import { GAME_MODES, MAX_WIN_MULTIPLIER } from '../../game/options';
import { STAKE_MAX, STAKE_MIN } from '../../game/stakes';
import { BetTypesTable } from './bet-types-table';
import { DrawScheduleTable } from './draw-schedule-table';
import { HouseLimits } from './house-limits';
import { ResponsibleGaming } from './responsible-gaming';
import { SupportLink } from './support-link';

const BRAND = `${config.brand.first}${config.brand.second}`;
const MAX_WIN = `${new Intl.NumberFormat('fr-FR').format(MAX_WIN_MULTIPLIER)} × la mise`;
const MOST_DRAWS_A_DAY = Math.max(
  ...WEEKDAYS.map((day) => COUNTRIES.reduce((sum, country) => sum + hoursOn(country, day).length, 0)),
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm">
      <Title order={2}>{title}</Title>
      {children}
    </Stack>
  );
}

export function Component() {
  return (
    <Stack gap="xl">
      <Title order={1}>Règles du jeu</Title>

      <Section title="Le concept">
        <Text>
          {BRAND} est un jeu de tirage : à chaque tirage, 5 numéros sont tirés parmi {BALL_MAX} (de {BALL_MIN} à{' '}
          {BALL_MAX}). Vous pariez sur les numéros qui vont sortir, pour un tirage d'un des {COUNTRIES.length} pays :{' '}
          {COUNTRIES.map((country) => country.name).join(', ')}.
        </Text>
        <Text>
          Gain potentiel = mise par combinaison × nombre de combinaisons × multiplicateur. Le gain maximum est de{' '}
          <strong>{MAX_WIN}</strong>.
        </Text>
      </Section>

      <Section title="Comment jouer">
        <List type="ordered" spacing="xs">
          <List.Item>Dans le catalogue, choisissez un pays, puis le jour et l'heure du tirage.</List.Item>
          <List.Item>
            Choisissez le mode de jeu : {GAME_MODES.map((mode) => mode.name).join(' ou ')}. En Double chance, chaque
            option a deux multiplicateurs : le gain et le gain MAC (tirage machine).
          </List.Item>
          <List.Item>
            Choisissez le type de pari et son option, puis vos numéros entre {BALL_MIN} et {BALL_MAX}, en respectant le
            nombre de numéros du type (tableau ci-dessous).
          </List.Item>
          <List.Item>
            Indiquez votre mise par combinaison : de {formatAmount(STAKE_MIN)} minimum à {formatAmount(STAKE_MAX)}{' '}
            maximum. La mise totale est la mise par combinaison × le nombre de combinaisons.
          </List.Item>
          <List.Item>Ajoutez le pari au panier, puis validez le panier avant l'heure du tirage.</List.Item>
        </List>
      </Section>

      <Section title="Calendrier des tirages">
        <DrawScheduleTable />
      </Section>

      <Section title="Types de paris et multiplicateurs">
        <BetTypesTable />
      </Section>

      <Section title="Gains maximum et limites par tirage">
        <HouseLimits maxWin={MAX_WIN} />
      </Section>

      <Section title="Pourquoi jouer">
        <List spacing="xs">
          <List.Item>
            {COUNTRIES.length} pays et jusqu'à {MOST_DRAWS_A_DAY} tirages par jour.
          </List.Item>
          <List.Item>
            {BET_TYPES.length} types de paris, du {BET_TYPES[0]!.name} au {BET_TYPES.at(-1)!.name}.
          </List.Item>
          <List.Item>Une mise accessible dès {formatAmount(STAKE_MIN)}.</List.Item>
          <List.Item>Jusqu'à {MAX_WIN} à gagner.</List.Item>
          <List.Item>Le mode Double chance : deux façons de gagner sur un même pari.</List.Item>
        </List>
      </Section>

      <ResponsibleGaming />

      <Section title="Contact">
        <Text>
          Une question sur les règles ou sur un pari ? Écrivez-nous à{' '}
          <SupportLink />.
        </Text>
      </Section>
    </Stack>
  );
}
