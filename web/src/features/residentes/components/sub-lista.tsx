import { MENSAGENS } from '@acolher/contract';
import { Button, Card, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { aplicarErrosDoServidor } from '../../../lib/erros-servidor.ts';
import type { Formulario } from '../../../lib/form.ts';
import { notificar } from '../../../lib/snackbar.ts';
import { useInvalidarResidentes } from '../api/invalidar.ts';

const mensagemDe = (erro: unknown) => (erro instanceof Error ? erro.message : MENSAGENS.falhaGenerica);

interface Remocao<T> {
  /** The row button and the confirmation's verb: "Excluir", "Desvincular", "Remover". */
  acao: string;
  titulo: string;
  pergunta: (item: T) => string;
  remover: (item: T) => Promise<unknown>;
  sucesso: string;
}

interface SubListaProps<T> {
  titulo: string;
  itens: T[] | undefined;
  colunas: string[];
  celulas: (item: T) => ReactNode[];
  chave: (item: T) => string | number;
  /** Names the row's buttons for screen readers ("Editar Ana Souza"). */
  nome: (item: T) => string;
  rotuloAdicionar: string;
  tituloModal: string;
  tamanhoModal: 'lg' | 'xl';
  /** The add/edit form (`atual` null to add), shown in a modal; `fechar` once it saved. */
  formulario: (atual: T | null, fechar: () => void) => ReactNode;
  remocao: Remocao<T>;
}

/**
 * One of the record's sub-lists (relatives, plans, benefits): a titled table whose rows are edited
 * in a modal and removed after a confirmation.
 */
export function SubLista<T>({
  titulo,
  itens,
  colunas,
  celulas,
  chave,
  nome,
  rotuloAdicionar,
  tituloModal,
  tamanhoModal,
  formulario,
  remocao,
}: SubListaProps<T>) {
  const invalidar = useInvalidarResidentes();
  // undefined: no modal; null: adding; an item: editing it.
  const [editando, setEditando] = useState<T | null | undefined>(undefined);
  const [removendo, setRemovendo] = useState<T | null>(null);
  const fechar = () => setEditando(undefined);

  async function remover(item: T) {
    setRemovendo(null);
    try {
      await remocao.remover(item);
      notificar(remocao.sucesso, 'sucesso');
      await invalidar();
    } catch (erro) {
      notificar(mensagemDe(erro), 'erro');
    }
  }

  return (
    <>
      <Card withBorder component="section" aria-label={titulo}>
        <Stack>
          <Group justify="space-between">
            <Title order={2} size="h4">
              {titulo}
            </Title>
            <Button variant="light" onClick={() => setEditando(null)}>
              {rotuloAdicionar}
            </Button>
          </Group>
          {itens && itens.length === 0 ? (
            <Text c="gray.7">Nenhum registro.</Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    {colunas.map((c) => (
                      <Table.Th key={c}>{c}</Table.Th>
                    ))}
                    <Table.Th>Ações</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(itens ?? []).map((item) => (
                    <Table.Tr key={chave(item)}>
                      {celulas(item).map((celula, i) => (
                        <Table.Td key={colunas[i]}>{celula}</Table.Td>
                      ))}
                      <Table.Td>
                        <Group gap="xs">
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => setEditando(item)}
                            aria-label={`Editar ${nome(item)}`}
                          >
                            Editar
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => setRemovendo(item)}
                            aria-label={`${remocao.acao} ${nome(item)}`}
                          >
                            {remocao.acao}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Card>
      <Modal
        closeButtonProps={{ 'aria-label': 'Fechar' }}
        opened={editando !== undefined}
        onClose={fechar}
        title={tituloModal}
        centered
        size={tamanhoModal}
      >
        {editando !== undefined && formulario(editando, fechar)}
      </Modal>
      <ConfirmModal
        opened={removendo !== null}
        titulo={remocao.titulo}
        texto={removendo === null ? '' : remocao.pergunta(removendo)}
        onConfirm={() => removendo !== null && void remover(removendo)}
        onCancel={() => setRemovendo(null)}
      />
    </>
  );
}

/**
 * A sub-list form's submit: while saving the button spins; then a success message, the record read
 * again and the modal closed; a refusal goes to its field (when the server names one) and the snackbar.
 */
export function useSalvarItem<V>(
  form: Formulario<V>,
  sucesso: string,
  aoSalvar: () => void,
  salvar: (valores: V) => Promise<unknown>,
) {
  const invalidar = useInvalidarResidentes();
  const [salvando, setSalvando] = useState(false);

  async function enviar(valores: V) {
    setSalvando(true);
    try {
      await salvar(valores);
      notificar(sucesso, 'sucesso');
      await invalidar();
      aoSalvar();
    } catch (erro) {
      aplicarErrosDoServidor(form, erro);
      notificar(mensagemDe(erro), 'erro');
    } finally {
      setSalvando(false);
    }
  }

  return { salvando, enviar: (valores: V) => void enviar(valores) };
}
