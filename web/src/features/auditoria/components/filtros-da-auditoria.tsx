import {
  type AuditoriaUsuario,
  dataOpcional,
  periodoEmOrdem,
  ROTULOS_ACAO,
  ROTULOS_ENTIDADE,
  textoOpcional,
} from '@acolher/contract';
import { Button, Collapse, Grid, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { z } from 'zod';
import { camposDe, opcoes } from '../../../components/campos.tsx';
import { Form } from '../../../components/formulario.tsx';
import { useFormulario } from '../../../lib/formulario.ts';
import { TELA_ESTREITA } from '../../../lib/tela.ts';
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

/** A quarter of the row on a wide screen, half on a tablet, the whole of it on a phone. */
const UM_QUARTO = { base: 12, xs: 6, md: 3 };

/** The three selects, each with its "all" option first: Pessoa, Ação and the record's kind. */
function selecoes(contas: readonly AuditoriaUsuario[]) {
  return [
    {
      nome: 'usuario',
      rotulo: 'Pessoa',
      todos: 'Todas as pessoas',
      itens: contas.map((conta) => ({ value: String(conta.CODIGO), label: nomeDaConta(conta) })),
    },
    { nome: 'acao', rotulo: 'Ação', todos: 'Todas as ações', itens: opcoes(ROTULOS_ACAO) },
    { nome: 'entidade', rotulo: 'Registro', todos: 'Todos os registros', itens: opcoes(ROTULOS_ENTIDADE) },
  ] as const;
}

/** "Maria Souza (maria)"; an account with no employee is named by its login alone. */
function nomeDaConta(conta: AuditoriaUsuario): string {
  return conta.USUARIO === conta.LOGIN ? conta.LOGIN : `${conta.USUARIO} (${conta.LOGIN})`;
}

const ID_DOS_FILTROS = 'filtros-da-auditoria';

/**
 * On a phone the seven filters would push the list a screen and a half down: they open from a
 * button that says how many are in use, and close again once submitted (the form is mounted anew).
 */
function RecolhidosNoTelefone({ emUso, children }: { emUso: number; children: ReactNode }) {
  const estreita = useMediaQuery(TELA_ESTREITA);
  const [aberto, setAberto] = useState(false);
  if (!estreita) return children;
  return (
    <>
      <Button
        variant="default"
        fullWidth
        mb="xs"
        aria-expanded={aberto}
        aria-controls={ID_DOS_FILTROS}
        onClick={() => setAberto((antes) => !antes)}
      >
        {aberto ? 'Ocultar filtros' : `Filtros${emUso ? ` (${emUso} em uso)` : ''}`}
      </Button>
      <Collapse expanded={aberto} id={ID_DOS_FILTROS} keepMountedMode="display-none">
        {children}
      </Collapse>
    </>
  );
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
  const emUso = Object.values(filtro).filter(Boolean).length;
  // With no filter in the address the form is not mounted anew: what was typed and never applied
  // (and a refusal marking it) is cleared here, or "Limpar filtros" would seem to do nothing.
  function limpar() {
    form.setValues(SEM_FILTRO);
    form.clearErrors();
    aoFiltrar(SEM_FILTRO);
  }
  return (
    <Form
      form={form}
      onSubmit={(valores) =>
        aoFiltrar({ ...valores, registro: valores.registro.trim(), busca: valores.busca.trim() })
      }
      aria-label="Filtros da auditoria"
    >
      <RecolhidosNoTelefone emUso={emUso}>
        <Grid gap="sm" align="flex-end">
          {selecoes(contas).map(({ nome, rotulo, todos, itens }) => (
            <Grid.Col key={nome} span={UM_QUARTO}>
              <CampoSelect name={nome} label={rotulo} searchable {...comTodos(todos, itens)} />
            </Grid.Col>
          ))}
          <Grid.Col span={UM_QUARTO}>
            <CampoTexto name="registro" label="Código do registro" autoComplete="off" />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <CampoData name="de" label="De" />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <CampoData name="ate" label="Até" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <CampoTexto
              name="busca"
              label="Busca"
              type="search"
              placeholder="Ação, registro, endereço ou nome"
              autoComplete="off"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Group gap="sm" wrap="nowrap">
              <Button type="submit">Filtrar</Button>
              <Button variant="default" onClick={limpar}>
                Limpar filtros
              </Button>
            </Group>
          </Grid.Col>
        </Grid>
      </RecolhidosNoTelefone>
    </Form>
  );
}
