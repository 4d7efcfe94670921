import { Badge, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list of the console: its title (which names the region) and how many it holds. */
export function Section({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Group gap="xs">
        <Title order={2} fz="h3" id={id}>
          {title}
        </Title>
        <Badge variant="outline" color="dark" aria-hidden="true">
          {count}
        </Badge>
      </Group>
      {children}
    </Stack>
  );
}
