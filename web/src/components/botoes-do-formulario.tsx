import { MENSAGENS } from '@acolher/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, mensagemDoServidor } from '../lib/api.ts';
import { CAMPO_VERSAO, ehTextoDeRegistroAlterado } from '../lib/erros-servidor.ts';
import { useFormularioVinculado } from './formulario.tsx';

/** A save's mutation, as the buttons read it: spinning while it runs, its error until the next attempt. */
interface Salvamento {
  isPending: boolean;
  error: Error | null;
}

/**
 * Why a save failed, kept to show by the buttons: what the snackbar said (lib/cliente-consultas.ts),
 * except for a 422 the server explained (the last administrator kept, decision 0027), whose own message
 * says what to do; the snackbar keeps docs/produto.md §8's fixed text for it.
 */
export function mensagemDaFalha(erro: unknown): string {
  if (erro instanceof ApiError && erro.status === 422) return mensagemDoServidor(erro.corpo) ?? erro.message;
  return erro instanceof Error ? erro.message : MENSAGENS.falhaGenerica;
}

/**
 * Why the last save failed, next to the buttons that save: the snackbar (docs/produto.md §9) is gone after three
 * seconds, this stays until the next attempt. The snackbar already announced it, so it is not an alert.
 * A stale version's refusal goes once the form has read the record again (its version error is gone).
 */
export function FalhaAoSalvar({ mensagem, id }: { mensagem: string | null; id?: string }) {
  const form = useFormularioVinculado();
  const recarregado =
    form !== null && mensagem !== null && ehTextoDeRegistroAlterado(mensagem) && !form.errors[CAMPO_VERSAO];
  if (mensagem === null || recarregado) return null;
  return (
    <Text c="red.8" size="sm" ta="right" id={id}>
      {mensagem}
    </Text>
  );
}

/**
 * The foot of a form page: "Voltar" to where the user came from (the guard asks first), and "Salvar",
 * spinning while one of the page's saves runs, with the last one's failure beside it. It keeps
 * spinning once saved until the page is left (`saindo`): the next screen's code may take seconds on
 * a weak network, and a Salvar that looked idle meanwhile was tapped again and sent the form twice
 * (decision 0037). Disabled, it also stops Enter from submitting (a form's implicit submission).
 */
export function BotoesDoFormulario({
  voltarPara,
  salvamentos,
  saindo,
}: {
  voltarPara: string;
  salvamentos: Salvamento[];
  saindo: boolean;
}) {
  const navigate = useNavigate();
  const idFalha = useId();
  const falha = salvamentos.find((s) => s.error !== null)?.error ?? null;
  return (
    <Stack gap="xs" align="stretch">
      <Group justify="space-between">
        <Button variant="default" onClick={() => navigate(voltarPara)}>
          Voltar
        </Button>
        <Button
          type="submit"
          loading={saindo || salvamentos.some((s) => s.isPending)}
          aria-describedby={falha ? idFalha : undefined}
        >
          Salvar
        </Button>
      </Group>
      <FalhaAoSalvar id={idFalha} mensagem={falha && mensagemDaFalha(falha)} />
    </Stack>
  );
}
