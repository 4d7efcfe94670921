import { Box, Button, Card, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { ReactNode } from 'react';
import type { AuditFilterForm } from '../../../machines/audit-trail/audit-trail.machine';
import { AUDIT_ACTION_LABELS, type AuditRow } from '../../../machines/audit-trail/audit-trail.selectors';
import { CALENDAR_LABELS, FrenchCalendar } from '../../components/french-calendar';
import { LoadError, Loading } from '../../components/load-states';
import { parseFrenchDate } from '../../game/age';
import type { AuditAction } from '../../game/operator-desk';

const ALL = '';
const ACTION_OPTIONS = [
  { value: ALL, label: 'Toutes les actions' },
  ...(Object.entries(AUDIT_ACTION_LABELS) as [AuditAction, string][]).map(([value, label]) => ({ value, label })),
];

export interface AuditViewProps {
  form: AuditFilterForm;
  formError: string | null;
  /** some filter is applied: 'Tout afficher' is offered */
  filtered: boolean;
  loading: boolean;
  loadingMore: boolean;
  error: string | null;
  moreError: string | null;
  empty: boolean;
  rows: readonly AuditRow[];
  hasMore: boolean;
  /** yyyy-mm-dd: no later day has entries */
  today: string;
  onFilterChange: (filter: Partial<AuditFilterForm>) => void;
  onApply: () => void;
  onClear: () => void;
  onMore: () => void;
  onRetry: () => void;
  onRefresh: () => void;
}

/** A table wider than a phone scrolls sideways in a named, focusable region (WCAG 2.1.1). */
function ScrollRegion({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}

/**
 * /operateur/journal (issue 40): every action of the operators and of the system, newest first, filtered by action,
 * operator and days; 'Plus ancien' adds the page before. Append-only: nothing here changes it.
 */
export function AuditView(props: AuditViewProps) {
  const { form, rows } = props;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4} style={{ flex: '1 1 20rem' }}>
          <Title order={1}>Journal des opérations</Title>
          <Text c="gray.7">
            Chaque action des opérateurs et du système, avec qui et quand : saisie, confirmation, clôture, règlement, annulation, limite modifiée,
            consultation. Le journal ne fait que s'allonger : rien ne s'y modifie ni ne s'y efface.
          </Text>
        </Stack>
        <Button variant="default" onClick={props.onRefresh} disabled={props.loading && rows.length === 0}>
          Actualiser
        </Button>
      </Group>
      <Card withBorder padding="md">
        <form
          role="search"
          aria-label="Filtrer le journal"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            props.onApply();
          }}
        >
          <Stack gap="sm">
            <Group align="flex-end" gap="sm">
              <NativeSelect
                label="Action"
                value={form.action ?? ALL}
                data={ACTION_OPTIONS}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  props.onFilterChange({ action: value === ALL ? null : (value as AuditAction) });
                }}
              />
              <TextInput
                label="Opérateur"
                description="Une partie de l'e-mail, « système » ou « simulateur »"
                value={form.actor}
                onChange={(event) => props.onFilterChange({ actor: event.currentTarget.value })}
                autoComplete="off"
                spellCheck={false}
                style={{ flex: '1 1 14rem' }}
              />
              <FrenchCalendar>
                <DateInput
                  label="Du"
                  placeholder="JJ/MM/AAAA"
                  valueFormat="DD/MM/YYYY"
                  dateParser={parseFrenchDate}
                  maxDate={props.today}
                  value={form.from}
                  onChange={(date) => props.onFilterChange({ from: date ?? null })}
                  clearable
                  clearButtonProps={{ 'aria-label': 'Effacer la date de début' }}
                  ariaLabels={CALENDAR_LABELS}
                  hideOutsideDates
                  popoverProps={{ withinPortal: false }}
                />
                <DateInput
                  label="Au"
                  placeholder="JJ/MM/AAAA"
                  valueFormat="DD/MM/YYYY"
                  dateParser={parseFrenchDate}
                  maxDate={props.today}
                  value={form.to}
                  onChange={(date) => props.onFilterChange({ to: date ?? null })}
                  clearable
                  clearButtonProps={{ 'aria-label': 'Effacer la date de fin' }}
                  ariaLabels={CALENDAR_LABELS}
                  hideOutsideDates
                  popoverProps={{ withinPortal: false }}
                />
              </FrenchCalendar>
              <Group gap="xs">
                <Button type="submit">Filtrer</Button>
                {props.filtered && (
                  <Button variant="default" onClick={props.onClear}>
                    Tout afficher
                  </Button>
                )}
              </Group>
            </Group>
            {props.formError && (
              <Text c="red.9" size="sm" role="alert">
                {props.formError}
              </Text>
            )}
          </Stack>
        </form>
      </Card>
      {props.loading && <Loading label="Chargement du journal…" />}
      {props.error && <LoadError title="Le journal n'a pas pu être chargé" error={props.error} onRetry={props.onRetry} />}
      {props.empty && (
        <Text c="gray.7" role="status">
          {props.filtered ? 'Aucune action ne correspond à ces filtres.' : "Aucune action n'est encore inscrite au journal."}
        </Text>
      )}
      {rows.length > 0 && (
        <Stack gap="sm">
          <ScrollRegion label="Journal des opérations" minWidth={880}>
            <Table withTableBorder striped verticalSpacing="xs">
              <Table.Caption>
                {rows.length} action{rows.length > 1 ? 's' : ''}, la plus récente en premier · heures GMT
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Quand</Table.Th>
                  <Table.Th scope="col">Qui</Table.Th>
                  <Table.Th scope="col">Action</Table.Th>
                  <Table.Th scope="col">Tirage</Table.Th>
                  <Table.Th scope="col">Joueur</Table.Th>
                  <Table.Th scope="col">Détails</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.when}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.who}</Table.Td>
                    <Table.Td>{row.action}</Table.Td>
                    <Table.Td>{row.draw}</Table.Td>
                    <Table.Td>{row.player}</Table.Td>
                    <Table.Td>{row.details}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          {props.moreError && (
            <Text c="red.9" size="sm" role="alert">
              {props.moreError}
            </Text>
          )}
          {props.hasMore ? (
            <Group>
              <Button variant="default" onClick={props.onMore} loading={props.loadingMore}>
                Plus ancien
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="gray.7">
              Aucune action plus ancienne{props.filtered ? ' pour ces filtres' : ''}.
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
