import type { AuditoriaItem } from '@acolher/contract';
import { Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { VoltarFechaOModal } from '../../../components/aviso-alteracoes.tsx';
import { Dado } from '../../../components/dados-do-registro.tsx';
import { momentoNoFuso } from '../../../lib/datas.ts';
import { Acao, quem, registro } from './linha-da-auditoria.tsx';

/** A detail's value as read: text as it is, anything else (a list, a number, a group) as JSON. */
function textoDoDetalhe(valor: unknown): string {
  return typeof valor === 'string' ? valor : JSON.stringify(valor);
}

/**
 * One log row in full: the list's columns plus the account's login, the repeat count and whatever
 * else was logged (DETALHES, which the server sends with every password, token and hash left out).
 */
export function DetalhesModal({
  item,
  fuso,
  onClose,
}: {
  item: AuditoriaItem | null;
  fuso: string | undefined;
  onClose: () => void;
}) {
  const detalhes = Object.entries(item?.DETALHES ?? {});
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item ? `Registro de auditoria nº ${item.CODIGO}` : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {item && (
        <Stack gap="md">
          {/* A phone's Back closes the details, as Esc and the X do, instead of leaving the list (0024). */}
          <VoltarFechaOModal cancelar={onClose} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Dado rotulo="Quando" valor={momentoNoFuso(item.EM, fuso, ' ')} />
            <Dado
              rotulo="Quem"
              valor={item.LOGIN && item.USUARIO !== item.LOGIN ? `${quem(item)} (${item.LOGIN})` : quem(item)}
            />
            <div>
              <Text size="xs" c="gray.7">
                Ação
              </Text>
              <Acao item={item} />
            </div>
            <Dado rotulo="Registro" valor={registro(item)} />
            <Dado rotulo="De onde" valor={item.IP} />
            <Dado rotulo="Repetições" valor={String(item.CONTAGEM)} />
            {item.ULTIMA_EM && (
              <Dado rotulo="Última repetição" valor={momentoNoFuso(item.ULTIMA_EM, fuso, ' ')} />
            )}
          </SimpleGrid>
          <Stack gap="xs">
            <Title order={3} size="h5">
              Detalhes
            </Title>
            {detalhes.length === 0 ? (
              <Text c="gray.7">Nenhum detalhe registrado.</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                {detalhes.map(([chave, valor]) => (
                  <Dado key={chave} rotulo={chave} valor={textoDoDetalhe(valor)} />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
