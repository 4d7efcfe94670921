import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { LIMIT_STATUS_LABELS, formatPercent, limitPercent, limitStatus } from '../../game/liability';

const STATUS_COLORS = { ok: 'forest', near: 'orange.8', reached: 'red.8' } as const;

/**
 * A line's worst case against its limit: a bar (its share, full past the limit), the share in words, and a flag
 * when it is near ('Proche de la limite', from 80 %) or at it ('Limite atteinte': no bet can be added any more).
 */
export function LimitShare({ line, worstPayout, maxPayout, available }: { line: string; worstPayout: number; maxPayout: number; available?: boolean }) {
  const status = limitStatus({ worstPayout, maxPayout, available });
  const percent = limitPercent(worstPayout, maxPayout);
  return (
    <Stack gap={4} miw={140}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {formatPercent(percent)}
        </Text>
        {status !== 'ok' && (
          // near: outlined in dark, as the console's other badges (a light orange badge fails the contrast ratio); the bar says orange
          <Badge size="sm" variant={status === 'reached' ? 'filled' : 'outline'} color={status === 'reached' ? STATUS_COLORS.reached : 'dark'}>
            {LIMIT_STATUS_LABELS[status]}
          </Badge>
        )}
      </Group>
      {/* a gauge, not a task's progress: role meter, full at the limit; its text the true share (past 100 % too) */}
      <Progress.Root>
        <Progress.Section
          value={Math.min(100, percent)}
          color={STATUS_COLORS[status]}
          withAria={false}
          role="meter"
          aria-label={`Part de la limite, ligne ${line}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(100, percent)}
          aria-valuetext={formatPercent(percent)}
        />
      </Progress.Root>
    </Stack>
  );
}
