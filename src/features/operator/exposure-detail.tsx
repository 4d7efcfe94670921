import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { LimitFormView } from '../../../machines/operator-exposure/operator-exposure.selectors';
import { LoadError, Loading } from '../../components/load-states';
import { formatAmount } from '../../game/format';
import { type DrawExposure, LIMIT_SOURCE_LABELS, type LimitBounds, type LimitFormKind, type OpenDrawExposure, lineKind } from '../../game/liability';
import { drawTitle } from '../../game/results';
import { ScrollTable, formatCount } from './exposure-draws';
import { LimitForm } from './exposure-limit-form';
import { LimitShare } from './exposure-share';

export interface DrawDetailView {
  draw: OpenDrawExposure | null;
  exposure: DrawExposure | null;
  loading: boolean;
  error: string | null;
}

export interface DrawDetailProps {
  detail: DrawDetailView;
  lineForm: LimitFormView;
  drawForm: LimitFormView;
  bounds: LimitBounds;
  /** a change is being sent (the forms and buttons wait) */
  saving: boolean;
  /** the override being removed (null: the draw's own) */
  removing: { line: string | null } | null;
  removeError: string | null;
  onClose: () => void;
  onRetry: () => void;
  onLineChange: (value: string) => void;
  onAmountChange: (form: LimitFormKind, value: string) => void;
  onPickLine: (line: string) => void;
  onSubmit: (form: LimitFormKind) => void;
  onRemove: (line: string | null) => void;
}

const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="gray.7">
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </div>
  );
}

/**
 * The chosen draw: its sales, its top lines by worst case against their limits (a line at or past its limit
 * flagged), the lines with a limit of their own, and the forms that set a line's limit or the draw's. The heading
 * takes the focus when it opens, so a keyboard lands where the operator asked to go.
 */
