import { Alert, Badge, Box, Button, Card, Group, Radio, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SUPPORT_SEARCH_LABELS, type SupportSearchBy } from '../../../machines/support-lookup/support-lookup.machine';
import { BetStatusBadge } from '../../components/bet-outcome';
import { BetStructure } from '../../components/bet-structure';
import { CountryFlag } from '../../components/country-flag';
import { LoadError, Loading } from '../../components/load-states';
import { betType } from '../../game/bet-types';
import { findCountry } from '../../game/countries';
import { formatAmount, formatInstant, formatZonedInstant, zoneName } from '../../game/format';
import { EXCLUSION_LABELS, limitLabel } from '../../game/limits';
import type { SupportPayment, SupportPlayer, SupportTicket } from '../../game/operator-desk';
import { OPTION_NAMES } from '../../game/options';
import { PROVIDER_NAMES, type ProviderId } from '../../game/payments';
import { NO_COUNTRY_TIME_ZONE, type PlayLimit } from '../../game/responsible-gaming';
import { describeDraw, ticketStatusLabel } from '../../game/tickets';
import { formatSignedAmount, ledgerKindLabel } from '../../game/wallet';
import { PAYMENT_STATUS_LABELS, failureSentence, isFailureReason } from '../../game/wallet-history';

export const READ_ONLY_NOTE = "Les opérateurs consultent ces informations sans pouvoir les modifier : ils ne déplacent jamais d'argent.";
export const AUDITED_NOTE = 'Cette consultation est inscrite au journal.';
export const LEDGER_OK = 'Soldes conformes au grand livre';

export interface SupportViewProps {
  by: SupportSearchBy;
  text: string;
  fieldError: string | null;
  searching: boolean;
  player: SupportPlayer | null;
  /** the balances equal the ledger's sums (null before a player is found) */
  ledgerMatches: boolean | null;
  notFound: string | null;
  error: string | null;
  onBy: (by: SupportSearchBy) => void;
  onText: (value: string) => void;
  onSubmit: () => void;
  onRetry: () => void;
}

/**
 * /operateur/support (issue 40): the search (by ticket code or username), then what support reads of the player,
 * read only: profile and balances checked against the ledger, the ticket searched, responsible gaming (exclusion,
 * limits), the latest tickets, payments and ledger lines.
 */
export function SupportView(props: SupportViewProps) {
  const { by, player } = props;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Support</Title>
        <Text c="gray.7">Retrouvez un ticket par son code ou un joueur par son nom d'utilisateur. {READ_ONLY_NOTE}</Text>
      </Stack>
      <Card withBorder padding="md">
        <form
          role="search"
          aria-label="Rechercher un ticket ou un joueur"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
        >
          <Stack gap="sm">
            <Radio.Group label="Rechercher par" value={by} onChange={(value) => props.onBy(value as SupportSearchBy)}>
              <Group gap="lg" mt={6}>
                <Radio value="code" label={SUPPORT_SEARCH_LABELS.code} />
                <Radio value="username" label={SUPPORT_SEARCH_LABELS.username} />
              </Group>
            </Radio.Group>
            <Group align="flex-start" gap="sm">
              <TextInput
                label={SUPPORT_SEARCH_LABELS[by]}
                placeholder={by === 'code' ? 'LA-XXXX-XXXX-XXXX' : 'ex. awa'}
                value={props.text}
                error={props.fieldError}
                onChange={(event) => props.onText(event.currentTarget.value)}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize={by === 'code' ? 'characters' : 'none'}
                style={{ flex: '1 1 16rem' }}
                ff={by === 'code' ? 'monospace' : undefined}
              />
              {/* never disabled while a search runs: a new search replaces it */}
              <Button type="submit" mt={{ base: 0, xs: 25 }}>
                Rechercher
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      {props.searching && <Loading label="Recherche en cours…" />}
      {props.error && <LoadError title="La recherche a échoué" error={props.error} onRetry={props.onRetry} />}
      {props.notFound && (
        <Alert color="gray" variant="light" role="status" title={props.notFound}>
          Vérifiez la saisie, ou cherchez par l'autre critère.
        </Alert>
      )}
      {player && <PlayerSummary summary={player} ledgerMatches={props.ledgerMatches ?? true} />}
    </Stack>
  );
}

