import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { aplicarErrosDoServidor } from '../lib/erros-servidor.ts';
import type { Formulario } from '../lib/formulario.ts';
import { useReentradaPendente } from '../lib/sessao.ts';
import { notificar } from '../lib/snackbar.ts';
import { ConfirmarDescarte, useSaidaDoModal, VoltarFechaOModal } from './aviso-alteracoes.tsx';
import { FalhaAoSalvar, mensagemDaFalha } from './botoes-do-formulario.tsx';
import { ModalConfirmacao } from './modal-confirmacao.tsx';
import { TabelaResponsiva } from './tabela-responsiva.tsx';

interface Remocao<T> {
  /** The row button and the confirmation's verb: "Excluir", "Desvincular", "Remover". */
  acao: string;
  titulo: string;
  pergunta: (item: T) => string;
  /** The remove mutation (its hook invalidates what it changed). */
  remover: (item: T) => Promise<unknown>;
  sucesso: string;
}

/** What the form inside a sub-list's modal needs from it. */
export interface ModalDoItem {
  /** After a save: closes without asking. */
  fechar: () => void;
  /** "Cancelar", Esc, the X: closes, asking first when the form has unsaved changes. */
  cancelar: () => void;
  /** The open form says where its unsaved changes can be read. */
  acompanhar: (form: { isDirty: () => boolean }) => void;
  /** Why the last save failed, shown by the buttons until the next attempt (null: none failed). */
  falha: string | null;
  falhou: (mensagem: string | null) => void;
}

/** The modal's title as it adds ("Novo familiar") and as it edits ("Editar familiar"). */
export interface TitulosDoModal {
  novo: string;
  editar: string;
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
  titulosModal: TitulosDoModal;
  tamanhoModal: 'lg' | 'xl';
  /** The add/edit form (`atual` null to add), shown in a modal. */
  formulario: (atual: T | null, modal: ModalDoItem) => ReactNode;
  remocao: Remocao<T>;
}

/**
 * The modal of a sub-list's form (and of any form over a record page: the employee's access).
 * Typed data is never thrown away unasked: a click outside does nothing, and Esc, the X and
 * "Cancelar" ask first when the form has changes.
 */
export function useModalDoItem<T>() {
  // undefined: no modal; null: adding; an item: editing it.
  const [editando, setEditando] = useState<T | null | undefined>(undefined);
  // Kept after closing, so the title does not change while the modal fades out.
  const [adicionando, setAdicionando] = useState(true);
  const [falha, setFalha] = useState<string | null>(null);
  const saida = useSaidaDoModal(() => {
    setFalha(null);
    setEditando(undefined);
  });
  const controle: ModalDoItem = {
    fechar: saida.sair,
    cancelar: saida.cancelar,
    acompanhar: saida.acompanhar,
    falha,
    falhou: setFalha,
  };
  const abrir = (item: T | null) => {
    setAdicionando(item === null);
    setEditando(item);
  };
  return {
    editando,
    adicionando,
    abrir,
    perguntando: saida.perguntando,
    continuar: saida.continuar,
    alterado: saida.alterado,
    controle,
  };
}

/**
 * One of a record's sub-lists (a resident's relatives, plans, benefits): a titled table whose rows
 * are edited in a modal and removed after a confirmation. The writes are the feature's mutation
 * hooks, which read again what they changed, so this piece knows no section.
 */
export function SubLista<T>({
  titulo,
  itens,
  colunas,
  celulas,
  chave,
  nome,
  rotuloAdicionar,
  titulosModal,
  tamanhoModal,
  formulario,
  remocao,
}: SubListaProps<T>) {
  const modal = useModalDoItem<T>();
  const [removendo, setRemovendo] = useState<T | null>(null);

  async function remover(item: T) {
    setRemovendo(null);
    try {
      await remocao.remover(item);
      notificar(remocao.sucesso, 'sucesso');
    } catch {
      // The mutation's own failure has already been said (lib/cliente-consultas.ts).
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
            <Button variant="light" onClick={() => modal.abrir(null)}>
              {rotuloAdicionar}
            </Button>
          </Group>
          {itens && itens.length === 0 ? (
            <Text c="gray.7">Nenhum registro.</Text>
          ) : (
            <TabelaResponsiva
              colunas={colunas}
              itens={itens ?? []}
              chave={chave}
              celulas={celulas}
              abrir={(item) => modal.abrir(item)}
              larguraMinima={480}
              acoes={(item) => (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => modal.abrir(item)}
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
              )}
            />
          )}
        </Stack>
      </Card>
      <ModalDoItemAberto
        modal={modal}
        titulo={modal.adicionando ? titulosModal.novo : titulosModal.editar}
        tamanho={tamanhoModal}
      >
        {formulario}
      </ModalDoItemAberto>
      <ModalConfirmacao
        opened={removendo !== null}
        titulo={remocao.titulo}
        texto={removendo === null ? '' : remocao.pergunta(removendo)}
        destrutiva
        onConfirm={() => removendo !== null && void remover(removendo)}
        onCancel={() => setRemovendo(null)}
      />
    </>
  );
}

