import { Title } from '@mantine/core';

export function Component() {
  return <Title order={1}>Profil</Title>;
}
