import { Button, Paper, Table, VisuallyHidden } from '@mantine/core';
import type { LimitFormView } from '../../../machines/operator-exposure/operator-exposure.selectors';
import { type CountryCode, findCountry } from '../../game/countries';
import { formatAmount } from '../../game/format';
import type { CountryLimit, LimitBounds } from '../../game/liability';
import { LimitForm } from './exposure-limit-form';
import { Section } from './section';

export interface CountryLimitsProps {
  countries: readonly CountryLimit[];
  /** the country whose default is being edited */
  edited: CountryCode | null;
  form: LimitFormView;
  bounds: LimitBounds;
  saving: boolean;
  onEdit: (country: CountryCode) => void;
  onCancel: () => void;
  onAmountChange: (value: string) => void;
  onSubmit: () => void;
}

/** Each country's default limit per line and per draw (what applies to a draw without its own), each editable. */
export function CountryLimits({ countries, edited, form, bounds, saving, onEdit, onCancel, onAmountChange, onSubmit }: CountryLimitsProps) {
  const editedName = edited ? (findCountry(edited)?.name ?? edited) : null;
  return (
    <Section id="exposition-pays" title="Limites par défaut des pays" count={countries.length}>
      <Table verticalSpacing="xs" maw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Pays</Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              Limite par ligne et par tirage
            </Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Action</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {countries.map((limit) => {
            const name = findCountry(limit.country)?.name ?? limit.country;
            return (
              <Table.Tr key={limit.country}>
                <Table.Th scope="row">{name}</Table.Th>
                <Table.Td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatAmount(limit.maxPayout)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant={edited === limit.country ? 'filled' : 'light'}
                    aria-label={`Modifier la limite par défaut : ${name}`}
                    disabled={saving}
                    onClick={() => onEdit(limit.country)}
                  >
                    Modifier
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {edited && (
        <Paper withBorder radius="md" p="sm" bg="gray.0" maw={640}>
          <LimitForm
            key={edited}
            title={`Limite par défaut : ${editedName}`}
            description={`S'applique à chaque ligne des tirages de ce pays sans limite propre. Au moins ${formatAmount(bounds.drawMin)}.`}
            amountLabel="Limite par défaut (CFA)"
            view={form}
            disabled={saving}
            onAmountChange={onAmountChange}
            onSubmit={onSubmit}
            onCancel={onCancel}
          />
        </Paper>
      )}
    </Section>
  );
}
