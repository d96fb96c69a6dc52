import {
  CAMPOS_RESIDENTE_CONVENIO,
  type ConvenioOpcao,
  type ResidenteConvenio,
  titularDoConvenio,
} from '@acolher/contract';
import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { camposDe } from '../../../components/campos.tsx';
import { TelefonesEditor, telefoneParaFormulario } from '../../../components/contatos/telefones-editor.tsx';
import { Form } from '../../../components/formulario.tsx';
import { ListaDeTelefones } from '../../../components/link-telefone.tsx';
import { BotoesDoItem, type ModalDoItem, SubLista, useSalvarItem } from '../../../components/sub-lista.tsx';
import { useChaveDeEnvio } from '../../../lib/chave-de-envio.ts';
import { formatarData } from '../../../lib/datas.ts';
import { formularioDoRegistro, useFormulario, versaoDoRegistro } from '../../../lib/formulario.ts';
import { useItemLido } from '../../../lib/registro-lido.ts';
import {
  esquemaVinculo,
  useAtualizarResidenteConvenio,
  type VinculoFormulario,
} from '../api/atualizar-residente-convenio.ts';
import { useCriarResidenteConvenio } from '../api/criar-residente-convenio.ts';
import { useExcluirResidenteConvenio } from '../api/excluir-residente-convenio.ts';
import { conveniosDoResidenteQuery } from '../api/residente-convenio.ts';
import { tratadosQuery } from '../api/tratados.ts';

const { CampoCheckbox, CampoData, CampoNome, CampoSelect, CampoTexto, CampoTextoLongo } =
  camposDe<VinculoFormulario>();

function paraFormulario(residente: number, v: ResidenteConvenio | null): VinculoFormulario {
  const vazio: VinculoFormulario = {
    RESIDENTE_CODIGO: residente,
    CONVENIO_CODIGO: '',
    NUMERO_CONVENIO: '',
    TITULAR: true,
    NOME_TITULAR: '',
    PARENTESCO_TITULAR: '',
    VALIDADE: '',
    OBSERVACOES: '',
    TELEFONE: [],
  };
  return {
    ...formularioDoRegistro(vazio, v),
    TELEFONE: (v?.TELEFONE ?? []).map(telefoneParaFormulario),
    ...versaoDoRegistro(v),
  };
}

export function ConveniosDoResidente({ residente }: { residente: number }) {
  const { data } = useQuery(conveniosDoResidenteQuery(residente));
  const excluir = useExcluirResidenteConvenio();
  return (
    <SubLista<ResidenteConvenio>
      titulo="Convênios"
      itens={data}
      colunas={['Convênio', 'Carteirinha', 'Titular', 'Validade', 'Telefones']}
      celulas={(v) => [
        v.NOME_CONVENIO,
        v.NUMERO_CONVENIO,
        titularDoConvenio(v),
        formatarData(v.VALIDADE),
        <ListaDeTelefones key="telefones" numeros={v.TELEFONE.map((t) => t.NUMERO)} />,
      ]}
      chave={(v) => v.CODIGO}
      nome={(v) => v.NOME_CONVENIO}
      rotuloAdicionar="Adicionar convênio"
      titulosModal={{ novo: 'Novo convênio do residente', editar: 'Editar convênio do residente' }}
      tamanhoModal="lg"
      formulario={(atual, modal) => <FormularioVinculo residente={residente} atual={atual} modal={modal} />}
      remocao={{
        acao: 'Remover',
        titulo: 'Remover convênio',
        pergunta: (v) => `Remover o convênio ${v.NOME_CONVENIO} deste residente?`,
        remover: (v) => excluir.mutateAsync(v.CODIGO),
        sucesso: 'Convênio removido do residente',
      }}
    />
  );
}

/**
 * The active plans to choose from. A membership of a plan inactivated since keeps it (the server
 * allows that), so it stays an option, marked; until the active plans arrive it is shown by name.
 */
function opcoesDeConvenio(ativos: ConvenioOpcao[] | undefined, atual: ResidenteConvenio | null) {
  const opcoes = (ativos ?? []).map((c) => ({ value: String(c.CODIGO), label: c.NOME }));
  if (!atual || opcoes.some((o) => o.value === String(atual.CONVENIO_CODIGO))) return opcoes;
  const rotulo = ativos ? `${atual.NOME_CONVENIO} (inativo)` : atual.NOME_CONVENIO;
  return [{ value: String(atual.CONVENIO_CODIGO), label: rotulo }, ...opcoes];
}

function FormularioVinculo({
  residente,
  atual,
  modal,
}: {
  residente: number;
  atual: ResidenteConvenio | null;
  modal: ModalDoItem;
}) {
  const { registro, recarregar } = useItemLido(
    atual,
    conveniosDoResidenteQuery(residente),
    (lido, v) => lido.CODIGO === v.CODIGO,
    (v) => paraFormulario(residente, v),
  );
  const form = useFormulario(esquemaVinculo, paraFormulario(residente, atual));
  const tratados = useQuery(tratadosQuery);
  const criar = useCriarResidenteConvenio();
  // One key per opening of the modal, kept across its retries (decision 0039).
  const chave = useChaveDeEnvio();
  const atualizar = useAtualizarResidenteConvenio();
  const { salvando, enviar } = useSalvarItem(
    form,
    'Convênio do residente salvo com sucesso',
    modal,
    (valores) =>
      registro
        ? atualizar.mutateAsync({ atual: registro, valores })
        : criar.mutateAsync({ dados: esquemaVinculo.parse(valores), chave }),
  );
  const titular = form.getValues().TITULAR;

  return (
    <Form form={form} onSubmit={enviar} recarregar={recarregar} aria-label="Convênio do residente">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CampoSelect
            name="CONVENIO_CODIGO"
            label={CAMPOS_RESIDENTE_CONVENIO.CONVENIO_CODIGO.rotulo}
            withAsterisk
            searchable
            data={opcoesDeConvenio(tratados.data, atual)}
          />
          <CampoTexto
            name="NUMERO_CONVENIO"
            label={CAMPOS_RESIDENTE_CONVENIO.NUMERO_CONVENIO.rotulo}
            withAsterisk
            maxLength={50}
          />
          <CampoData name="VALIDADE" label={CAMPOS_RESIDENTE_CONVENIO.VALIDADE.rotulo} />
          <CampoCheckbox name="TITULAR" label={CAMPOS_RESIDENTE_CONVENIO.TITULAR.rotulo} mt="xl" />
          {!titular && (
            <CampoNome
              name="NOME_TITULAR"
              label={CAMPOS_RESIDENTE_CONVENIO.NOME_TITULAR.rotulo}
              maxLength={200}
            />
          )}
          {!titular && (
            <CampoTexto
              name="PARENTESCO_TITULAR"
              label={CAMPOS_RESIDENTE_CONVENIO.PARENTESCO_TITULAR.rotulo}
              maxLength={60}
            />
          )}
        </SimpleGrid>
        <CampoTextoLongo
          name="OBSERVACOES"
          label={CAMPOS_RESIDENTE_CONVENIO.OBSERVACOES.rotulo}
          maxLength={2000}
        />
        <TelefonesEditor<VinculoFormulario> nome="TELEFONE" legenda="Telefones do titular" />
        <BotoesDoItem modal={modal} rotuloSalvar="Salvar convênio" salvando={salvando} />
      </Stack>
    </Form>
  );
}
