import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import type { ResultTexts } from '../../game/operator';
import type { NumberSeries } from '../../game/result-series';

export interface ResultFormProps {
  title: string;
  texts: ResultTexts;
  /** per series, per field, once submitted */
  fieldErrors: Record<NumberSeries, (string | null)[]> | null;
  seriesErrors: Record<NumberSeries, string | null> | null;
  /** the server's refusal */
  error: string | null;
  submitting: boolean;
  onChange: (series: NumberSeries, index: number, value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

const SERIES = {
  winning: { legend: "Numéros gagnants, dans l'ordre du tirage", field: 'Numéro gagnant' },
  machine: { legend: 'Numéros machine', field: 'Numéro machine' },
} as const;

function Series({ series, props }: { series: NumberSeries; props: ResultFormProps }) {
  const errorsId = useId();
  const { legend, field } = SERIES[series];
  const fieldErrors = props.fieldErrors?.[series] ?? [];
  const seriesError = props.seriesErrors?.[series] ?? null;
  return (
    <Stack component="fieldset" gap="xs" m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" fw={700} size="sm" mb={6}>
        {legend}
      </Text>
      <SimpleGrid cols={5} spacing="xs" maw={360}>
        {props.texts[series].map((text, i) => (
          <TextInput
            key={i}
            label={`${field} ${i + 1}`}
            labelProps={{ style: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } }}
            placeholder={String(i + 1)}
            value={text}
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            error={fieldErrors[i] !== null && fieldErrors[i] !== undefined}
            aria-describedby={seriesError ? errorsId : undefined}
            disabled={props.submitting}
            onChange={(event) => props.onChange(series, i, event.currentTarget.value)}
            styles={{ input: { textAlign: 'center', fontVariantNumeric: 'tabular-nums', fontWeight: 700 } }}
          />
        ))}
      </SimpleGrid>
      {seriesError && (
        <Stack id={errorsId} gap={2}>
          <Text size="sm" c="red.8" fw={600}>
            {seriesError}
          </Text>
          <Stack component="ul" gap={0} m={0} pl="md">
            {fieldErrors.map((message, i) =>
              message ? (
                <Text component="li" key={i} size="sm" c="red.8">
                  {field} {i + 1} : {message}
                </Text>
              ) : null,
            )}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

/** The result of one draw as the recording operator types it: 5 winning numbers in drawn order, 5 machine numbers. */
export function ResultForm(props: ResultFormProps) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <form
        aria-labelledby={titleId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <Stack gap="md">
          <Title order={3} fz="md" id={titleId}>
            Résultat du tirage {props.title}
          </Title>
          <Series series="winning" props={props} />
          <Series series="machine" props={props} />
          {props.error && (
            <Alert color="red" variant="light" role="alert" title="Le résultat n'a pas été enregistré">
              {props.error}
            </Alert>
          )}
          <Text size="sm" c="gray.7">
            Un autre opérateur devra confirmer ces numéros avant que le tirage soit réglé.
          </Text>
          <Group gap="sm">
            <Button type="submit" loading={props.submitting}>
              Enregistrer le résultat
            </Button>
            <Button variant="default" onClick={props.onCancel} disabled={props.submitting}>
              Abandonner la saisie
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
