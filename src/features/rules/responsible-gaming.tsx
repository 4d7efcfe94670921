import { List, Stack, Text, Title } from '@mantine/core';
import { SupportLink } from './support-link';

export function ResponsibleGaming() {
  return (
    <Stack component="section" gap="sm">
      <Title order={2}>Jeu responsable</Title>
      <Text>Le jeu doit rester un loisir. Quelques règles simples :</Text>
      <List spacing="xs">
        <List.Item>Fixez-vous un budget avant de jouer, et arrêtez-vous quand il est atteint.</List.Item>
        <List.Item>
          Ne jouez que l'argent que vous pouvez perdre, jamais celui du loyer, de la nourriture ou de l'école.
        </List.Item>
        <List.Item>Ne cherchez pas à vous refaire après une perte : chaque tirage est indépendant.</List.Item>
        <List.Item>Faites des pauses, et ne jouez pas pour oublier un souci.</List.Item>
        <List.Item>Le jeu est interdit aux mineurs.</List.Item>
      </List>
      <Text>
        Si le jeu devient un problème pour vous ou un proche, parlez-en à quelqu'un de confiance ou à un médecin, et
        écrivez-nous à <SupportLink /> : nous vous
        répondrons.
      </Text>
    </Stack>
  );
}
