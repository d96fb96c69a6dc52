import { type AuditoriaItem, rotuloDaAcao, rotuloDaEntidade } from '@acolher/contract';
import { Badge, Group, Text } from '@mantine/core';

/** Who: the employee's name or the account's login; a row written before anyone signed in has none. */
export function quem(item: AuditoriaItem): string {
  return item.USUARIO ?? item.LOGIN ?? 'Sem sessão';
}

/** The record: "Residente 12", "Rota GET /usuario"; just the entity when no record was named. */
export function registro(item: AuditoriaItem): string {
  return [rotuloDaEntidade(item.ENTIDADE), item.REGISTRO ?? ''].filter(Boolean).join(' ');
}

/** The action's Portuguese label, and how many times it repeated in its run ("×12") when it did. */
export function Acao({ item }: { item: AuditoriaItem }) {
  const rotulo = rotuloDaAcao(item.ACAO);
  if (item.CONTAGEM <= 1)
    return (
      <Text span inherit>
        {rotulo}
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Text span inherit>
        {rotulo}
      </Text>
      <Badge size="sm" variant="light" color="orange" aria-label={`${item.CONTAGEM} vezes`}>
        ×{item.CONTAGEM}
      </Badge>
    </Group>
  );
}