/**
 * The modal `useModalDoItem` opens, guarded as decision 0024 says: Back and links close it (asking
 * when typed into), and while a question or the sign-in dialog (decision 0020) is over it, Esc and
 * the focus are theirs.
 */
export function ModalDoItemAberto<T>({
  modal,
  titulo,
  tamanho,
  children,
}: {
  modal: ReturnType<typeof useModalDoItem<T>>;
  titulo: string;
  tamanho?: 'md' | 'lg' | 'xl';
  children: (atual: T | null, modal: ModalDoItem) => ReactNode;
}) {
  const reentrada = useReentradaPendente();
  return (
    <>
      <Modal
        closeButtonProps={{ 'aria-label': 'Fechar' }}
        opened={modal.editando !== undefined}
        onClose={modal.controle.cancelar}
        closeOnClickOutside={false}
        closeOnEscape={!modal.perguntando && reentrada === null}
        trapFocus={!modal.perguntando && reentrada === null}
        title={titulo}
        centered
        size={tamanho}
      >
        {modal.editando !== undefined && (
          <>
            <VoltarFechaOModal cancelar={modal.controle.cancelar} alterado={modal.alterado} />
            {children(modal.editando, modal.controle)}
          </>
        )}
      </Modal>
      <ConfirmarDescarte
        opened={modal.perguntando}
        onSair={modal.controle.fechar}
        onContinuar={modal.continuar}
      />
    </>
  );
}

/** The buttons at the foot of a sub-list's form: cancel (asks if anything changed) and save. */
export function BotoesDoItem({
  modal,
  rotuloSalvar,
  salvando,
}: {
  modal: ModalDoItem;
  rotuloSalvar: string;
  salvando: boolean;
}) {
  const idFalha = useId();
  return (
    <Stack gap="xs" align="flex-end">
      <Group justify="flex-end">
        <Button variant="default" onClick={modal.cancelar}>
          Cancelar
        </Button>
        <Button
          type="submit"
          loading={salvando}
          aria-describedby={modal.falha === null ? undefined : idFalha}
        >
          {rotuloSalvar}
        </Button>
      </Group>
      <FalhaAoSalvar id={idFalha} mensagem={modal.falha} />
    </Stack>
  );
}

/**
 * A sub-list form's submit: while saving the button spins; then (the mutation having read the record
 * again) a success message and the modal closed; a refusal goes to its field (when the server names
 * one) and the snackbar. The form is also what the modal reads to know whether closing would lose changes.
 */
export function useSalvarItem<V>(
  form: Formulario<V>,
  sucesso: string,
  modal: ModalDoItem,
  salvar: (valores: V) => Promise<unknown>,
) {
  const [salvando, setSalvando] = useState(false);
  useEffect(() => modal.acompanhar(form));

  async function enviar(valores: V) {
    setSalvando(true);
    modal.falhou(null);
    try {
      await salvar(valores);
      notificar(sucesso, 'sucesso');
      modal.fechar();
    } catch (erro) {
      // Said once by the mutation's snackbar (lib/cliente-consultas.ts); here it goes to its field and
      // stays by the buttons, after the snackbar is gone.
      aplicarErrosDoServidor(form, erro);
      modal.falhou(mensagemDaFalha(erro));
    } finally {
      setSalvando(false);
    }
  }

  return { salvando, enviar: (valores: V) => void enviar(valores) };
}
