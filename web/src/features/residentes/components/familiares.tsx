import { type FamiliarDoResidente, familiarInput, MENSAGENS } from '@acolher/contract';
import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CampoCheckbox, CampoMascarado, CampoTexto, CampoTextoLongo } from '../../../components/campos.tsx';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import {
  ENDERECO_VAZIO,
  EnderecoCampos,
  enderecoParaFormulario,
} from '../../../components/endereco-campos.tsx';
import { Form } from '../../../components/form.tsx';
import { TelefonesEditor, telefoneParaFormulario } from '../../../components/telefones-editor.tsx';
import { aplicarErrosDoServidor } from '../../../lib/erros-servidor.ts';
import { useFormulario } from '../../../lib/form.ts';
import { mascaraCpf, mascaraTelefone } from '../../../lib/mascaras.ts';
import { notificar } from '../../../lib/snackbar.ts';
import { deleteResidenteFamiliar } from '../api/desvincular-familiar.ts';
import { useInvalidarResidentes } from '../api/invalidar.ts';
import { familiaresQuery } from '../api/residente-familiar.ts';
import { atualizarFamiliar, criarFamiliar, type FamiliarFormulario } from './salvar-familiar.ts';
import { SubLista } from './sub-lista.tsx';

function paraFormulario(residente: number, f: FamiliarDoResidente | null): FamiliarFormulario {
  return {
    NOME: f?.NOME ?? '',
    SOBRENOME: f?.SOBRENOME ?? '',
    CPF: mascaraCpf(f?.CPF ?? ''),
    EMAIL: f?.EMAIL ?? '',
    OBSERVACOES: f?.OBSERVACOES ?? '',
    VINCULO: {
      RESIDENTE_CODIGO: residente,
      PARENTESCO: f?.PARENTESCO ?? '',
      RESPONSAVEL: f?.RESPONSAVEL ?? false,
    },
    ENDERECOS: (f?.ENDERECOS ?? []).map(enderecoParaFormulario),
    TELEFONE: (f?.TELEFONE ?? []).map(telefoneParaFormulario),
  };
}

function nomeDe(f: FamiliarDoResidente): string {
  return `${f.NOME} ${f.SOBRENOME}`.trim();
}

export function Familiares({ residente }: { residente: number }) {
  const { data } = useQuery(familiaresQuery(residente));
  const invalidar = useInvalidarResidentes();
  const [editando, setEditando] = useState<FamiliarDoResidente | null | undefined>(undefined);
  const [desvinculando, setDesvinculando] = useState<FamiliarDoResidente | null>(null);

  async function desvincular(f: FamiliarDoResidente) {
    setDesvinculando(null);
    try {
      await deleteResidenteFamiliar(residente, f.CODIGO);
      notificar('Familiar desvinculado com sucesso', 'sucesso');
      await invalidar();
    } catch (erro) {
      notificar(erro instanceof Error ? erro.message : MENSAGENS.falhaGenerica, 'erro');
    }
  }

  return (
    <>
      <SubLista<FamiliarDoResidente>
        titulo="Familiares"
        itens={data}
        colunas={['Nome', 'Parentesco', 'Responsável', 'Telefones', 'Cidade']}
        celulas={(f) => [
          nomeDe(f),
          f.PARENTESCO,
          f.RESPONSAVEL ? 'Sim' : 'Não',
          f.TELEFONE.map((t) => mascaraTelefone(t.NUMERO)).join(', '),
          f.ENDERECOS[0] ? `${f.ENDERECOS[0].CIDADE}/${f.ENDERECOS[0].ESTADO}` : '',
        ]}
        chave={(f) => f.CODIGO}
        acoes={(f) => (
          <>
            <Button
              size="xs"
              variant="default"
              onClick={() => setEditando(f)}
              aria-label={`Editar ${nomeDe(f)}`}
            >
              Editar
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => setDesvinculando(f)}
              aria-label={`Desvincular ${nomeDe(f)}`}
            >
              Desvincular
            </Button>
          </>
        )}
        rotuloAdicionar="Adicionar familiar"
        aoAdicionar={() => setEditando(null)}
      />
      <Modal
        closeButtonProps={{ 'aria-label': 'Fechar' }}
        opened={editando !== undefined}
        onClose={() => setEditando(undefined)}
        title="Familiar"
        centered
        size="xl"
      >
        {editando !== undefined && (
          <FormularioFamiliar
            residente={residente}
            atual={editando}
            aoSalvar={() => setEditando(undefined)}
          />
        )}
      </Modal>
      <ConfirmModal
        opened={desvinculando !== null}
        titulo="Desvincular familiar"
        texto={`Desvincular ${desvinculando ? nomeDe(desvinculando) : ''} deste residente?`}
        onConfirm={() => desvinculando && void desvincular(desvinculando)}
        onCancel={() => setDesvinculando(null)}
      />
    </>
  );
}

function FormularioFamiliar({
  residente,
  atual,
  aoSalvar,
}: {
  residente: number;
  atual: FamiliarDoResidente | null;
  aoSalvar: () => void;
}) {
  const form = useFormulario<FamiliarFormulario>(familiarInput, paraFormulario(residente, atual));
  const invalidar = useInvalidarResidentes();
  const [salvando, setSalvando] = useState(false);
  const temEndereco = form.getValues().ENDERECOS.length > 0;

  async function enviar(valores: FamiliarFormulario) {
    setSalvando(true);
    try {
      if (atual) await atualizarFamiliar(atual, valores);
      else await criarFamiliar(valores);
      notificar('Familiar salvo com sucesso', 'sucesso');
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
    <Form form={form} onSubmit={(v) => void enviar(v)} aria-label="Familiar">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CampoTexto name="NOME" label="Nome" withAsterisk maxLength={100} />
          <CampoTexto name="SOBRENOME" label="Sobrenome" withAsterisk maxLength={150} />
          <CampoTexto name="VINCULO.PARENTESCO" label="Parentesco" withAsterisk maxLength={60} />
          <CampoCheckbox name="VINCULO.RESPONSAVEL" label="Responsável pelo residente" mt="xl" />
          <CampoMascarado name="CPF" label="CPF" mascara={mascaraCpf} inputMode="numeric" />
          <CampoTexto name="EMAIL" label="E-mail" type="email" autoComplete="email" />
        </SimpleGrid>
        <CampoTextoLongo name="OBSERVACOES" label="Observações" maxLength={2000} />
        {temEndereco ? (
          <EnderecoCampos prefixo="ENDERECOS.0" />
        ) : (
          <Group>
            <Button variant="light" onClick={() => form.insertListItem('ENDERECOS', { ...ENDERECO_VAZIO })}>
              Adicionar endereço
            </Button>
          </Group>
        )}
        <TelefonesEditor nome="TELEFONE" />
        <Group justify="flex-end">
          <Button type="submit" loading={salvando}>
            Salvar familiar
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
