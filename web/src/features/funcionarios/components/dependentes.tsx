import {
  CAMPOS_DEPENDENTE,
  type Dependente,
  dependenteInput,
  formularioVazio,
  mascaraCpf,
  secoes,
} from '@acolher/contract';
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CampoDoCatalogo } from '../../../components/campo-do-catalogo.tsx';
import { Form } from '../../../components/formulario.tsx';
import { BotoesDoItem, type ModalDoItem, SubLista, useSalvarItem } from '../../../components/sub-lista.tsx';
import { useChaveDeEnvio } from '../../../lib/chave-de-envio.ts';
import { formatarData } from '../../../lib/datas.ts';
import { formularioDoCatalogo, useFormulario, versaoDoRegistro } from '../../../lib/formulario.ts';
import { useItemLido } from '../../../lib/registro-lido.ts';
import {
  type DependenteFormulario,
  esquemaDependente,
  useAtualizarDependente,
} from '../api/atualizar-dependente.ts';
import { useCriarDependente } from '../api/criar-dependente.ts';
import { dependentesQuery } from '../api/dependentes.ts';
import { useExcluirDependente } from '../api/excluir-dependente.ts';
import { funcionarioFullQuery } from '../api/funcionario-full.ts';

/** The dependant's fields under the catalogue's headings: the person, then the birth certificate. */
const SECOES_DEPENDENTE = secoes({ catalogo: CAMPOS_DEPENDENTE, prefixo: '' });

function paraFormulario(funcionario: number, d: Dependente | null): DependenteFormulario {
  return {
    ...(d ? formularioDoCatalogo(CAMPOS_DEPENDENTE, d) : formularioVazio(CAMPOS_DEPENDENTE)),
    CODIGO_FUNCIONARIO: funcionario,
    ...versaoDoRegistro(d),
  };
}

function nomeDe(d: Dependente): string {
  return `${d.NOME} ${d.SOBRENOME}`.trim();
}

export function Dependentes({ funcionario }: { funcionario: number }) {
  // The record the page shows carries them (DEPENDENTES of GET /funcionario-full): no request of their own.
  const { data } = useQuery({ ...funcionarioFullQuery(funcionario), select: (f) => f.DEPENDENTES });
  const excluir = useExcluirDependente();
  return (
    <SubLista<Dependente>
      titulo="Dependentes"
      itens={data}
      colunas={['Nome', 'Nascimento', 'Parentesco', 'CPF']}
      celulas={(d) => [
        nomeDe(d),
        formatarData(d.DATA_NASCIMENTO),
        d.PARENTESCO,
        d.CPF ? mascaraCpf(d.CPF) : null,
      ]}
      chave={(d) => d.CODIGO}
      nome={nomeDe}
      rotuloAdicionar="Adicionar dependente"
      titulosModal={{ novo: 'Novo dependente', editar: 'Editar dependente' }}
      tamanhoModal="xl"
      formulario={(atual, modal) => (
        <FormularioDependente funcionario={funcionario} atual={atual} modal={modal} />
      )}
      remocao={{
        acao: 'Excluir',
        titulo: 'Excluir dependente',
        pergunta: (d) => `Excluir o dependente ${nomeDe(d)}?`,
        remover: (d) => excluir.mutateAsync(d),
        sucesso: 'Dependente excluído com sucesso',
      }}
    />
  );
}

function FormularioDependente({
  funcionario,
  atual,
  modal,
}: {
  funcionario: number;
  atual: Dependente | null;
  modal: ModalDoItem;
}) {
  const { registro, recarregar } = useItemLido(
    atual,
    dependentesQuery(funcionario),
    (lido, d) => lido.CODIGO === d.CODIGO,
    (d) => paraFormulario(funcionario, d),
  );
  const form = useFormulario(esquemaDependente, paraFormulario(funcionario, atual));
  const criar = useCriarDependente();
  // One key per opening of the modal, kept across its retries (decision 0039).
  const chave = useChaveDeEnvio();
  const atualizar = useAtualizarDependente();
  const { salvando, enviar } = useSalvarItem(form, 'Dependente salvo com sucesso', modal, (valores) =>
    registro
      ? atualizar.mutateAsync({ atual: registro, valores })
      : criar.mutateAsync({ dados: dependenteInput.parse(valores), chave }),
  );

  // The checks leave out the dependant being edited by the name it was opened with (decision 0026).
  const dependenteAberto = { NOME: registro?.NOME ?? null, SOBRENOME: registro?.SOBRENOME ?? null };

  return (
    <Form form={form} onSubmit={enviar} recarregar={recarregar} aria-label="Dependente">
      <Stack>
        {SECOES_DEPENDENTE.map((secao) => (
          <Fieldset key={secao.titulo} legend={secao.titulo}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {secao.campos.map(({ nome, campo }) => (
                <CampoDoCatalogo
                  key={nome}
                  nome={nome}
                  campo={campo}
                  codigoDaUnicidade={() => funcionario}
                  fixosDaUnicidade={dependenteAberto}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
        <BotoesDoItem modal={modal} rotuloSalvar="Salvar dependente" salvando={salvando} />
      </Stack>
    </Form>
  );
}
