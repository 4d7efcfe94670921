import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ADULT_AGE } from '../../game/age';
import { EXCLUSION_DURATIONS, EXCLUSION_LABELS } from '../../game/limits';
import { REALITY_CHECK_INTERVAL_MS } from '../../game/reality-check';
import { SupportLink } from './support-link';

/** '24 heures, 7 jours, 30 jours, 6 mois ou définitivement' from src/game, so the page never disagrees with the offer. */
const EXCLUSION_CHOICES = EXCLUSION_DURATIONS.map((duration) => (duration === 'permanent' ? 'définitivement' : EXCLUSION_LABELS[duration]));
const EXCLUSION_TEXT = `${EXCLUSION_CHOICES.slice(0, -1).join(', ')} ou ${EXCLUSION_CHOICES.at(-1)}`;

export function ResponsibleGaming() {
  return (
    <Stack component="section" gap="sm">
      <Title order={2}>Jeu responsable</Title>
      <Text>
        Le jeu est réservé aux personnes de {ADULT_AGE} ans ou plus : votre date de naissance est demandée à l&apos;inscription,
        et aucun compte n&apos;est ouvert à un mineur.
      </Text>
      <Text>Le jeu doit rester un loisir. Quelques règles simples :</Text>
      <List spacing="xs">
        <List.Item>Fixez-vous un budget avant de jouer, et arrêtez-vous quand il est atteint.</List.Item>
        <List.Item>
          Ne jouez que l'argent que vous pouvez perdre, jamais celui du loyer, de la nourriture ou de l'école.
        </List.Item>
        <List.Item>Ne cherchez pas à vous refaire après une perte : chaque tirage est indépendant.</List.Item>
        <List.Item>Faites des pauses, et ne jouez pas pour oublier un souci.</List.Item>
        <List.Item>Le jeu est interdit aux mineurs.</List.Item>
      </List>
      <Text>
        Sur la page{' '}
        <Anchor component={Link} to="/responsible-gaming" c="inherit" underline="always" fw={600}>
          Jeu responsable
        </Anchor>
        , vous pouvez :
      </Text>
      <List spacing="xs">
        <List.Item>
          limiter vos mises et vos dépôts, en CFA, par jour, par semaine et par mois : une baisse s&apos;applique aussitôt, une
          hausse ou une suppression 24 h plus tard ;
        </List.Item>
        <List.Item>faire une pause ou vous exclure du jeu : {EXCLUSION_TEXT}, sans possibilité de revenir en arrière avant la fin ;</List.Item>
        <List.Item>
          toutes les {REALITY_CHECK_INTERVAL_MS / 60_000} minutes de jeu, un rappel vous indique votre temps de jeu et votre
          dépense nette, et vous propose de faire une pause.
        </List.Item>
      </List>
      <Text>
        Si le jeu devient un problème pour vous ou un proche, parlez-en à quelqu'un de confiance ou à un médecin, et
        écrivez-nous à <SupportLink /> : nous vous
        répondrons.
      </Text>
    </Stack>
  );
}
