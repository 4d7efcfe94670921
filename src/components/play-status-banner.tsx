import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ResponsibleGamingStatus } from '../game/responsible-gaming';
import { type PlayNotice, type PlayNoticeKind, type PlayPlace, playNotice } from '../game/responsible-gaming-notices';

const COLORS: Readonly<Record<PlayNoticeKind, string>> = { excluded: 'red', limitReached: 'orange', limitLeft: 'blue', offline: 'orange' };

export interface PlayStatusBannerProps {
  notice: PlayNotice;
  /** the id of the Alert; its text is `${id}-body`, for the controls it explains (aria-describedby) */
  id?: string;
  /** a way on, e.g. 'Retirer mes gains' while recharging is closed */
  children?: ReactNode;
}

/** What the player's exclusion or limit allows here, said before they try (issue 38). */
export function PlayStatusBanner({ notice, id, children }: PlayStatusBannerProps) {
  return (
    <Alert id={id} color={COLORS[notice.kind]} variant="light" title={notice.title} role="status" data-kind={notice.kind}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{notice.text}</Text>
        {children}
      </Stack>
    </Alert>
  );
}

/**
 * The banner of `place` for a status, or nothing. A page whose first paint counts (the bet builder) loads it
 * lazily: the status comes after supabase-js, itself after the first paint.
 */
export function PlayStatusNotice({ status, place, id }: { status: ResponsibleGamingStatus; place: PlayPlace; id?: string }) {
  const notice = playNotice(status, place);
  return notice && <PlayStatusBanner notice={notice} id={id} />;
}
