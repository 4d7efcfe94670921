import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { LimitDraft } from '../../../machines/responsible-gaming/responsible-gaming.machine';
import { formatAmount } from '../../game/format';
import { LIMIT_PERIOD_LABELS, type LimitKind, type LimitPeriod, limitLabel } from '../../game/limits';
import { type PlayLimit, pendingChangeText } from '../../game/responsible-gaming';

const USED_LABELS: Readonly<Record<LimitKind, Readonly<Record<LimitPeriod, string>>>> = {
  stake: { day: "Misé aujourd'hui", week: 'Misé cette semaine', month: 'Misé ce mois-ci' },
  deposit: { day: "Déposé aujourd'hui", week: 'Déposé cette semaine', month: 'Déposé ce mois-ci' },
};

export interface LimitEditing {
  draft: LimitDraft | null;
  saving: boolean;
  error: string | null;
  /** the typed amount loosens the limit: it will wait 24 h */
  loosens: boolean;
  onEdit: (kind: LimitKind, period: LimitPeriod) => void;
  onChange: (text: string) => void;
  onSave: () => void;
  onRemove: () => void;
  onCancel: () => void;
}

export interface LimitCardProps {
  limit: PlayLimit;
  now: string;
  timeZone: string;
  editing: LimitEditing;
}

/** One limit: in force, used this period, a change waiting, and its form when opened. */
export function LimitCard({ limit, now, timeZone, editing }: LimitCardProps) {
  const label = limitLabel(limit.kind, limit.period);
  const open = editing.draft?.kind === limit.kind && editing.draft.period === limit.period;
  const pending = pendingChangeText(limit, now, timeZone);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={label}>
      <Stack gap={6}>
        <Title order={3} fz="h5">
          {LIMIT_PERIOD_LABELS[limit.period]}
        </Title>
        <Text fw={700} fz="lg">
          {limit.amount === null ? 'Aucune limite' : formatAmount(limit.amount)}
        </Text>
        <Text size="sm" c="dimmed">
          {USED_LABELS[limit.kind][limit.period]} : {formatAmount(limit.used)}
          {limit.remaining !== null && ` · il reste ${formatAmount(limit.remaining)}`}
        </Text>
        {pending && (
          <Text size="sm" c="orange.9" fw={500}>
            {pending}
          </Text>
        )}
        {open ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              editing.onSave();
            }}
          >
            <Stack gap="xs">
              <TextInput
                label={`${label} (CFA)`}
                inputMode="numeric"
                autoComplete="off"
                value={editing.draft!.text}
                error={editing.error}
                onChange={(event) => editing.onChange(event.currentTarget.value)}
                data-autofocus
              />
              {editing.loosens && (
                <Text size="sm" c="orange.9">
                  Une hausse ne s&apos;applique que 24 h après son enregistrement : votre limite actuelle reste en vigueur jusque-là.
                </Text>
              )}
              <Group gap="xs">
                <Button type="submit" loading={editing.saving}>
                  Enregistrer
                </Button>
                {limit.amount !== null && (
                  <Button variant="light" color="red" onClick={editing.onRemove} disabled={editing.saving}>
                    Supprimer la limite
                  </Button>
                )}
                <Button variant="default" onClick={editing.onCancel} disabled={editing.saving}>
                  Annuler
                </Button>
              </Group>
              {limit.amount !== null && (
                <Text size="xs" c="dimmed">
                  Supprimer une limite prend effet 24 h plus tard.
                </Text>
              )}
            </Stack>
          </form>
        ) : (
          <Button variant="light" onClick={() => editing.onEdit(limit.kind, limit.period)} aria-label={`${limit.amount === null ? 'Définir' : 'Modifier'} la ${label.toLowerCase()}`}>
            {limit.amount === null ? 'Définir' : 'Modifier'}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** The notice of the limit saved last. */
export function LimitNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <Alert color="green" variant="light" role="status">
      {notice}
    </Alert>
  );
}
