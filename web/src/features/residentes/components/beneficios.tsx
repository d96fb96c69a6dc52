import { type Beneficio, beneficioAtualizacao, beneficioCampos, MENSAGENS } from '@acolher/contract';
import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CampoData, CampoMascarado, CampoTexto, CampoTextoLongo } from '../../../components/campos.tsx';
import { Form } from '../../../components/form.tsx';
import { formatarData } from '../../../lib/dates.ts';
import { useFormulario } from '../../../lib/form.ts';
import { mascaraReais, reaisParaTexto } from '../../../lib/mascaras.ts';
import { useItemLido } from '../../../lib/registro-lido.ts';
import { useUnicidade } from '../../../lib/unicidade.ts';
import { putBeneficio } from '../api/atualizar-beneficio.ts';
import { beneficiosQuery } from '../api/beneficios.ts';
import { postBeneficio } from '../api/criar-beneficio.ts';
import { deleteBeneficio } from '../api/excluir-beneficio.ts';
import { BotoesDoItem, type ModalDoItem, SubLista, useSalvarItem } from './sub-lista.tsx';

type BeneficioFormulario = {
  NOME_BENEFICIO: string;
  PROVAS_VIDA: string;
  VALOR: string;
  BANCO: string;
  AGENCIA: string;
  CONTA: string;
  OBSERVACOES: string;
  /** The version the benefit was read at, sent back with the update; a new benefit has none. */
  VERSAO?: number;
};

function paraFormulario(b: Beneficio | null): BeneficioFormulario {
  return {
    NOME_BENEFICIO: b?.NOME_BENEFICIO ?? '',
    PROVAS_VIDA: b?.PROVAS_VIDA ?? '',
    VALOR: reaisParaTexto(b?.VALOR),
    BANCO: b?.BANCO ?? '',
    AGENCIA: b?.AGENCIA ?? '',
    CONTA: b?.CONTA ?? '',
    OBSERVACOES: b?.OBSERVACOES ?? '',
    ...(b && { VERSAO: b.VERSAO }),
  };
}

const moeda = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export function Beneficios({ residente }: { residente: number }) {
  const { data } = useQuery(beneficiosQuery(residente));
  return (
    <SubLista<Beneficio>
      titulo="Benefícios"
      itens={data}
      colunas={['Benefício', 'Prova de vida', 'Valor', 'Banco']}
      celulas={(b) => [
        b.NOME_BENEFICIO,
        formatarData(b.PROVAS_VIDA),
        b.VALOR == null ? '' : moeda.format(b.VALOR),
        b.BANCO ?? '',
      ]}
      chave={(b) => b.NOME_BENEFICIO}
      nome={(b) => b.NOME_BENEFICIO}
      rotuloAdicionar="Adicionar benefício"
      tituloModal="Benefício"
      tamanhoModal="lg"
      formulario={(atual, modal) => <FormularioBeneficio residente={residente} atual={atual} modal={modal} />}
      remocao={{
        acao: 'Excluir',
        titulo: 'Excluir benefício',
        pergunta: (b) => `Excluir o benefício ${b.NOME_BENEFICIO}?`,
        remover: (b) => deleteBeneficio(residente, b.NOME_BENEFICIO),
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
  const form = useFormulario<BeneficioFormulario>(
    atual ? beneficioAtualizacao : beneficioCampos,
    paraFormulario(atual),
  );
  const { salvando, enviar } = useSalvarItem(form, 'Benefício salvo com sucesso', modal, (valores) =>
    registro
      ? putBeneficio(residente, registro.NOME_BENEFICIO, beneficioAtualizacao.parse(valores))
      : postBeneficio({ ...beneficioCampos.parse(valores), CODIGO_RESIDENTE: residente }),
  );
  const nome = form.getValues().NOME_BENEFICIO.trim();
  const existente = useUnicidade(
    nome && form.isDirty('NOME_BENEFICIO')
      ? {
          rota: '/beneficio/nome',
          corpo: {
            NOME_BENEFICIO: nome,
            CODIGO: residente,
            NOME_BENEFICIO_EDITAR: atual?.NOME_BENEFICIO ?? null,
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
            label="Nome do benefício"
            withAsterisk
            maxLength={100}
            error={existente ? MENSAGENS.jaExistente('Benefício') : undefined}
          />
          <CampoData name="PROVAS_VIDA" label="Próxima prova de vida" />
          <CampoMascarado name="VALOR" label="Valor (R$)" mascara={mascaraReais} inputMode="decimal" />
          <CampoTexto name="BANCO" label="Banco" maxLength={100} />
          <CampoTexto name="AGENCIA" label="Agência" maxLength={20} />
          <CampoTexto name="CONTA" label="Conta" maxLength={30} />
        </SimpleGrid>
        <CampoTextoLongo name="OBSERVACOES" label="Observações" maxLength={2000} />
        <BotoesDoItem modal={modal} rotuloSalvar="Salvar benefício" salvando={salvando} />
      </Stack>
    </Form>
  );
}
