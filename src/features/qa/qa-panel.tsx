import { Affix, Badge, Button, Code, Group, Paper, ScrollArea, Select, Stack, Text } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import type { Recording } from '../../qa/recorder';
import type { RecordingHub } from '../../qa/recording-hub';
import { formatStep } from '../../qa/replayer';
import { downloadTrace } from './download-trace';

const SHOWN_STEPS = 40;
/** open at first only where it leaves room for the screen beside it */
const WIDE_SCREEN = '(min-width: 80em)';

function label(recording: Recording, index: number): string {
  return `${index + 1}. ${recording.machineId() ?? '?'}${recording.isRunning() ? '' : ' (arrêtée)'}`;
}

/** QA only: the machines recorded in this tab, the live transitions of one, and its trace as JSON. */
export function QaPanel({ hub }: { hub: RecordingHub }) {
  useSyncExternalStore(hub.subscribe, hub.version);
  const [open, setOpen] = useState(() => window.matchMedia(WIDE_SCREEN).matches);
  const [chosen, setChosen] = useState<string | null>(null);
  const recordings = hub.recordings();
  const running = recordings.filter((recording) => recording.isRunning());
  const fallback = running.at(-1) ?? recordings.at(-1);
  const selected = chosen !== null ? recordings[Number(chosen)] : fallback;
  const steps = selected?.steps() ?? [];

  return (
    <Affix position={{ bottom: 12, right: 12 }} zIndex={400}>
      {open ? (
        <Paper component="aside" aria-label="Panneau QA" withBorder shadow="md" p="sm" w={260} maw="calc(100vw - 24px)">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>QA · transitions</Text>
              <Badge variant="light">{running.length} active{running.length > 1 ? 's' : ''}</Badge>
              <Button size="compact-xs" variant="subtle" onClick={() => setOpen(false)}>
                Réduire
              </Button>
            </Group>
            <Select
              size="xs"
              label="Machine"
              placeholder="Aucune machine enregistrée"
              data={recordings.map((recording, index) => ({ value: String(index), label: label(recording, index) }))}
              value={selected ? String(recordings.indexOf(selected)) : null}
              onChange={setChosen}
              allowDeselect={false}
            />
            <ScrollArea h={220} type="auto" aria-label="Transitions">
              <Stack gap={2}>
                {steps.slice(-SHOWN_STEPS).map((step) => (
                  <Code key={step.index} block fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {formatStep(step)}
                  </Code>
                ))}
              </Stack>
            </ScrollArea>
            <Button size="xs" disabled={!selected} onClick={() => selected && downloadTrace(selected.trace())}>
              Télécharger la trace (JSON)
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Button size="xs" variant="filled" color="dark" onClick={() => setOpen(true)}>
          QA · {steps.length} étapes
        </Button>
      )}
    </Affix>
  );
}
