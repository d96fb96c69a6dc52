import { Button, Group, Modal } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { aplicarErrosDoServidor, type Destinos, errosDeCampo } from '../lib/erros-servidor.ts';
import { useUmEnvioPorVez } from '../lib/formulario.ts';
import { useReentradaPendente } from '../lib/sessao.ts';
import { ConfirmarDescarte, useSaidaDoModal, VoltarFechaOModal } from './aviso-alteracoes.tsx';
import { FalhaAoSalvar, mensagemDaFalha } from './botoes-do-formulario.tsx';

/** What the form inside hands back to its modal: how to leave, and what it has typed (decision 0024). */
export interface SaidaDoFormulario {
  cancelar: () => void;
  acompanhar: (form: { isDirty: () => boolean }) => void;
}

interface ModalDeFormularioProps {
  opened: boolean;
  titulo: string;
  onCancel: () => void;
  /** The form, mounted with each opening so it starts from its initial values. */
  children: (saida: SaidaDoFormulario) => ReactNode;
}

/**
 * A small form in a modal (a discharge's reason, a readmission's date, the prontuário's filter): Back,
 * Esc and the close button ask before typed data is dropped, as every layer over the page does
 * (decision 0024). While a question or the sign-in dialog is over it, Esc and the focus are theirs.
 */
export function ModalDeFormulario({ opened, titulo, onCancel, children }: ModalDeFormularioProps) {
  const saida = useSaidaDoModal(onCancel);
  const reentrada = useReentradaPendente();
  const porCima = saida.perguntando || reentrada !== null;
  return (
    <>
      <Modal
        closeButtonProps={{ 'aria-label': 'Fechar' }}
        opened={opened}
        onClose={saida.cancelar}
        closeOnEscape={!porCima}
        trapFocus={!porCima}
        title={titulo}
        centered
      >
        {opened && (
          <>
            <VoltarFechaOModal cancelar={saida.cancelar} alterado={saida.alterado} />
            {children({ cancelar: saida.cancelar, acompanhar: saida.acompanhar })}
          </>
        )}
      </Modal>
      <ConfirmarDescarte opened={saida.perguntando} onSair={saida.sair} onContinuar={saida.continuar} />
    </>
  );
}

type FormularioDoModal = Parameters<typeof aplicarErrosDoServidor>[0];

/**
 * The submit of a modal's form: one at a time; a refusal lands on the fields it names, or is said
 * beside the buttons (a 422's own explanation, the last administrator's), the modal staying open.
 */
export function useConfirmarNoModal<V>(
  form: FormularioDoModal,
  enviar: (valores: V) => Promise<unknown>,
  destinos?: Destinos,
) {
  const [falha, setFalha] = useState<string | null>(null);
  const confirmar = useUmEnvioPorVez(async (valores: V) => {
    setFalha(null);
    try {
      await enviar(valores);
    } catch (erro) {
      // Said once: under the fields it names when they are on the form, else beside the buttons.
      const nosCampos = aplicarErrosDoServidor(form, erro, destinos) && errosDeCampo(erro).length > 0;
      setFalha(nosCampos ? null : mensagemDaFalha(erro));
    }
  });
  return { confirmar, falha };
}

/** The foot of a modal's form: why the last attempt failed, Cancelar, and the action. */
export function BotoesDoModal({
  falha,
  onCancel,
  rotuloConfirmar,
  carregando,
  destrutiva = false,
}: {
  falha: string | null;
  onCancel: () => void;
  rotuloConfirmar: string;
  carregando: boolean;
  destrutiva?: boolean;
}) {
  return (
    <>
      <FalhaAoSalvar mensagem={falha} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" color={destrutiva ? 'red' : undefined} loading={carregando}>
          {rotuloConfirmar}
        </Button>
      </Group>
    </>
  );
}
