import { Anchor, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import IconTrophy from '@tabler/icons-react/dist/esm/icons/IconTrophy.mjs';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { selectNotices } from '../../machines/win-notices/win-notices.selectors';
import { winMessage } from '../game/results';
import { type WinNoticesActor, useWinNotices } from './win-notices-context';

function Notices({ actor }: { actor: WinNoticesActor }) {
  const notices = useSelector(actor, selectNotices);
  return (
    // a live region that exists before any notice, so screen readers announce the first one
    <Stack
      role="status"
      aria-live="polite"
      gap="xs"
      pos="fixed"
      top={72}
      right={12}
      left={12}
      style={{ zIndex: 300, pointerEvents: 'none', alignItems: 'flex-end' }}
    >
      {notices.map((notice) => (
        <Paper
          key={notice.drawId}
          withBorder
          shadow="md"
          radius="md"
          p="sm"
          maw={380}
          w="100%"
          bg="forest.8"
          c="white"
          style={{ pointerEvents: 'auto' }}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={4}>
              {/* balanced lines: the closing '!' never wraps alone on a phone */}
              <Text fw={700} style={{ textWrap: 'balance' }}>
                <IconTrophy size="1em" stroke={1.75} aria-hidden="true" focusable="false" style={{ verticalAlign: '-0.125em' }} />{' '}
                {winMessage(notice.amount)}
              </Text>
              <Anchor component={Link} to="/gains" c="white" underline="always" size="sm">
                Voir mes gains
              </Anchor>
            </Stack>
            <CloseButton
              aria-label="Fermer la notification"
              variant="transparent"
              c="white"
              onClick={() => actor.send({ type: 'notice.dismiss', drawId: notice.drawId })}
            />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** 'Vous avez gagné 45 000 CFA !' while the player is signed in; the shell shows it over every page. Nothing without the app's actor. */
export function WinNotices() {
  const actor = useWinNotices();
  return actor ? <Notices actor={actor} /> : null;
}
