import {
  type AuditoriaUsuario,
  dataOpcional,
  periodoEmOrdem,
  ROTULOS_ACAO,
  ROTULOS_ENTIDADE,
  textoOpcional,
} from '@acolher/contract';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { z } from 'zod';
import { camposDe, opcoes } from '../../../components/campos.tsx';
import { Form } from '../../../components/formulario.tsx';
import { useFormulario } from '../../../lib/formulario.ts';
import type { FiltroAuditoria } from '../api/auditoria.ts';

/** The longest text filter `GET /auditoria` takes (the contract's `textoDoFiltro`). */
const MAXIMO_DO_TEXTO = 100;

/**
 * The filter as the form holds it: each field may stay empty (no filter), the dates real and in
 * order, the texts within the contract's limit, so a refusal is said on its field, not by a 400.
 */
const esquemaDoFiltro = z
  .object({
    usuario: z.string(),
    acao: z.string(),
    entidade: z.string(),
    registro: textoOpcional(MAXIMO_DO_TEXTO),
    de: dataOpcional,
    ate: dataOpcional,
    busca: textoOpcional(MAXIMO_DO_TEXTO),
  })
  .refine(...periodoEmOrdem('de', 'ate'));

export const SEM_FILTRO: FiltroAuditoria = {
  usuario: '',
  acao: '',
  entidade: '',
  registro: '',
  de: '',
  ate: '',
  busca: '',
};

const { CampoData, CampoSelect, CampoTexto } = camposDe<FiltroAuditoria>();

/** "Todas as ações" is the empty value, so the select shows it as its placeholder too. */
function comTodos(rotulo: string, itens: { value: string; label: string }[]) {
  return { placeholder: rotulo, data: [{ value: '', label: rotulo }, ...itens] };
}

/** "Maria Souza (maria)"; an account with no employee is named by its login alone. */
function nomeDaConta(conta: AuditoriaUsuario): string {
  return conta.USUARIO === conta.LOGIN ? conta.LOGIN : `${conta.USUARIO} (${conta.LOGIN})`;
}

/**
 * The log's filters: Pessoa, Ação, Registro (entity and code), Período and Busca. They reach the
 * list (and the address) when submitted, by "Filtrar" or by Enter in a text field, not at each
 * keystroke: over a million rows a query per digit is load for nothing. Mounted anew whenever the
 * address's filter changes (Back, "Limpar"), so it always shows the filter the list shows.
 */
export function FiltrosDaAuditoria({
  filtro,
  contas,
  aoFiltrar,
}: {
  filtro: FiltroAuditoria;
  contas: readonly AuditoriaUsuario[];
  aoFiltrar: (filtro: FiltroAuditoria) => void;
}) {
  const form = useFormulario(esquemaDoFiltro, filtro);
  return (
    <Form
      form={form}
      onSubmit={(valores) =>
        aoFiltrar({ ...valores, registro: valores.registro.trim(), busca: valores.busca.trim() })
      }
      aria-label="Filtros da auditoria"
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        <CampoSelect
          name="usuario"
          label="Pessoa"
          searchable
          {...comTodos(
            'Todas as pessoas',
            contas.map((conta) => ({ value: String(conta.CODIGO), label: nomeDaConta(conta) })),
          )}
        />
        <CampoSelect
          name="acao"
          label="Ação"
          searchable
          {...comTodos('Todas as ações', opcoes(ROTULOS_ACAO))}
        />
        <CampoSelect
          name="entidade"
          label="Registro"
          searchable
          {...comTodos('Todos os registros', opcoes(ROTULOS_ENTIDADE))}
        />
        <CampoTexto name="registro" label="Código do registro" autoComplete="off" />
        <Group gap="sm" wrap="nowrap" grow>
          <CampoData name="de" label="De" />
          <CampoData name="ate" label="Até" />
        </Group>
        <CampoTexto
          name="busca"
          label="Busca"
          type="search"
          description="Ação, registro, endereço ou nome, sem considerar acentos"
          autoComplete="off"
        />
        <Group gap="sm" align="flex-end">
          <Button type="submit">Filtrar</Button>
          <Button variant="default" onClick={() => aoFiltrar(SEM_FILTRO)}>
            Limpar filtros
          </Button>
        </Group>
      </SimpleGrid>
    </Form>
  );
}
