import { Alert, Anchor, Button, Group, List, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { replayMachine } from '../../../machines/replay/replay.machine';
import {
  type ReplaySnapshot,
  type ReplayStep,
  selectCode,
  selectDrawOptions,
  selectCanConfirm,
  selectExclusion,
  selectNothing,
  selectNotice,
  selectPreview,
  selectRefused,
  selectStep,
  selectTarget,
} from '../../../machines/replay/replay.selectors';
import { useBasket } from '../../components/basket-context';
import { useClock } from '../../components/clock';
import { useDrawStatuses } from '../../components/draw-sales-context';
import { usePlayStatus } from '../../components/play-status-context';
import { useQaRecording } from '../../components/qa-recording';
import { type RefusedBet, NOTHING_FOR_DRAW, stakeLimitWarning } from '../../game/replay';
import { type ResponsibleGamingStatus, exclusionText } from '../../game/responsible-gaming';
import type { MyTicket } from '../../game/tickets';

export interface ReplayDialogViewProps {
  code: string;
  step: ReplayStep;
  options: { value: string; label: string }[];
  target: string | null;
  /** how many bets 'Ajouter au panier' would add to the chosen draw */
  count: number;
  canConfirm: boolean;
  refused: RefusedBet[];
  notice: string | null;
  nothing: string | null;
  exclusion: string | null;
  /** what today's stake limit says of these bets, or null */
  limitWarning: string | null;
  onTarget: (drawAt: string) => void;
  onConfirm: () => void;
  onClose: () => void;
}

/** The view's props from a replay machine's snapshot (the container and the stories). */
export function replayViewState(s: ReplaySnapshot, stakeRemaining: number | null = null) {
  const preview = selectPreview(s);
  return {
    code: selectCode(s),
    step: selectStep(s),
    options: selectDrawOptions(s),
    target: selectTarget(s),
    count: preview?.items.length ?? 0,
    canConfirm: selectCanConfirm(s),
    refused: selectRefused(s),
    notice: selectNotice(s),
    nothing: selectNothing(s),
    exclusion: selectExclusion(s),
    limitWarning: preview ? stakeLimitWarning(stakeRemaining, preview.items) : null,
  };
}

function Refused({ refused }: { refused: RefusedBet[] }) {
  if (refused.length === 0) return null;
  return (
    <Alert color="orange" variant="light" title={refused.length > 1 ? 'Ces paris ne seront pas rejoués' : "Ce pari ne sera pas rejoué"}>
      <List size="sm" aria-label="Paris non rejoués">
        {refused.map((bet) => (
          <List.Item key={bet.index}>
            {bet.label} : {bet.reason}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** 'Rejouer' a ticket: the target draw, 'Ajouter au panier' and 'Annuler', then what was added and 'Voir le panier'. */
export function ReplayDialogView(props: ReplayDialogViewProps) {
  const { code, step, options, target, count, canConfirm, refused, notice, nothing, exclusion, limitWarning, onTarget, onConfirm, onClose } = props;
  return (
    <Modal opened={step !== 'cancelled'} onClose={onClose} title={`Rejouer le ticket ${code}`} centered closeButtonProps={{ 'aria-label': 'Fermer' }}>
      <Stack gap="md">
        {step === 'excluded' && (
          <Alert color="red" variant="light" role="alert" title="Exclusion en cours">
            {exclusion} Vous ne pouvez pas ajouter de pari au panier.
          </Alert>
        )}
        {step === 'nothing' && (
          <Alert color="gray" variant="light" role="alert" title="Rien à rejouer">
            {nothing}
          </Alert>
        )}
        {step === 'choosing' && (
          <>
            <NativeSelect
              label="Tirage"
              description="Le prochain tirage du même créneau est proposé ; vous pouvez en choisir un autre de ce pays."
              data={options}
              value={target ?? ''}
              onChange={(event) => onTarget(event.currentTarget.value)}
            />
            <Text size="sm">
              {count > 0 ? `${count > 1 ? `${count} paris seront ajoutés` : '1 pari sera ajouté'} au panier, aux règles et aux prix d'aujourd'hui.` : NOTHING_FOR_DRAW}
            </Text>
            <Refused refused={refused} />
            {limitWarning && (
              <Alert color="yellow" variant="light" title="Limite en vigueur">
                {limitWarning}
              </Alert>
            )}
          </>
        )}
        {step === 'added' && (
          <>
            <Alert color="forest" variant="light" role="status">
              {notice}
            </Alert>
            <Refused refused={refused} />
          </>
        )}
        <Group justify="flex-end" gap="sm">
          {step === 'choosing' ? (
            <>
              <Button variant="default" onClick={onClose}>
                Annuler
              </Button>
              <Button onClick={onConfirm} disabled={!canConfirm}>
                Ajouter au panier
              </Button>
            </>
          ) : (
            <>
              <Button variant="default" onClick={onClose}>
                Fermer
              </Button>
              {step === 'added' && (
                <Anchor component={Link} to="/basket" fw={600}>
                  Voir le panier
                </Anchor>
              )}
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

/** The least a stake limit in force leaves today, or null. */
function stakeRemaining(status: ResponsibleGamingStatus | null): number | null {
  const left = (status?.limits ?? []).filter((limit) => limit.kind === 'stake' && limit.amount !== null && limit.remaining !== null).map((limit) => limit.remaining!);
  return left.length > 0 ? Math.min(...left) : null;
}

/**
 * The container (loaded on 'Rejouer', React.lazy): runs the replay machine for one ticket of 'Mes tickets'
 * and sends the items to the app's basket.
 */
export default function ReplayDialog({ ticket, onClose }: { ticket: MyTicket; onClose: () => void }) {
  const basket = useBasket();
  const clock = useClock();
  const statuses = useDrawStatuses();
  const playStatus = usePlayStatus();
  const qa = useQaRecording();
  const [logic] = useState(() =>
    replayMachine.provide({
      actions: {
        addToBasket: (_, { items }) => {
          for (const item of items) basket.send({ type: 'item.add', item });
        },
      },
    }),
  );
  const exclusion = playStatus?.exclusion ? exclusionText(playStatus.exclusion, playStatus.timeZone) : null;
  const actor = useActorRef(logic, {
    input: { code: ticket.code, bets: ticket.bets, now: clock().toISOString(), statuses, exclusion },
    inspect: qa.inspect,
  });
  const state = useSelector(actor, (s) => s);
  const view = replayViewState(state, stakeRemaining(playStatus));
  useEffect(() => {
    if (view.step === 'cancelled') onClose();
  }, [view.step, onClose]);
  // the play status may be read after the dialog opened
  useEffect(() => {
    if (exclusion !== null) actor.send({ type: 'player.excluded', text: exclusion });
  }, [actor, exclusion]);
  return (
    <ReplayDialogView
      {...view}
      onTarget={(drawAt) => actor.send({ type: 'target.choose', drawAt })}
      onConfirm={() => actor.send({ type: 'replay.confirm', ids: ticket.bets.map(() => crypto.randomUUID()) })}
      onClose={() => actor.send({ type: 'replay.cancel' })}
    />
  );
}