/** A list of the summary: its title names the region. */
function Part({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Title order={3} fz="h4" id={id}>
        {title}
      </Title>
      {note && (
        <Text size="sm" c="gray.7">
          {note}
        </Text>
      )}
      {children}
    </Stack>
  );
}

/** A table wider than a phone scrolls sideways in a named, focusable region (WCAG 2.1.1). */
function ScrollRegion({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}

const latest = (shown: number, total: number, what: string) => (total > shown ? `Les ${shown} ${what} les plus récents sur ${total}.` : undefined);

function PlayerSummary({ summary, ledgerMatches }: { summary: SupportPlayer; ledgerMatches: boolean }) {
  const { player } = summary;
  const country = findCountry(player.country ?? undefined);
  const timeZone = country?.timeZone ?? NO_COUNTRY_TIME_ZONE;
  const when = (iso: string) => formatInstant(iso, timeZone);
  return (
    <Stack component="article" aria-labelledby="support-joueur" gap="lg">
      <Alert color="blue" variant="light" title="Lecture seule" role="note">
        <Stack gap={2}>
          <Text inherit>{READ_ONLY_NOTE}</Text>
          <Text inherit fw={600}>
            {AUDITED_NOTE}
          </Text>
        </Stack>
      </Alert>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group gap="sm" justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Title order={2} fz="h3" id="support-joueur">
                {player.username}
              </Title>
              <Group gap={6}>
                {country && <CountryFlag country={country} height={14} />}
                <Text size="sm">{country?.name ?? 'Pays non renseigné'}</Text>
                <Text size="sm" c="gray.7">
                  · inscrit le {when(player.createdAt)}
                </Text>
              </Group>
            </Stack>
            {summary.exclusion ? (
              <Badge color="red.9" variant="filled" tt="none">
                Exclu du jeu
              </Badge>
            ) : null}
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Figure label="Solde de jeu">{formatAmount(player.balance)}</Figure>
            <Figure label="Gains">{formatAmount(player.winnings)}</Figure>
            <Figure label="Tickets">{summary.ticketCount}</Figure>
            <Figure label="Paiements">{summary.paymentCount}</Figure>
          </SimpleGrid>
          <LedgerCheck summary={summary} matches={ledgerMatches} />
          <Text size="xs" c="gray.7">
            Heures indiquées en {zoneName(timeZone)}.
          </Text>
        </Stack>
      </Card>
      {summary.ticket && (
        <Part id="support-ticket-recherche" title="Ticket recherché">
          <TicketCard ticket={summary.ticket} when={when} />
        </Part>
      )}
      <ResponsibleGaming summary={summary} timeZone={timeZone} />
      <Part id="support-tickets" title={`Tickets (${summary.ticketCount})`} note={latest(summary.tickets.length, summary.ticketCount, 'tickets')}>
        {summary.tickets.length === 0 ? (
          <Text c="gray.7">Aucun ticket.</Text>
        ) : (
          <Stack gap="sm">
            {summary.tickets.map((ticket) => (
              <TicketCard key={ticket.id} ticket={ticket} when={when} linesShown={6} />
            ))}
          </Stack>
        )}
      </Part>
      <Part id="support-paiements" title={`Paiements (${summary.paymentCount})`} note={latest(summary.payments.length, summary.paymentCount, 'paiements')}>
        {summary.payments.length === 0 ? <Text c="gray.7">Aucun paiement.</Text> : <Payments payments={summary.payments} when={when} />}
      </Part>
      <Part id="support-grand-livre" title="Grand livre" note={summary.ledger.length > 0 ? `Les ${summary.ledger.length} dernières opérations, la plus récente en premier.` : undefined}>
        {summary.ledger.length === 0 ? <Text c="gray.7">Aucune opération.</Text> : <Ledger summary={summary} when={when} />}
      </Part>
    </Stack>
  );
}

/** 'Soldes conformes au grand livre', or what differs (it never should: DESIGN §8). */
function LedgerCheck({ summary, matches }: { summary: SupportPlayer; matches: boolean }) {
  if (matches) {
    return (
      <Badge color="forest" variant="light" tt="none" size="lg">
        {LEDGER_OK}
      </Badge>
    );
  }
  const { player, ledgerTotals } = summary;
  return (
    <Alert color="red" variant="light" title="Écart avec le grand livre" role="alert">
      <Stack gap={2}>
        {player.balance !== ledgerTotals.play && (
          <Text inherit>
            Solde de jeu {formatAmount(player.balance)}, somme du grand livre {formatAmount(ledgerTotals.play)}.
          </Text>
        )}
        {player.winnings !== ledgerTotals.winnings && (
          <Text inherit>
            Gains {formatAmount(player.winnings)}, somme du grand livre {formatAmount(ledgerTotals.winnings)}.
          </Text>
        )}
        <Text inherit>Signalez cet écart à l'équipe technique ; ne le corrigez pas ici.</Text>
      </Stack>
    </Alert>
  );
}

function limitAmount(limit: PlayLimit): string {
  return limit.amount === null ? 'Aucune' : formatAmount(limit.amount);
}

function limitChange(limit: PlayLimit, timeZone: string): string {
  if (!limit.nextAt) return '—';
  const at = formatInstant(limit.nextAt, timeZone);
  return limit.nextAmount === null ? `Supprimée le ${at}` : `${formatAmount(limit.nextAmount)} le ${at}`;
}

function ResponsibleGaming({ summary, timeZone }: { summary: SupportPlayer; timeZone: string }) {
  const { exclusion } = summary;
  const set = summary.limits.filter((limit) => limit.amount !== null || limit.nextAt !== null);
  return (
    <Part id="support-jeu-responsable" title="Jeu responsable">
      <Text fw={exclusion ? 700 : undefined} c={exclusion ? 'red.9' : undefined}>
        {exclusion === null
          ? 'Aucune exclusion en cours.'
          : exclusion.until === null
            ? `Exclu du jeu définitivement, depuis le ${formatInstant(exclusion.startedAt, timeZone)}.`
            : `Exclu du jeu jusqu'au ${formatZonedInstant(exclusion.until, timeZone)}.`}
      </Text>
      {set.length === 0 ? (
        <Text c="gray.7">Aucune limite de mise ni de dépôt.</Text>
      ) : (
        <ScrollRegion label="Limites du joueur" minWidth={560}>
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Limite</Table.Th>
                <Table.Th scope="col">En vigueur</Table.Th>
                <Table.Th scope="col">Utilisé sur la période</Table.Th>
                <Table.Th scope="col">Changement prévu</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {set.map((limit) => (
                <Table.Tr key={`${limit.kind}/${limit.period}`}>
                  <Table.Th scope="row" fw={500}>
                    {limitLabel(limit.kind, limit.period)}
                  </Table.Th>
                  <Table.Td>{limitAmount(limit)}</Table.Td>
                  <Table.Td>{formatAmount(limit.used)}</Table.Td>
                  <Table.Td>{limitChange(limit, timeZone)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {summary.exclusions.length > 0 && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            Exclusions prises
          </Text>
          <Stack component="ul" gap={2} m={0} pl="md">
            {summary.exclusions.map((x) => (
              <Text component="li" size="sm" key={x.startedAt}>
                {EXCLUSION_LABELS[x.duration]}, du {formatInstant(x.startedAt, timeZone)}
                {x.endsAt ? ` au ${formatInstant(x.endsAt, timeZone)}` : ' (définitive)'}
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
    </Part>
  );
}

/** A ticket as support reads it: code, when, status, stake, and each bet (what it plays, its draw, its status). */
function TicketCard({ ticket, when, linesShown }: { ticket: SupportTicket; when: (iso: string) => string; linesShown?: number }) {
  return (
    <Card component="article" aria-label={`Ticket ${ticket.code}`} withBorder padding="sm">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={700} ff="monospace">
              {ticket.code}
            </Text>
            <Text size="sm" c="gray.7">
              Acheté le {when(ticket.placedAt)} · mise totale {formatAmount(ticket.totalStake)}
            </Text>
          </Stack>
          <Badge variant="outline" color="dark" tt="none">
            {ticketStatusLabel(ticket)}
          </Badge>
        </Group>
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`Paris du ticket ${ticket.code}`}>
          {ticket.bets.map((bet) => {
            const country = findCountry(bet.draw.country);
            return (
              <Stack component="li" key={bet.position} gap={4}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm">
                    <strong>
                      {betType(bet.betType).name} {OPTION_NAMES[bet.betOption]}
                    </strong>{' '}
                    · {country?.name ?? bet.draw.country} · {describeDraw(bet.draw)} · {formatAmount(bet.totalStake)}
                  </Text>
                  <BetStatusBadge bet={bet} />
                </Group>
                <BetStructure bet={bet} draw={bet.draw} withDraw limit={linesShown} />
              </Stack>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}

function paymentStatus(payment: SupportPayment): string {
  const label = PAYMENT_STATUS_LABELS[payment.status] ?? payment.status;
  const why = failureSentence({ status: payment.status, failureReason: isFailureReason(payment.failureReason) ? payment.failureReason : null });
  return why ? `${label} : ${why}` : label;
}

function Payments({ payments, when }: { payments: SupportPayment[]; when: (iso: string) => string }) {
  return (
    <ScrollRegion label="Paiements du joueur" minWidth={720}>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Moyen</Table.Th>
            <Table.Th scope="col">Numéro</Table.Th>
            <Table.Th scope="col">Montant</Table.Th>
            <Table.Th scope="col">Statut</Table.Th>
            <Table.Th scope="col">Référence</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td>{when(payment.createdAt)}</Table.Td>
              <Table.Td>{payment.direction === 'in' ? 'Recharge' : 'Retrait'}</Table.Td>
              <Table.Td>{PROVIDER_NAMES[payment.provider as ProviderId] ?? payment.provider}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{payment.phone}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatAmount(payment.amount)}</Table.Td>
              <Table.Td>{paymentStatus(payment)}</Table.Td>
              <Table.Td ff="monospace">{payment.providerReference ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

function Ledger({ summary, when }: { summary: SupportPlayer; when: (iso: string) => string }) {
  return (
    <ScrollRegion label="Grand livre du joueur" minWidth={760}>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Opération</Table.Th>
            <Table.Th scope="col">Référence</Table.Th>
            <Table.Th scope="col">Jeu</Table.Th>
            <Table.Th scope="col">Gains</Table.Th>
            <Table.Th scope="col">Solde de jeu après</Table.Th>
            <Table.Th scope="col">Gains après</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.ledger.map((line) => (
            <Table.Tr key={line.seq}>
              <Table.Td>{when(line.createdAt)}</Table.Td>
              <Table.Td>{ledgerKindLabel(line.kind)}</Table.Td>
              <Table.Td ff="monospace">{line.reference ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{line.playAmount === 0 ? '—' : formatSignedAmount(line.playAmount)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{line.winningsAmount === 0 ? '—' : formatSignedAmount(line.winningsAmount)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatAmount(line.balanceAfter)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatAmount(line.winningsAfter)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={3}>
              Somme de tout le grand livre
            </Table.Th>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatAmount(summary.ledgerTotals.play)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatAmount(summary.ledgerTotals.winnings)}</Table.Td>
            <Table.Td colSpan={2} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollRegion>
  );
}
