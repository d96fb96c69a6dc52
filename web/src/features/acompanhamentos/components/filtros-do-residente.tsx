import { TEXTOS_PRONTUARIO } from '@acolher/contract';
import { Button, Popover, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useMemo, useState } from 'react';
import { Form } from '../../../components/formulario.tsx';
import { Selecao } from '../../../components/selecao.tsx';
import { useFormulario } from '../../../lib/formulario.ts';
import { CampoDoPeriodo, esquemaDoPeriodo, type Periodo } from './periodo.ts';

/** The option of every select of employees on this screen that stands for no filter (docs/produto.md §2). */
export const TODOS_OS_FUNCIONARIOS = {
  value: 'todos',
  label: TEXTOS_PRONTUARIO.todosOsFuncionarios,
} as const;

/** An employee chosen in a select, or '' for "Todos os funcionários". */
export const funcionarioEscolhido = (valor: string | null) =>
  !valor || valor === TODOS_OS_FUNCIONARIOS.value ? '' : valor;

/**
 * A toolbar button that opens its panel under it (docs/produto.md §2's dropdowns): the cursor goes into the
 * panel and stays there until Esc, a click outside or the panel's own button closes it.
 */
function Suspenso({ rotulo, children }: { rotulo: string; children: (fechar: () => void) => ReactNode }) {
  const [aberto, { toggle, close }] = useDisclosure(false);
  return (
    <Popover
      opened={aberto}
      onDismiss={close}
      trapFocus
      returnFocus
      position="bottom-start"
      shadow="md"
      width={280}
    >
      <Popover.Target>
        <Button variant="default" onClick={toggle}>
          {rotulo}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>{aberto && children(close)}</Popover.Dropdown>
    </Popover>
  );
}

/** "Filtro": De, Até and Filtrar; the server answers the period's follow-ups. */
export function FiltroPorPeriodo({
  de,
  ate,
  aplicar,
}: {
  de: string;
  ate: string;
  aplicar: (p: Periodo) => void;
}) {
  return (
    <Suspenso rotulo="Filtro">
      {(fechar) => (
        <FormularioDoPeriodo
          inicial={{ data_inicial: de, data_final: ate }}
          aplicar={(periodo) => {
            aplicar(periodo);
            fechar();
          }}
        />
      )}
    </Suspenso>
  );
}

function FormularioDoPeriodo({ inicial, aplicar }: { inicial: Periodo; aplicar: (p: Periodo) => void }) {
  const form = useFormulario(esquemaDoPeriodo, inicial);
  return (
    <Form form={form} onSubmit={aplicar} aria-label="Filtrar por período">
      <Stack gap="sm">
        <CampoDoPeriodo name="data_inicial" label="De" data-autofocus />
        <CampoDoPeriodo name="data_final" label="Até" />
        <Button type="submit">Filtrar</Button>
      </Stack>
    </Form>
  );
}

interface OpcaoDeFuncionario {
  value: string;
  label: string;
}

/** "Funcionário": a select and "Definir funcionário"; the server answers that employee's follow-ups. */
export function FiltroPorFuncionario({
  funcionario,
  opcoes,
  aplicar,
}: {
  funcionario: string;
  opcoes: readonly OpcaoDeFuncionario[];
  aplicar: (funcionario: string) => void;
}) {
  return (
    <Suspenso rotulo="Funcionário">
      {(fechar) => (
        <EscolhaDeFuncionario
          inicial={funcionario}
          opcoes={opcoes}
          aplicar={(escolhido) => {
            aplicar(escolhido);
            fechar();
          }}
        />
      )}
    </Suspenso>
  );
}

function EscolhaDeFuncionario({
  inicial,
  opcoes,
  aplicar,
}: {
  inicial: string;
  opcoes: readonly OpcaoDeFuncionario[];
  aplicar: (funcionario: string) => void;
}) {
  const [valor, setValor] = useState(inicial || TODOS_OS_FUNCIONARIOS.value);
  return (
    <Stack gap="sm">
      <SelectDeFuncionario valor={valor} opcoes={opcoes} aoMudar={setValor} dentroDeOutraCamada />
      <Button onClick={() => aplicar(funcionarioEscolhido(valor))}>Definir funcionário</Button>
    </Stack>
  );
}

/**
 * The employees to filter by, "Todos os funcionários" first, with the one behaviour of every select
 * (decision 0025): the cursor put in it when its panel or modal opens selects "Todos os
 * funcionários", so a typed name replaces it, and Enter or Tab picks the closest employee. Inside a
 * panel or a modal its list opens in place (`dentroDeOutraCamada`): a list in a portal would count
 * as a click outside the panel.
 */
export function SelectDeFuncionario({
  valor,
  opcoes,
  aoMudar,
  dentroDeOutraCamada = false,
}: {
  valor: string;
  opcoes: readonly OpcaoDeFuncionario[];
  aoMudar: (valor: string) => void;
  dentroDeOutraCamada?: boolean;
}) {
  const data = useMemo(() => [TODOS_OS_FUNCIONARIOS, ...opcoes], [opcoes]);
  return (
    <Selecao
      label="Funcionário"
      data={data}
      valor={valor}
      aoMudar={(escolhido) => aoMudar(escolhido || TODOS_OS_FUNCIONARIOS.value)}
      searchable
      // The cursor put in it when its panel or modal opens must not cover the rest with the list.
      openOnFocus={false}
      nothingFoundMessage="Nenhum funcionário encontrado"
      comboboxProps={{ withinPortal: !dentroDeOutraCamada }}
      data-autofocus
    />
  );
}

/** "Pesquisar": narrows the rows already read, on this device, as the text is typed. */
export function Pesquisa({ busca, mudar }: { busca: string; mudar: (busca: string) => void }) {
  return (
    <Suspenso rotulo="Pesquisar">
      {() => (
        <TextInput
          type="search"
          label="Pesquisar nos acompanhamentos"
          value={busca}
          onChange={(evento) => mudar(evento.currentTarget.value)}
          data-autofocus
        />
      )}
    </Suspenso>
  );
}