export function DrawDetail(props: DrawDetailProps) {
  const { detail, saving } = props;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lineAmountRef = useRef<HTMLInputElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const named = detail.draw ?? detail.exposure;
  const title = named ? drawTitle(named) : 'Tirage';
  const exposure = detail.exposure;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="exposition-tirage-choisi">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={2} fz="h3" id="exposition-tirage-choisi" ref={headingRef} tabIndex={-1}>
            {title}
          </Title>
          <Button size="xs" variant="default" onClick={props.onClose}>
            Fermer
          </Button>
        </Group>
        {detail.error && <LoadError title="Les lignes de ce tirage n'ont pas pu être chargées" error={detail.error} onRetry={props.onRetry} />}
        {detail.loading && !exposure && <Loading label="Chargement des lignes du tirage…" />}
        {exposure && (
          <>
            <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
              <Figure label="Mises" value={formatAmount(exposure.stakes)} />
              <Figure label="Paris" value={formatCount(exposure.bets)} />
              <Figure label="Tickets" value={formatCount(exposure.tickets)} />
              <Figure label="Joueurs" value={formatCount(exposure.players)} />
              <Figure label={exposure.drawMaxPayout === null ? 'Limite par ligne (pays)' : 'Limite par ligne (tirage)'} value={formatAmount(exposure.maxPayout)} />
              <Figure label="Lignes fermées à la vente" value={formatCount(exposure.unavailableLines)} />
              <Figure label="Lignes à limite propre" value={formatCount(exposure.lineLimits.length)} />
            </SimpleGrid>
            <TopLines
              exposure={exposure}
              disabled={saving}
              onPick={(line) => {
                props.onPickLine(line);
                lineAmountRef.current?.focus();
              }}
            />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Paper withBorder radius="md" p="sm" bg="gray.0">
                <LimitForm
                  title="Limite d'une ligne"
                  description="Le plus que la maison peut devoir sur cette ligne pour ce tirage ; une vente qui la dépasserait est refusée. 0 CFA ferme la ligne à la vente."
                  withLine
                  amountLabel="Limite de la ligne (CFA)"
                  view={props.lineForm}
                  disabled={saving}
                  amountRef={lineAmountRef}
                  onLineChange={props.onLineChange}
                  onAmountChange={(value) => props.onAmountChange('line', value)}
                  onSubmit={() => props.onSubmit('line')}
                />
              </Paper>
              <Paper withBorder radius="md" p="sm" bg="gray.0">
                <Stack gap="sm">
                  <LimitForm
                    title="Limite du tirage"
                    description={`La limite de chaque ligne sans limite propre, aujourd'hui ${formatAmount(exposure.maxPayout)} (${
                      exposure.drawMaxPayout === null ? LIMIT_SOURCE_LABELS.country : LIMIT_SOURCE_LABELS.draw
                    }). Au moins ${formatAmount(props.bounds.drawMin)}.`}
                    amountLabel="Limite du tirage (CFA)"
                    view={props.drawForm}
                    disabled={saving}
                    onAmountChange={(value) => props.onAmountChange('draw', value)}
                    onSubmit={() => props.onSubmit('draw')}
                  />
                  {exposure.drawMaxPayout !== null && (
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => props.onRemove(null)}
                      loading={props.removing?.line === null}
                      disabled={saving && props.removing?.line !== null}
                      style={{ alignSelf: 'flex-start' }}
                    >
                      Revenir à la limite du pays ({formatAmount(exposure.countryMaxPayout)})
                    </Button>
                  )}
                </Stack>
              </Paper>
            </SimpleGrid>
            {props.removeError && (
              <Alert color="red" variant="light" role="alert">
                {props.removeError}
              </Alert>
            )}
            <LineLimits exposure={exposure} saving={saving} removing={props.removing} onRemove={props.onRemove} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The draw's lines of largest worst case, largest first, each against its limit, with 'Limiter'. */
function TopLines({ exposure, disabled, onPick }: { exposure: DrawExposure; disabled: boolean; onPick: (line: string) => void }) {
  if (exposure.lines.length === 0) return <Text c="gray.7">Aucune vente sur ce tirage pour l'instant.</Text>;
  return (
    <ScrollTable label="Lignes les plus exposées" minWidth={760}>
      <Table verticalSpacing="xs" captionSide="top">
        <Table.Caption style={{ textAlign: 'left', fontWeight: 700, color: 'var(--mantine-color-dark-7)' }}>Lignes les plus exposées</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Ligne</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col" style={numeric}>
              Pire paiement
            </Table.Th>
            <Table.Th scope="col" style={numeric}>
              Limite
            </Table.Th>
            <Table.Th scope="col">Part de la limite</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Action</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {exposure.lines.map((line) => (
            <Table.Tr key={line.line}>
              <Table.Th scope="row" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {line.line}
              </Table.Th>
              <Table.Td>{lineKind(line.line)}</Table.Td>
              <Table.Td style={numeric}>{formatAmount(line.worstPayout)}</Table.Td>
              <Table.Td style={numeric}>
                {formatAmount(line.maxPayout)}
                <Text size="xs" c="gray.7">
                  {LIMIT_SOURCE_LABELS[line.source]}
                </Text>
              </Table.Td>
              <Table.Td>
                <LimitShare line={line.line} worstPayout={line.worstPayout} maxPayout={line.maxPayout} available={line.available} />
              </Table.Td>
              <Table.Td>
                <Button size="xs" variant="light" aria-label={`Limiter la ligne ${line.line}`} disabled={disabled} onClick={() => onPick(line.line)}>
                  Limiter
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** The lines with a limit of their own; 'Retirer' gives a line back to the draw's limit. */
function LineLimits({
  exposure,
  saving,
  removing,
  onRemove,
}: {
  exposure: DrawExposure;
  saving: boolean;
  removing: { line: string | null } | null;
  onRemove: (line: string) => void;
}) {
  if (exposure.lineLimits.length === 0) return null;
  return (
    <ScrollTable label="Lignes à limite propre" minWidth={640}>
      <Table verticalSpacing="xs" captionSide="top">
        <Table.Caption style={{ textAlign: 'left', fontWeight: 700, color: 'var(--mantine-color-dark-7)' }}>Lignes à limite propre</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Ligne</Table.Th>
            <Table.Th scope="col" style={numeric}>
              Limite
            </Table.Th>
            <Table.Th scope="col" style={numeric}>
              Pire paiement
            </Table.Th>
            <Table.Th scope="col">Part de la limite</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Action</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {exposure.lineLimits.map((limit) => (
            <Table.Tr key={limit.line}>
              <Table.Th scope="row">{limit.line}</Table.Th>
              <Table.Td style={numeric}>{formatAmount(limit.maxPayout)}</Table.Td>
              <Table.Td style={numeric}>{formatAmount(limit.worstPayout)}</Table.Td>
              <Table.Td>
                <LimitShare line={limit.line} worstPayout={limit.worstPayout} maxPayout={limit.maxPayout} available={limit.available} />
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="outline"
                  color="red.9"
                  aria-label={`Retirer la limite propre de la ligne ${limit.line}`}
                  loading={removing?.line === limit.line}
                  disabled={saving && removing?.line !== limit.line}
                  onClick={() => onRemove(limit.line)}
                >
                  Retirer
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
