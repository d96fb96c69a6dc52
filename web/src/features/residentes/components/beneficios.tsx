import {
  type Beneficio,
  beneficioAtualizacao,
  beneficioCampos,
  beneficioComNb,
  CAMPOS_BENEFICIO,
  formularioVazio,
  MENSAGENS,
  mascaraNb,
  reaisParaTexto,
  valorEmReais,
} from '@acolher/contract';
import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { camposDe } from '../../../components/campos.tsx';
import { Form } from '../../../components/formulario.tsx';
import { BotoesDoItem, type ModalDoItem, SubLista, useSalvarItem } from '../../../components/sub-lista.tsx';
import { useChaveDeEnvio } from '../../../lib/chave-de-envio.ts';
import { formatarData } from '../../../lib/datas.ts';
import {
  formularioDoRegistro,
  type TextosDoCatalogo,
  useFormulario,
  versaoDoRegistro,
} from '../../../lib/formulario.ts';
import { useItemLido } from '../../../lib/registro-lido.ts';
import { useUnicidade } from '../../../lib/unicidade.ts';
import { useAtualizarBeneficio } from '../api/atualizar-beneficio.ts';
import { beneficiosQuery } from '../api/beneficios.ts';
import { useCriarBeneficio } from '../api/criar-beneficio.ts';
import { useExcluirBeneficio } from '../api/excluir-beneficio.ts';

const { CampoData, CampoMascarado, CampoReais, CampoTexto, CampoTextoLongo } =
  camposDe<BeneficioFormulario>();

type BeneficioFormulario = TextosDoCatalogo<typeof CAMPOS_BENEFICIO> & {
  /** The version the benefit was read at, sent back with the update; a new benefit has none. */
  VERSAO?: number;
};

const BENEFICIO_VAZIO: BeneficioFormulario = formularioVazio(CAMPOS_BENEFICIO);

const paraFormulario = (b: Beneficio | null) => ({
  ...formularioDoRegistro(BENEFICIO_VAZIO, b, { VALOR: reaisParaTexto, NUMERO_BENEFICIO: mascaraNb }),
  ...versaoDoRegistro(b),
});

export function Beneficios({ residente }: { residente: number }) {
  const { data } = useQuery(beneficiosQuery(residente));
  const excluir = useExcluirBeneficio();
  return (
    <SubLista<Beneficio>
      titulo="Benefícios"
      itens={data}
      colunas={['Benefício', 'Prova de vida', 'Valor', 'Banco']}
      celulas={(b) => [beneficioComNb(b), formatarData(b.PROVAS_VIDA), valorEmReais(b.VALOR), b.BANCO ?? '']}
      chave={(b) => b.NOME_BENEFICIO}
      nome={(b) => b.NOME_BENEFICIO}
      rotuloAdicionar="Adicionar benefício"
      titulosModal={{ novo: 'Novo benefício', editar: 'Editar benefício' }}
      tamanhoModal="lg"
      formulario={(atual, modal) => <FormularioBeneficio residente={residente} atual={atual} modal={modal} />}
      remocao={{
        acao: 'Excluir',
        titulo: 'Excluir benefício',
        pergunta: (b) => `Excluir o benefício ${b.NOME_BENEFICIO}?`,
        remover: (b) => excluir.mutateAsync({ residente, nome: b.NOME_BENEFICIO }),
        sucesso: 'Benefício excluído com sucesso',
      }}
    />
  );
}

function FormularioBeneficio({
  residente,
  atual,
  modal,
}: {
  residente: number;
  atual: Beneficio | null;
  modal: ModalDoItem;
}) {
  const { registro, recarregar } = useItemLido(
    atual,
    beneficiosQuery(residente),
    (lido, b) => lido.NOME_BENEFICIO === b.NOME_BENEFICIO,
    paraFormulario,
  );
  // The update's schema checks both: a new benefit's form has no VERSAO, its body no key for it.
  const form = useFormulario(beneficioAtualizacao, paraFormulario(atual));
  const criar = useCriarBeneficio();
  // One key per opening of the modal, kept across its retries (decision 0039).
  const chave = useChaveDeEnvio();
  const atualizar = useAtualizarBeneficio();
  const { salvando, enviar } = useSalvarItem(form, 'Benefício salvo com sucesso', modal, (valores) =>
    registro
      ? atualizar.mutateAsync({
          residente,
          nome: registro.NOME_BENEFICIO,
          dados: beneficioAtualizacao.parse(valores),
        })
      : criar.mutateAsync({
          dados: { ...beneficioCampos.parse(valores), CODIGO_RESIDENTE: residente },
          chave,
        }),
  );
  const nome = form.getValues().NOME_BENEFICIO.trim();
  const existente = useUnicidade(
    nome && form.isDirty('NOME_BENEFICIO')
      ? {
          rota: '/beneficio/nome',
          corpo: {
            NOME_BENEFICIO: nome,
            CODIGO: residente,
            NOME_BENEFICIO_EDITAR: registro?.NOME_BENEFICIO ?? null,
          },
        }
      : null,
  );

  return (
    <Form form={form} onSubmit={enviar} recarregar={recarregar} aria-label="Benefício">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CampoTexto
            name="NOME_BENEFICIO"
            label={CAMPOS_BENEFICIO.NOME_BENEFICIO.rotulo}
            withAsterisk
            maxLength={100}
            error={existente ? MENSAGENS.jaExistente('Benefício') : undefined}
          />
          <CampoMascarado
            name="NUMERO_BENEFICIO"
            label={CAMPOS_BENEFICIO.NUMERO_BENEFICIO.rotulo}
            mascara={mascaraNb}
            inputMode="numeric"
          />
          <CampoData name="PROVAS_VIDA" label={CAMPOS_BENEFICIO.PROVAS_VIDA.rotulo} />
          <CampoReais name="VALOR" label={CAMPOS_BENEFICIO.VALOR.rotulo} />
          <CampoTexto name="BANCO" label={CAMPOS_BENEFICIO.BANCO.rotulo} maxLength={100} />
          <CampoTexto name="AGENCIA" label={CAMPOS_BENEFICIO.AGENCIA.rotulo} maxLength={20} />
          <CampoTexto name="CONTA" label={CAMPOS_BENEFICIO.CONTA.rotulo} maxLength={30} />
        </SimpleGrid>
        <CampoTextoLongo name="OBSERVACOES" label={CAMPOS_BENEFICIO.OBSERVACOES.rotulo} maxLength={2000} />
        <BotoesDoItem modal={modal} rotuloSalvar="Salvar benefício" salvando={salvando} />
      </Stack>
    </Form>
  );
}
