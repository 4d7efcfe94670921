import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand, TAGLINE } from '../../components/brand';

/** The frame of the three account pages: brand, tagline and one card. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Stack w="100%" maw={420} gap="lg">
        <Stack gap={4} align="center">
          <Link to="/" style={{ textDecoration: 'none', color: 'inherit' }}>
            <Brand size="2rem" />
          </Link>
          <Text c="dimmed" ta="center">
            {TAGLINE}
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" radius="lg" p="xl" component="main">
          <Stack gap="md">
            <Title order={1} fz="h2">
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
