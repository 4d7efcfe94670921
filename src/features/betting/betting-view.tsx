import { ActionIcon, Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type ReactNode, memo, useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { betBuilderMachine } from '../../../machines/bet-builder/bet-builder.machine';
import {
  sameItems,
  selectBallStates,
  selectCanAdd,
  selectUnavailableLine,
  selectCanReset,
  selectCombinationCount,
  selectHint,
} from '../../../machines/bet-builder/bet-builder.selectors';
import { lazyPart } from '../../components/lazy-part';
import { NumberGrid } from '../../components/number-grid';
import type { ResponsibleGamingStatus } from '../../game/responsible-gaming';
import type { Draw } from '../../game/schedule';
import { type TicketSize, addingOverflows } from '../../game/ticket-bounds';
import { BasketAddedBar } from './basket-added-bar';
import { BetChoices } from './bet-choices';
import { CombinationsPreview } from './combinations-preview';
import { DrawLine } from './draw-line';
import { SelectionTools } from './selection-tools';
import { StakeField } from './stake-field';

type Actor = ActorRefFrom<typeof betBuilderMachine>;

export interface BettingViewProps {
  actor: Actor;
  draw: Draw;
  /** how many items the app's basket holds (the badge) */
  basketCount: number;
  /** what the basket's open items make as one ticket: adding past 100 items or 2 520 lines is said before */
  basketSize: TicketSize;
  /** the whole basket's stake and the play balance (null while unknown): the confirmation after 'Ajouter au panier' */
  basketStake?: number;
  balance?: number | null;
  /** 'Ajouter au panier': the container sends `basket.add` with a new id and the time of the click */
  onAdd: () => void;
  /** 'Flash': the container sends `flash` with random numbers */
  onFlash: () => void;
  /** the player's exclusion and limits (issue 38), said before they try; null while not known */
  playStatus?: ResponsibleGamingStatus | null;
  /** 'Enregistrer en favori' and 'Mes favoris' (issue 41): the container gives them to a signed-in player only */
  favourites?: ReactNode;
}

const PLAY_NOTICE_ID = 'play-status';
// The banner's wording and Mantine's Alert load with the status, which comes after the first paint.
const PlayStatusNotice = lazyPart(() => import('../../components/play-status-banner').then((m) => ({ default: m.PlayStatusNotice })));

/** The bet builder: choices, the 90-ball grid, the stake, the preview and the basket actions. */
export function BettingView({ actor, draw, basketCount, basketSize, basketStake = 0, balance = null, onAdd, onFlash, playStatus = null, favourites = null }: BettingViewProps) {
  const navigate = useNavigate();
  const { country, day } = draw;
  return (
    <Container size="sm" px={{ base: 8, sm: 'md' }} py="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <ActionIcon variant="default" size="lg" aria-label="Retour" onClick={() => navigate(`/games/${country.code}/${day}`)}>
                ←
              </ActionIcon>
              <Title order={1} size="h3">
                Créer un pari
              </Title>
            </Group>
            <BasketButton count={basketCount} />
          </Group>
          <DrawLine draw={draw} />
        </Stack>
        {playStatus && <PlayStatusNotice status={playStatus} place="builder" id={PLAY_NOTICE_ID} />}
        <BetForm actor={actor} onFlash={onFlash} />
        <Actions actor={actor} basketSize={basketSize} onAdd={onAdd} excluded={playStatus?.exclusion != null} />
        {favourites}
        <BasketAddedBar count={basketCount} stake={basketStake} balance={balance} />
      </Stack>
    </Container>
  );
}

/**
 * What only the machine drives: memoised, so the basket, the balance, the statuses and the session arriving
 * after the first paint re-render the header and the actions, not the 90 balls (each such render was a long
 * task on a slow phone: bench:lighthouse's TBT).
 */
const BetForm = memo(function BetForm({ actor, onFlash }: { actor: Actor; onFlash: () => void }) {
  return (
    <>
      <BetChoices actor={actor} />
      <section aria-labelledby="grid-title">
        <Stack gap="sm">
          <div>
            <Text fw={700} id="grid-title">
              Vos numéros
            </Text>
            <Hint actor={actor} />
          </div>
          <Grid actor={actor} />
          <SelectionTools actor={actor} onFlash={onFlash} />
        </Stack>
      </section>
      <StakeField actor={actor} />
      <CombinationsPreview actor={actor} />
    </>
  );
});

function Grid({ actor }: { actor: Actor }) {
  const states = useSelector(actor, selectBallStates, sameItems);
  const onToggle = useCallback((number: number) => actor.send({ type: 'number.toggle', number }), [actor]);
  return <NumberGrid states={states} onToggle={onToggle} label="Grille des numéros de 1 à 90" />;
}

function Hint({ actor }: { actor: Actor }) {
  const hint = useSelector(actor, selectHint);
  return (
    <Text size="sm" c="gray.7" aria-live="polite">
      {hint}
    </Text>
  );
}

/** Named by what it shows, then the count in words ('Panier (2 paris)'): the badge is for the eyes only. */
function BasketButton({ count }: { count: number }) {
  return (
    <Button
      component={Link}
      to="/basket"
      variant="default"
      px="xs"
      rightSection={
        <Badge size="sm" circle={count < 10} color={count > 0 ? 'red' : 'gray'} aria-hidden>
          {count}
        </Badge>
      }
    >
      Panier{' '}
      <VisuallyHidden component="span">{`(${count} pari${count > 1 ? 's' : ''})`}</VisuallyHidden>
    </Button>
  );
}

const OVERFLOW_ID = 'basket-overflow';

/** `excluded`: no bet goes to the basket while the player is excluded; the banner says why and until when. */
function Actions({ actor, basketSize, onAdd, excluded }: { actor: Actor; basketSize: TicketSize; onAdd: () => void; excluded: boolean }) {
  const canAdd = useSelector(actor, selectCanAdd);
  const canReset = useSelector(actor, selectCanReset);
  const lines = useSelector(actor, selectCombinationCount);
  const unavailable = useSelector(actor, selectUnavailableLine);
  // the basket takes it anyway: it is then validated in more than one ticket
  const overflow = canAdd && !excluded ? addingOverflows(basketSize, lines) : null;
  const notice = unavailable ?? overflow;
  const describedBy = excluded ? `${PLAY_NOTICE_ID}-body` : notice ? OVERFLOW_ID : undefined;
  return (
    <div>
      {/* a live region that exists before the line does, so it is announced */}
      <div aria-live="polite">
        {notice && (
          <Text id={OVERFLOW_ID} size="sm" c="red.9" mb="xs">
            {notice}
          </Text>
        )}
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Button size="md" disabled={!canAdd || excluded} onClick={onAdd} aria-describedby={describedBy}>
          Ajouter au panier
        </Button>
        <Button size="md" variant="default" disabled={!canReset} onClick={() => actor.send({ type: 'reset' })}>
          Réinitialiser
        </Button>
      </SimpleGrid>
    </div>
  );
}

export const FAVOURITES_LIST_ID = 'favourites-list';

/**
 * 'Enregistrer en favori' (a complete selection only) and 'Mes favoris' (issue 41): here, in the page's chunk, so
 * the favourites' own code (a lazy chunk: favourites-panel.tsx) loads at the first tap, not with the page.
 */
export function FavouritesBar({ canSave, listOpen, onSave, onList }: { canSave: boolean; listOpen: boolean; onSave: () => void; onList: () => void }) {
  return (
    <Group gap="xs" grow>
      <Button variant="light" disabled={!canSave} onClick={onSave}>
        Enregistrer en favori
      </Button>
      <Button variant="default" aria-expanded={listOpen} aria-controls={listOpen ? FAVOURITES_LIST_ID : undefined} onClick={onList}>
        Mes favoris
      </Button>
    </Group>
  );
}
