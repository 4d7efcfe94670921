import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { LimitFormView } from '../../../machines/operator-exposure/operator-exposure.selectors';
import { LoadError, Loading } from '../../components/load-states';
import type { CountryCode } from '../../game/countries';
import type { CountryLimit, ExposureFilter, LimitBounds, LimitFormKind, OpenDrawExposure } from '../../game/liability';
import { DeskNotice } from './desk-notice';
import { CountryLimits } from './exposure-countries';
import { DrawDetail, type DrawDetailView } from './exposure-detail';
import { DrawsTable } from './exposure-draws';

export interface ExposureViewProps {
  /** the first read is on its way */
  loading: boolean;
  /** read once: the figures show (and stay while read again) */
  loaded: boolean;
  loadError: string | null;
  /** a later read failed: the figures are the previous read's */
  refreshError: string | null;
  /** seconds between two reads, said under the title */
  refreshSeconds: number;
  total: number;
  filter: ExposureFilter;
  dates: readonly string[];
  shown: { date: string | null; draws: readonly OpenDrawExposure[] };
  selectedDrawId: string | null;
  detail: DrawDetailView | null;
  forms: Record<LimitFormKind, LimitFormView>;
  bounds: LimitBounds;
  countries: readonly CountryLimit[];
  editedCountry: CountryCode | null;
  saving: boolean;
  removing: { line: string | null } | null;
  removeError: string | null;
  notice: string | null;
  onRetry: () => void;
  onRefresh: () => void;
  onFilter: (filter: ExposureFilter) => void;
  onSelect: (drawId: string) => void;
  onCloseDraw: () => void;
  onDetailRetry: () => void;
  onLineChange: (value: string) => void;
  onAmountChange: (form: LimitFormKind, value: string) => void;
  onPickLine: (line: string) => void;
  onEditCountry: (country: CountryCode) => void;
  onCancelCountry: () => void;
  onSubmit: (form: LimitFormKind) => void;
  onRemove: (line: string | null) => void;
  onDismissNotice: () => void;
}

/**
 * /operateur/exposition (issue 40), in the desk's layout: the open draws' exposure, read again every few seconds,
 * a chosen draw's top lines and limits, and the countries' defaults.
 */
export function ExposureView(props: ExposureViewProps) {
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Exposition et limites</Title>
          <Text size="sm" c="gray.7">
            Ce que la maison pourrait payer au pire sur chaque ligne des tirages en vente, face à sa limite. Mis à jour toutes les{' '}
            {props.refreshSeconds} secondes.
          </Text>
        </Stack>
        <Button variant="default" size="xs" onClick={props.onRefresh}>
          Actualiser
        </Button>
      </Group>
      <DeskNotice notice={props.notice} onDismiss={props.onDismissNotice} />
      {props.refreshError && (
        <Alert color="orange" variant="light" role="status" title="Actualisation impossible">
          {props.refreshError} Les chiffres affichés sont ceux de la dernière lecture.
        </Alert>
      )}
      {props.loadError && <LoadError title="L'exposition n'a pas pu être chargée" error={props.loadError} onRetry={props.onRetry} />}
      {props.loading && <Loading label="Chargement de l'exposition…" />}
      {props.loaded && (
        <>
          <DrawsTable
            total={props.total}
            filter={props.filter}
            dates={props.dates}
            shown={props.shown}
            selectedDrawId={props.selectedDrawId}
            onFilter={props.onFilter}
            onSelect={props.onSelect}
          />
          {props.detail && (
            <DrawDetail
              key={props.selectedDrawId}
              detail={props.detail}
              lineForm={props.forms.line}
              drawForm={props.forms.draw}
              bounds={props.bounds}
              saving={props.saving}
              removing={props.removing}
              removeError={props.removeError}
              onClose={props.onCloseDraw}
              onRetry={props.onDetailRetry}
              onLineChange={props.onLineChange}
              onAmountChange={props.onAmountChange}
              onPickLine={props.onPickLine}
              onSubmit={props.onSubmit}
              onRemove={props.onRemove}
            />
          )}
          <CountryLimits
            countries={props.countries}
            edited={props.editedCountry}
            form={props.forms.country}
            bounds={props.bounds}
            saving={props.saving}
            onEdit={props.onEditCountry}
            onCancel={props.onCancelCountry}
            onAmountChange={(value) => props.onAmountChange('country', value)}
            onSubmit={() => props.onSubmit('country')}
          />
        </>
      )}
    </Stack>
  );
}
