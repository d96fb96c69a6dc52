import type { ResidenteLinha } from '@acolher/contract';
import { mascaraCpf } from '@acolher/contract';
import { Button } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { BotaoDeArquivo } from '../../../components/botao-de-arquivo.tsx';
import { type AcaoLinha, type Coluna, ListaSecao } from '../../../components/lista-secao.tsx';
import { MotivoResumido } from '../../../components/motivo-resumido.tsx';
import { TituloPagina } from '../../../components/titulo-pagina.tsx';
import { formatarData } from '../../../lib/datas.ts';
import { baixarFichaResidente } from '../api/relatorio-residente.ts';
import { baixarRelatorioResidentes, type SituacaoResidente } from '../api/relatorio-residentes.ts';
import { residentesAtivosQuery } from '../api/residentes-ativos.ts';
import { residentesInativosQuery } from '../api/residentes-inativos.ts';
import { useSituacaoResidente } from '../components/situacao-residente.tsx';

function nomeDe(r: ResidenteLinha): string {
  return `${r.NOME} ${r.SOBRENOME}`.trim();
}

const COLUNAS_COMUNS: Coluna<ResidenteLinha>[] = [
  { titulo: 'Nome', celula: nomeDe },
  { titulo: 'Nascimento', celula: (r) => formatarData(r.DATA_NASCIMENTO) },
  { titulo: 'CPF', celula: (r) => mascaraCpf(r.CPF ?? '') },
  { titulo: 'Acolhimento', celula: (r) => formatarData(r.DATA_ACOLHIMENTO) },
];

const COLUNAS_INATIVOS: Coluna<ResidenteLinha>[] = [
  ...COLUNAS_COMUNS,
  { titulo: 'Desacolhimento', celula: (r) => formatarData(r.DATA_DESACOLHIMENTO) },
  { titulo: 'Motivo', celula: (r) => <MotivoResumido motivo={r.MOTIVO_DESACOLHIMENTO} /> },
];

export function ResidentesListaPage() {
  const navigate = useNavigate();
  const situacao = useSituacaoResidente();

  function acoes(r: ResidenteLinha, aba: SituacaoResidente): AcaoLinha[] {
    const nome = nomeDe(r);
    return [
      { rotulo: 'Abrir', aoClicar: () => navigate(String(r.CODIGO_RESIDENTE)) },
      { rotulo: 'Editar', aoClicar: () => navigate(`${r.CODIGO_RESIDENTE}/editar`) },
      { rotulo: 'Acompanhamentos', aoClicar: () => navigate(`/residente-acomp/${r.CODIGO_RESIDENTE}`) },
      {
        rotulo: 'Ficha PDF',
        aoClicar: () => void baixarFichaResidente(r.PESSOA_CODIGO, r.CODIGO_RESIDENTE, nome),
      },
      aba === 'ativos'
        ? {
            rotulo: 'Desacolher',
            cor: 'red',
            aoClicar: () =>
              situacao.pedir({ codigo: r.CODIGO_RESIDENTE, nome, ativo: true, desacolhimento: null }),
          }
        : {
            rotulo: 'Readmitir',
            aoClicar: () =>
              situacao.pedir({
                codigo: r.CODIGO_RESIDENTE,
                nome,
                ativo: false,
                desacolhimento: r.DATA_DESACOLHIMENTO,
              }),
          },
    ];
  }

  return (
    <>
      <TituloPagina>Residentes</TituloPagina>
      <ListaSecao<SituacaoResidente, ResidenteLinha>
        titulo="Residentes"
        abas={[
          { valor: 'ativos', rotulo: 'Ativos', consulta: residentesAtivosQuery, colunas: COLUNAS_COMUNS },
          {
            valor: 'inativos',
            rotulo: 'Inativos',
            consulta: residentesInativosQuery,
            colunas: COLUNAS_INATIVOS,
          },
        ]}
        rotuloBusca="Buscar residente pelo nome"
        chave={(r) => r.CODIGO_RESIDENTE}
        nomeDaLinha={nomeDe}
        abrir={(r) => navigate(String(r.CODIGO_RESIDENTE))}
        acoes={acoes}
        barra={(aba, busca) => (
          <>
            <BotaoDeArquivo variant="default" baixar={() => baixarRelatorioResidentes(aba, busca)}>
              PDF da lista
            </BotaoDeArquivo>
            <Button onClick={() => navigate('novo')}>Novo residente</Button>
          </>
        )}
      />
      {situacao.modais}
    </>
  );
}
