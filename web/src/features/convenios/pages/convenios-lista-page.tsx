import { type ConvenioListaItem, mascaraCnpj, TIPOS_CONVENIO } from '@acolher/contract';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BotaoDeArquivo } from '../../../components/botao-de-arquivo.tsx';
import { LinkTelefone } from '../../../components/link-telefone.tsx';
import { type AcaoLinha, type Coluna, ListaSecao } from '../../../components/lista-secao.tsx';
import { ModalConfirmacao } from '../../../components/modal-confirmacao.tsx';
import { TituloPagina } from '../../../components/titulo-pagina.tsx';
import { formatarData } from '../../../lib/datas.ts';
import { notificar } from '../../../lib/snackbar.ts';
import { useAtivarConvenio } from '../api/ativar-convenio.ts';
import { conveniosAtivosQuery } from '../api/convenios-ativos.ts';
import { conveniosDesativadosQuery } from '../api/convenios-desativados.ts';
import { emUsoDe, useInativarConvenio } from '../api/inativar-convenio.ts';
import { baixarRelatorioConvenio } from '../api/relatorio-convenio.ts';
import { baixarRelatorioConvenios, type SituacaoConvenio } from '../api/relatorio-convenios.ts';

type Pergunta =
  | { tipo: 'inativar'; convenio: ConvenioListaItem }
  | { tipo: 'emUso'; convenio: ConvenioListaItem; mensagem: string }
  | { tipo: 'ativar'; convenio: ConvenioListaItem };

const ROTULOS_TIPO: Readonly<Record<string, string>> = TIPOS_CONVENIO;
const tipoDe = (tipo: string) => ROTULOS_TIPO[tipo] ?? tipo;

const COLUNAS_ATIVOS: Coluna<ConvenioListaItem>[] = [
  { titulo: 'Nome', celula: (c) => c.NOME },
  { titulo: 'Tipo', celula: (c) => tipoDe(c.TIPO) },
  { titulo: 'CNPJ', celula: (c) => mascaraCnpj(c.CNPJ ?? '') },
  { titulo: 'Cidade/UF', celula: (c) => [c.CIDADE, c.ESTADO].filter(Boolean).join('/') },
  { titulo: 'Telefone', celula: (c) => c.TELEFONE && <LinkTelefone numero={c.TELEFONE} /> },
  { titulo: 'Residentes ativos', celula: (c) => c.RESIDENTES_ATIVOS },
];

const COLUNAS_DESATIVADOS: Coluna<ConvenioListaItem>[] = [
  ...COLUNAS_ATIVOS,
  { titulo: 'Inativado em', celula: (c) => formatarData(c.DATA_INATIVACAO) },
];

export function ConveniosListaPage() {
  const navigate = useNavigate();
  const ativar = useAtivarConvenio();
  const inativacao = useInativarConvenio();
  const [pergunta, setPergunta] = useState<Pergunta | null>(null);

  async function reativar(convenio: ConvenioListaItem) {
    setPergunta(null);
    try {
      await ativar.mutateAsync(convenio.CODIGO);
      notificar('Convênio reativado com sucesso', 'sucesso');
    } catch (erro) {
      notificar(erro instanceof Error ? erro.message : String(erro), 'erro');
    }
  }

  /** A plan active residents use needs a second, informed confirmation (the server's 409 `emUso`). */
  async function inativar(convenio: ConvenioListaItem, confirmar: boolean) {
    setPergunta(null);
    try {
      await inativacao.mutateAsync({ codigo: convenio.CODIGO, confirmar });
      notificar('Convênio inativado com sucesso', 'sucesso');
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
      <TituloPagina>Convênios</TituloPagina>
      <ListaSecao<SituacaoConvenio, ConvenioListaItem>
        titulo="Convênios"
        abas={[
          { valor: 'ativos', rotulo: 'Ativos', consulta: conveniosAtivosQuery, colunas: COLUNAS_ATIVOS },
          {
            valor: 'inativos',
            rotulo: 'Desativados',
            consulta: conveniosDesativadosQuery,
            colunas: COLUNAS_DESATIVADOS,
          },
        ]}
        rotuloBusca="Buscar convênio pelo nome"
        chave={(c) => c.CODIGO}
        nomeDaLinha={(c) => c.NOME}
        abrir={(c) => navigate(`${c.CODIGO}/editar`)}
        acoes={acoes}
        barra={(situacao, busca) => (
          <>
            <BotaoDeArquivo variant="default" baixar={() => baixarRelatorioConvenios(situacao, busca)}>
              PDF da lista
            </BotaoDeArquivo>
            <Button onClick={() => navigate('novo')}>Novo convênio</Button>
          </>
        )}
      />
      <ModalConfirmacao
        opened={pergunta?.tipo === 'inativar'}
        titulo="Inativar convênio"
        texto={`Inativar o convênio ${pergunta?.convenio.NOME ?? ''}?`}
        destrutiva
        onConfirm={() => pergunta && void inativar(pergunta.convenio, false)}
        onCancel={() => setPergunta(null)}
      />
      <ModalConfirmacao
        opened={pergunta?.tipo === 'emUso'}
        titulo="Convênio em uso"
        texto={pergunta?.tipo === 'emUso' ? pergunta.mensagem : ''}
        rotuloConfirmar="Inativar mesmo assim"
        rotuloCancelar="Cancelar"
        destrutiva
        onConfirm={() => pergunta && void inativar(pergunta.convenio, true)}
        onCancel={() => setPergunta(null)}
      />
      <ModalConfirmacao
        opened={pergunta?.tipo === 'ativar'}
        titulo="Reativar convênio"
        texto={`Reativar o convênio ${pergunta?.convenio.NOME ?? ''}?`}
        onConfirm={() => pergunta && void reativar(pergunta.convenio)}
        onCancel={() => setPergunta(null)}
      />
    </>
  );
}
