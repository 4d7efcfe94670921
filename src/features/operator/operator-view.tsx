import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { LoadError, Loading } from '../../components/load-states';
import type { NumberSeries } from '../../game/result-series';
import type { OnSaleDraw, OperatorDraft, OperatorDraw, OperatorSettlement, ResultTexts, SalesFilter } from '../../game/operator';
import type { PaymentDiscrepancy } from '../../game/operator-payments';
import { drawTitle } from '../../game/results';
import { ActionDialog, type PendingActionView } from './action-dialog';
import { DiscrepancyList } from './discrepancy-list';
import { DeskNotice } from './desk-notice';
import { OperatorHeader } from './operator-header';
import { AwaitingList, DraftList, SalesList, SettlementList } from './queue-lists';
import { ResultForm } from './result-form';

export interface ResultFormView {
  draw: OperatorDraw | null;
  texts: ResultTexts;
  fieldErrors: Record<NumberSeries, (string | null)[]> | null;
  seriesErrors: Record<NumberSeries, string | null> | null;
  error: string | null;
  submitting: boolean;
}

export interface OperatorViewProps {
  loading: boolean;
  loaded: boolean;
  loadError: string | null;
  notice: string | null;
  /** settlements and refunds still running (issue 36) */
  settlements: readonly OperatorSettlement[];
  /** payments the provider and we disagree on, the last reported first (issue 37) */
  discrepancies: readonly PaymentDiscrepancy[];
  awaiting: readonly OperatorDraw[];
  drafts: readonly OperatorDraft[];
  sales: { filter: SalesFilter; dates: readonly string[]; shown: { date: string | null; draws: readonly OnSaleDraw[] } };
  form: ResultFormView | null;
  pending: PendingActionView | null;
  signingOut: boolean;
  onRetry: () => void;
  onRefresh: () => void;
  onDismissNotice: () => void;
  onSalesFilter: (filter: SalesFilter) => void;
  onRecord: (drawId: string) => void;
  onResultChange: (series: NumberSeries, index: number, value: string) => void;
  onResultSubmit: () => void;
  onResultCancel: () => void;
  onCloseSales: (drawId: string) => void;
  onCancelDraw: (drawId: string) => void;
  onConfirm: (drawId: string) => void;
  onReason: (value: string) => void;
  onActionConfirm: () => void;
  onActionBack: () => void;
  onLogout: () => void;
}

/** /operateur: the operators' console, outside the player shell. */
export function OperatorView(props: OperatorViewProps) {
  const { form, pending } = props;
  const formSlot =
    form && form.draw
      ? {
          drawId: form.draw.id,
          node: (
            <ResultForm
              title={drawTitle(form.draw)}
              texts={form.texts}
              fieldErrors={form.fieldErrors}
              seriesErrors={form.seriesErrors}
              error={form.error}
              submitting={form.submitting}
              onChange={props.onResultChange}
              onSubmit={props.onResultSubmit}
              onCancel={props.onResultCancel}
            />
          ),
        }
      : null;
  // one thing at a time: while a result is typed or an action confirmed, the other buttons wait
  const busy = form !== null || pending !== null;
  return (
    <Stack gap={0} mih="100dvh" bg="gray.0">
      <OperatorHeader signingOut={props.signingOut} onLogout={props.onLogout} />
      <Container component="main" size="md" w="100%" py="lg">
        <Stack gap="xl">
          <Group justify="space-between" align="flex-end">
            <Title order={1}>Résultats des tirages à saisir</Title>
            <Button variant="default" size="xs" onClick={props.onRefresh} disabled={props.loading}>
              Actualiser
            </Button>
          </Group>
          <DeskNotice notice={props.notice} onDismiss={props.onDismissNotice} />
          {props.loadError && <LoadError title="Les tirages n'ont pas pu être chargés" error={props.loadError} onRetry={props.onRetry} />}
          {props.loading && <Loading label="Chargement des tirages…" />}
          {props.loaded && (
            <>
              <SettlementList settlements={props.settlements} />
              <DiscrepancyList discrepancies={props.discrepancies} />
              <AwaitingList draws={props.awaiting} form={formSlot} busy={busy} onRecord={props.onRecord} onCancel={props.onCancelDraw} />
              <DraftList drafts={props.drafts} form={formSlot} busy={busy} onConfirm={props.onConfirm} onCorrect={props.onRecord} onCancel={props.onCancelDraw} />
              <SalesList
                filter={props.sales.filter}
                dates={props.sales.dates}
                shown={props.sales.shown}
                busy={busy}
                onFilter={props.onSalesFilter}
                onClose={props.onCloseSales}
                onCancel={props.onCancelDraw}
              />
            </>
          )}
        </Stack>
      </Container>
      <ActionDialog pending={pending} onReason={props.onReason} onConfirm={props.onActionConfirm} onBack={props.onActionBack} />
    </Stack>
  );
}
