import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { HistoryLine } from '../../../machines/wallet-history/wallet-history.selectors';
import { CountryFlag } from '../../components/country-flag';
import { findCountry } from '../../game/countries';
import { formatAmount } from '../../game/format';
import { PROVIDER_NAMES } from '../../game/payments';
import { drawTitle } from '../../game/results';
import { formatDateTime, formatSignedAmount, ledgerKindLabel } from '../../game/wallet';
import { type HistoryDraw, type HistoryPayment, PAYMENT_STATUS_LABELS, failureSentence, maskPhone } from '../../game/wallet-history';
import classes from './history-list.module.css';

// Dark shades on light backgrounds: WCAG contrast, as the 'En attente' badge always had.
const STATUS_COLORS: Readonly<Record<HistoryPayment['status'], { color: string; c: string }>> = {
  pending: { color: 'amber', c: 'amber.9' },
  succeeded: { color: 'forest', c: 'forest.9' },
  failed: { color: 'red', c: 'red.9' },
  expired: { color: 'gray', c: 'gray.8' },
};

function StatusBadge({ payment }: { payment: HistoryPayment }) {
  const { color, c } = STATUS_COLORS[payment.status];
  return (
    <Badge color={color} c={c} variant="light" tt="none">
      {PAYMENT_STATUS_LABELS[payment.status]}
    </Badge>
  );
}

/** A payment's provider, its masked number, its reference and, refused or expired, why. */
function PaymentDetails({ payment }: { payment: HistoryPayment }) {
  const why = failureSentence(payment);
  return (
    <>
      <Text size="sm" c="gray.7">
        {PROVIDER_NAMES[payment.provider] ?? payment.provider} · <span className={classes.phone}>{maskPhone(payment.phone)}</span>
      </Text>
      {payment.providerReference && (
        <Text size="sm" c="gray.7" className={classes.reference}>
          Référence : {payment.providerReference}
        </Text>
      )}
      {why && (
        <Text size="sm" c="red.9">
          {why}
        </Text>
      )}
    </>
  );
}

function DrawDetails({ draw }: { draw: HistoryDraw }) {
  const country = findCountry(draw.country);
  return (
    <Group gap={6} wrap="nowrap">
      {country && <CountryFlag country={country} height={14} />}
      <Text size="sm" c="gray.7">
        Tirage {drawTitle(draw)}
      </Text>
    </Group>
  );
}

function Amounts({ line }: { line: HistoryLine }) {
  if (!line.movement) {
    // a recharge that moved nothing: waiting for the provider, or refused / expired
    const amount = line.payment?.amount ?? 0;
    return (
      <Stack gap={0} align="flex-end">
        {line.pending ? (
          <Text fw={700}>{formatSignedAmount(amount)}</Text>
        ) : (
          <Text fw={700} c="gray.7" td="line-through">
            {formatAmount(amount)}
          </Text>
        )}
        <Text size="sm" c="gray.7">
          {line.pending ? 'Pas encore crédité' : 'Non crédité'}
        </Text>
      </Stack>
    );
  }
  const { playAmount, winningsAmount, balanceAfter, winningsAfter } = line.movement;
  return (
    <Stack gap={0} align="flex-end">
      {playAmount !== 0 && (
        <>
          <Text fw={700}>{formatSignedAmount(playAmount)}</Text>
          <Text size="sm" c="gray.7">
            Solde : {formatAmount(balanceAfter)}
          </Text>
        </>
      )}
      {winningsAmount !== 0 && (
        <>
          <Text fw={700}>{formatSignedAmount(winningsAmount)} de gains</Text>
          <Text size="sm" c="gray.7">
            Gains : {formatAmount(winningsAfter)}
          </Text>
        </>
      )}
    </Stack>
  );
}

/** A recharge's or a withdrawal's line says its payment's status; a reversal's label already says what happened. */
const showsStatus = (line: HistoryLine) => line.payment !== null && (line.kind === 'recharge' || line.kind === 'withdrawal');

/**
 * The wallet's history: what each line is, when, by how much and the balances right after; a payment
 * with its provider, masked number, reference and status (why it was refused); a ticket with its code;
 * a payout or a refund with its draw.
 */
export function HistoryList({ lines }: { lines: readonly HistoryLine[] }) {
  return (
    <ul className={classes.list}>
      {lines.map((line) => (
        <li key={line.id} className={classes.line} data-pending={line.pending || undefined}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} miw={0}>
              <Group gap={6}>
                <Text fw={600}>{ledgerKindLabel(line.kind)}</Text>
                {showsStatus(line) && <StatusBadge payment={line.payment!} />}
              </Group>
              <Text size="sm" c="gray.7">
                {formatDateTime(line.createdAt)}
              </Text>
              {line.payment && <PaymentDetails payment={line.payment} />}
              {line.ticketCode && (
                <Text size="sm">
                  Ticket{' '}
                  <Anchor component={Link} to={`/ticket/${line.ticketCode}`} ff="monospace" fw={700} underline="always">
                    {line.ticketCode}
                  </Anchor>
                </Text>
              )}
              {line.draw && <DrawDetails draw={line.draw} />}
            </Stack>
            <Amounts line={line} />
          </Group>
        </li>
      ))}
    </ul>
  );
}
