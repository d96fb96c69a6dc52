import { type ConvenioListaItem, TIPOS_CONVENIO } from '@acolher/contract';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { type AcaoLinha, ListaSecao } from '../../../components/lista-secao.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatarData } from '../../../lib/dates.ts';
import { mascaraCnpj, mascaraTelefone } from '../../../lib/mascaras.ts';
import { notificar } from '../../../lib/snackbar.ts';
import { deleteConvenioAtivar } from '../api/ativar-convenio.ts';
import { CHAVE_CONVENIOS, getConvenios, type SituacaoConvenio } from '../api/convenios-lista.ts';
import { deleteConvenio, emUsoDe } from '../api/inativar-convenio.ts';
import { baixarRelatorioConvenio, baixarRelatorioConvenios } from '../api/relatorios.ts';

type Pergunta =
  | { tipo: 'inativar'; convenio: ConvenioListaItem }
  | { tipo: 'emUso'; convenio: ConvenioListaItem; mensagem: string }
  | { tipo: 'ativar'; convenio: ConvenioListaItem };

const ROTULOS_TIPO: Readonly<Record<string, string>> = TIPOS_CONVENIO;
const tipoDe = (tipo: string) => ROTULOS_TIPO[tipo] ?? tipo;

export function ConveniosListaPage() {
  const navigate = useNavigate();
  const cliente = useQueryClient();
  const [pergunta, setPergunta] = useState<Pergunta | null>(null);

  async function executar(acao: () => Promise<void>, sucesso: string) {
    setPergunta(null);
    try {
      await acao();
      notificar(sucesso, 'sucesso');
      await cliente.invalidateQueries({ queryKey: [CHAVE_CONVENIOS] });
    } catch (erro) {
      notificar(erro instanceof Error ? erro.message : String(erro), 'erro');
    }
  }

  /** A plan active residents use needs a second, informed confirmation (the server's 409 `emUso`). */
  async function inativar(convenio: ConvenioListaItem, confirmar: boolean) {
    setPergunta(null);
    try {
      await deleteConvenio(convenio.CODIGO, confirmar);
      notificar('Convênio inativado com sucesso', 'sucesso');
      await cliente.invalidateQueries({ queryKey: [CHAVE_CONVENIOS] });
    } catch (erro) {
      const emUso = emUsoDe(erro);
      if (emUso && !confirmar) setPergunta({ tipo: 'emUso', convenio, mensagem: emUso.message });
      else notificar(erro instanceof Error ? erro.message : String(erro), 'erro');
    }
  }

  function acoes(convenio: ConvenioListaItem, situacao: SituacaoConvenio): AcaoLinha[] {
    return [
      { rotulo: 'Editar', aoClicar: () => navigate(`${convenio.CODIGO}/editar`) },
      {
        rotulo: 'PDF do convênio',
        aoClicar: () => void baixarRelatorioConvenio(convenio.CODIGO, convenio.NOME),
      },
      situacao === 'ativos'
        ? { rotulo: 'Inativar', cor: 'red', aoClicar: () => setPergunta({ tipo: 'inativar', convenio }) }
        : { rotulo: 'Reativar', aoClicar: () => setPergunta({ tipo: 'ativar', convenio }) },
    ];
  }

  return (
    <>
      <PageTitle>Convênios</PageTitle>
      <ListaSecao<SituacaoConvenio, ConvenioListaItem>
        titulo="Convênios"
        abas={[
          { valor: 'ativos', rotulo: 'Ativos' },
          { valor: 'inativos', rotulo: 'Desativados' },
        ]}
        chaveConsulta={CHAVE_CONVENIOS}
        buscarPagina={getConvenios}
        rotuloBusca="Buscar convênio pelo nome"
        colunas={['Nome', 'Tipo', 'CNPJ', 'Cidade/UF', 'Telefone', 'Residentes ativos', 'Inativado em']}
        celulas={(c) => [
          c.NOME,
          tipoDe(c.TIPO),
          mascaraCnpj(c.CNPJ ?? ''),
          [c.CIDADE, c.ESTADO].filter(Boolean).join('/'),
          mascaraTelefone(c.TELEFONE ?? ''),
          c.RESIDENTES_ATIVOS,
          formatarData(c.DATA_INATIVACAO),
        ]}
        chave={(c) => c.CODIGO}
        nomeDaLinha={(c) => c.NOME}
        acoes={acoes}
        barra={(situacao) => (
          <>
            <Button variant="default" onClick={() => void baixarRelatorioConvenios(situacao)}>
              PDF da lista
            </Button>
            <Button onClick={() => navigate('novo')}>Novo convênio</Button>
          </>
        )}
      />
      <ConfirmModal
        opened={pergunta?.tipo === 'inativar'}
        titulo="Inativar convênio"
        texto={`Inativar o convênio ${pergunta?.convenio.NOME ?? ''}?`}
        onConfirm={() => pergunta && void inativar(pergunta.convenio, false)}
        onCancel={() => setPergunta(null)}
      />
      <ConfirmModal
        opened={pergunta?.tipo === 'emUso'}
        titulo="Convênio em uso"
        texto={pergunta?.tipo === 'emUso' ? pergunta.mensagem : ''}
        rotuloConfirmar="Inativar mesmo assim"
        rotuloCancelar="Cancelar"
        onConfirm={() => pergunta && void inativar(pergunta.convenio, true)}
        onCancel={() => setPergunta(null)}
      />
      <ConfirmModal
        opened={pergunta?.tipo === 'ativar'}
        titulo="Reativar convênio"
        texto={`Reativar o convênio ${pergunta?.convenio.NOME ?? ''}?`}
        onConfirm={() =>
          pergunta &&
          void executar(
            () => deleteConvenioAtivar(pergunta.convenio.CODIGO),
            'Convênio reativado com sucesso',
          )
        }
        onCancel={() => setPergunta(null)}
      />
    </>
  );
}
