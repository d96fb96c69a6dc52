import { type Beneficio, beneficioCampos, MENSAGENS } from '@acolher/contract';
import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CampoData, CampoMascarado, CampoTexto, CampoTextoLongo } from '../../../components/campos.tsx';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { Form } from '../../../components/form.tsx';
import { formatarData } from '../../../lib/dates.ts';
import { aplicarErrosDoServidor } from '../../../lib/erros-servidor.ts';
import { useFormulario } from '../../../lib/form.ts';
import { mascaraDecimal } from '../../../lib/mascaras.ts';
import { notificar } from '../../../lib/snackbar.ts';
import { useUnicidade } from '../../../lib/unicidade.ts';
import { putBeneficio } from '../api/atualizar-beneficio.ts';
import { beneficiosQuery } from '../api/beneficios.ts';
import { postBeneficio } from '../api/criar-beneficio.ts';
import { deleteBeneficio } from '../api/excluir-beneficio.ts';
import { useInvalidarResidentes } from '../api/invalidar.ts';
import { SubLista } from './sub-lista.tsx';

type BeneficioFormulario = {
  NOME_BENEFICIO: string;
  PROVAS_VIDA: string;
  VALOR: string;
  BANCO: string;
  AGENCIA: string;
  CONTA: string;
  OBSERVACOES: string;
};

function paraFormulario(b: Beneficio | null): BeneficioFormulario {
  return {
    NOME_BENEFICIO: b?.NOME_BENEFICIO ?? '',
    PROVAS_VIDA: b?.PROVAS_VIDA ?? '',
    VALOR: b?.VALOR == null ? '' : String(b.VALOR),
    BANCO: b?.BANCO ?? '',
    AGENCIA: b?.AGENCIA ?? '',
    CONTA: b?.CONTA ?? '',
    OBSERVACOES: b?.OBSERVACOES ?? '',
  };
}

const moeda = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export function Beneficios({ residente }: { residente: number }) {
  const { data } = useQuery(beneficiosQuery(residente));
  const invalidar = useInvalidarResidentes();
  const [editando, setEditando] = useState<Beneficio | null | undefined>(undefined);
  const [excluindo, setExcluindo] = useState<Beneficio | null>(null);

  async function excluir(b: Beneficio) {
    setExcluindo(null);
    try {
      await deleteBeneficio(residente, b.NOME_BENEFICIO);
      notificar('Benefício excluído com sucesso', 'sucesso');
      await invalidar();
    } catch (erro) {
      notificar(erro instanceof Error ? erro.message : MENSAGENS.falhaGenerica, 'erro');
    }
  }

  return (
    <>
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
        acoes={(b) => (
          <>
            <Button
              size="xs"
              variant="default"
              onClick={() => setEditando(b)}
              aria-label={`Editar ${b.NOME_BENEFICIO}`}
            >
              Editar
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => setExcluindo(b)}
              aria-label={`Excluir ${b.NOME_BENEFICIO}`}
            >
              Excluir
            </Button>
          </>
        )}
        rotuloAdicionar="Adicionar benefício"
        aoAdicionar={() => setEditando(null)}
      />
      <Modal
        closeButtonProps={{ 'aria-label': 'Fechar' }}
        opened={editando !== undefined}
        onClose={() => setEditando(undefined)}
        title="Benefício"
        centered
        size="lg"
      >
        {editando !== undefined && (
          <FormularioBeneficio
            residente={residente}
            atual={editando}
            aoSalvar={() => setEditando(undefined)}
          />
        )}
      </Modal>
      <ConfirmModal
        opened={excluindo !== null}
        titulo="Excluir benefício"
        texto={`Excluir o benefício ${excluindo?.NOME_BENEFICIO ?? ''}?`}
        onConfirm={() => excluindo && void excluir(excluindo)}
        onCancel={() => setExcluindo(null)}
      />
    </>
  );
}

function FormularioBeneficio({
  residente,
  atual,
  aoSalvar,
}: {
  residente: number;
  atual: Beneficio | null;
  aoSalvar: () => void;
}) {
  const form = useFormulario<BeneficioFormulario>(beneficioCampos, paraFormulario(atual));
  const invalidar = useInvalidarResidentes();
  const [salvando, setSalvando] = useState(false);
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

  async function enviar(valores: BeneficioFormulario) {
    const dados = beneficioCampos.parse(valores);
    setSalvando(true);
    try {
      if (atual) await putBeneficio(residente, atual.NOME_BENEFICIO, dados);
      else await postBeneficio({ ...dados, CODIGO_RESIDENTE: residente });
      notificar('Benefício salvo com sucesso', 'sucesso');
      await invalidar();
      aoSalvar();
    } catch (erro) {
      aplicarErrosDoServidor(form, erro);
      notificar(erro instanceof Error ? erro.message : MENSAGENS.falhaGenerica, 'erro');
    } finally {
      setSalvando(false);
    }
  }

  return (
    <Form form={form} onSubmit={(v) => void enviar(v)} aria-label="Benefício">
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
          <CampoMascarado name="VALOR" label="Valor (R$)" mascara={mascaraDecimal} inputMode="decimal" />
          <CampoTexto name="BANCO" label="Banco" maxLength={100} />
          <CampoTexto name="AGENCIA" label="Agência" maxLength={20} />
          <CampoTexto name="CONTA" label="Conta" maxLength={30} />
        </SimpleGrid>
        <CampoTextoLongo name="OBSERVACOES" label="Observações" maxLength={2000} />
        <Group justify="flex-end">
          <Button type="submit" loading={salvando}>
            Salvar benefício
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
