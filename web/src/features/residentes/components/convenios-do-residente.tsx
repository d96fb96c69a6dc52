import {
  type ConvenioOpcao,
  type ResidenteConvenio,
  residenteConvenioInput,
  semCodigoNosTelefones,
  versaoOpcional,
} from '@acolher/contract';
import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  CampoCheckbox,
  CampoData,
  CampoNome,
  CampoSelect,
  CampoTexto,
  CampoTextoLongo,
} from '../../../components/campos.tsx';
import { Form } from '../../../components/form.tsx';
import {
  type TelefoneFormulario,
  TelefonesEditor,
  telefoneParaFormulario,
} from '../../../components/telefones-editor.tsx';
import { formatarData } from '../../../lib/dates.ts';
import { useFormulario } from '../../../lib/form.ts';
import { mascaraTelefone } from '../../../lib/mascaras.ts';
import { useItemLido } from '../../../lib/registro-lido.ts';
import { putResidenteConvenio } from '../api/atualizar-residente-convenio.ts';
import { postResidenteConvenio } from '../api/criar-residente-convenio.ts';
import { deleteTelefoneParentesco } from '../api/desvincular-telefone-parentesco.ts';
import { deleteResidenteConvenio } from '../api/excluir-residente-convenio.ts';
import { conveniosDoResidenteQuery } from '../api/residente-convenio.ts';
import { tratadosQuery } from '../api/tratados.ts';
import { postTelefoneParentesco } from '../api/vincular-telefone-parentesco.ts';
import { sincronizarTelefones } from './sincronizar-telefones.ts';
import { BotoesDoItem, type ModalDoItem, SubLista, useSalvarItem } from './sub-lista.tsx';

type VinculoFormulario = {
  RESIDENTE_CODIGO: number;
  CONVENIO_CODIGO: string;
  NUMERO_CONVENIO: string;
  TITULAR: boolean;
  NOME_TITULAR: string;
  PARENTESCO_TITULAR: string;
  VALIDADE: string;
  OBSERVACOES: string;
  TELEFONE: TelefoneFormulario[];
  /** The version the membership was read at, sent back with the update; a new one has none. */
  VERSAO?: number;
};

/** The form's values as the bodies take them: the holder phone rows without their CODIGO. */
const esquemaVinculo = semCodigoNosTelefones(residenteConvenioInput.extend({ VERSAO: versaoOpcional }));

function paraFormulario(residente: number, v: ResidenteConvenio | null): VinculoFormulario {
  return {
    RESIDENTE_CODIGO: residente,
    CONVENIO_CODIGO: v ? String(v.CONVENIO_CODIGO) : '',
    NUMERO_CONVENIO: v?.NUMERO_CONVENIO ?? '',
    TITULAR: v?.TITULAR ?? true,
    NOME_TITULAR: v?.NOME_TITULAR ?? '',
    PARENTESCO_TITULAR: v?.PARENTESCO_TITULAR ?? '',
    VALIDADE: v?.VALIDADE ?? '',
    OBSERVACOES: v?.OBSERVACOES ?? '',
    TELEFONE: (v?.TELEFONE ?? []).map(telefoneParaFormulario),
  };
}

export function ConveniosDoResidente({ residente }: { residente: number }) {
  const { data } = useQuery(conveniosDoResidenteQuery(residente));
  return (
    <SubLista<ResidenteConvenio>
      titulo="Convênios"
      itens={data}
      colunas={['Convênio', 'Carteirinha', 'Titular', 'Validade', 'Telefones']}
      celulas={(v) => [
        v.NOME_CONVENIO,
        v.NUMERO_CONVENIO,
        v.TITULAR
          ? 'O próprio residente'
          : [v.NOME_TITULAR, v.PARENTESCO_TITULAR].filter(Boolean).join(' — '),
        formatarData(v.VALIDADE),
        v.TELEFONE.map((t) => mascaraTelefone(t.NUMERO)).join(', '),
      ]}
      chave={(v) => v.CODIGO}
      nome={(v) => v.NOME_CONVENIO}
      rotuloAdicionar="Adicionar convênio"
      tituloModal="Convênio do residente"
      tamanhoModal="lg"
      formulario={(atual, modal) => <FormularioVinculo residente={residente} atual={atual} modal={modal} />}
      remocao={{
        acao: 'Remover',
        titulo: 'Remover convênio',
        pergunta: (v) => `Remover o convênio ${v.NOME_CONVENIO} deste residente?`,
        remover: (v) => deleteResidenteConvenio(v.CODIGO),
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

/** The membership itself, then its holder phones through the spec's `/telefone_parentesco` chain. */
async function atualizarVinculo(
  atual: ResidenteConvenio,
  valores: VinculoFormulario,
  { TELEFONE, ...dados }: ReturnType<typeof esquemaVinculo.parse>,
) {
  await putResidenteConvenio(atual.CODIGO, dados);
  await sincronizarTelefones(atual.TELEFONE, valores.TELEFONE, TELEFONE, {
    vincular: (telefone) => postTelefoneParentesco(atual.CODIGO, telefone),
    desvincular: (telefone) => deleteTelefoneParentesco(atual.CODIGO, telefone),
  });
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
  const form = useFormulario<VinculoFormulario>(esquemaVinculo, paraFormulario(residente, atual));
  const tratados = useQuery(tratadosQuery);
  const { salvando, enviar } = useSalvarItem(
    form,
    'Convênio do residente salvo com sucesso',
    modal,
    (valores) => {
      const dados = esquemaVinculo.parse(valores);
      return registro ? atualizarVinculo(registro, valores, dados) : postResidenteConvenio(dados);
    },
  );
  const titular = form.getValues().TITULAR;

  return (
    <Form form={form} onSubmit={enviar} recarregar={recarregar} aria-label="Convênio do residente">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CampoSelect
            name="CONVENIO_CODIGO"
            label="Convênio"
            withAsterisk
            searchable
            data={opcoesDeConvenio(tratados.data, atual)}
          />
          <CampoTexto name="NUMERO_CONVENIO" label="Número da carteirinha" withAsterisk maxLength={50} />
          <CampoData name="VALIDADE" label="Validade" />
          <CampoCheckbox name="TITULAR" label="O residente é o titular" mt="xl" />
          {!titular && <CampoNome name="NOME_TITULAR" label="Nome do titular" maxLength={200} />}
          {!titular && <CampoTexto name="PARENTESCO_TITULAR" label="Parentesco do titular" maxLength={60} />}
        </SimpleGrid>
        <CampoTextoLongo name="OBSERVACOES" label="Observações" maxLength={2000} />
        <TelefonesEditor nome="TELEFONE" legenda="Telefones do titular" />
        <BotoesDoItem modal={modal} rotuloSalvar="Salvar convênio" salvando={salvando} />
      </Stack>
    </Form>
  );
}
