import type { ResidenteLinha } from '@acolher/contract';
import { Button } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { type AcaoLinha, ListaSecao } from '../../../components/lista-secao.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatarData } from '../../../lib/dates.ts';
import { mascaraCpf } from '../../../lib/mascaras.ts';
import { baixarFichaResidente, baixarRelatorioResidentes } from '../api/relatorios.ts';
import { CHAVE_RESIDENTES, getResidentes, type SituacaoResidente } from '../api/residentes-lista.ts';
import { useSituacaoResidente } from '../components/situacao-residente.tsx';

function nomeDe(r: ResidenteLinha): string {
  return `${r.NOME} ${r.SOBRENOME}`.trim();
}

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
            aoClicar: () => situacao.pedir({ codigo: r.CODIGO_RESIDENTE, nome, ativo: true }),
          }
        : {
            rotulo: 'Readmitir',
            aoClicar: () => situacao.pedir({ codigo: r.CODIGO_RESIDENTE, nome, ativo: false }),
          },
    ];
  }

  return (
    <>
      <PageTitle>Residentes</PageTitle>
      <ListaSecao<SituacaoResidente, ResidenteLinha>
        titulo="Residentes"
        abas={[
          { valor: 'ativos', rotulo: 'Ativos' },
          { valor: 'inativos', rotulo: 'Inativos' },
        ]}
        chaveConsulta={CHAVE_RESIDENTES}
        buscarPagina={getResidentes}
        rotuloBusca="Buscar residente pelo nome"
        colunas={['Nome', 'Nascimento', 'CPF', 'Acolhimento', 'Desacolhimento']}
        celulas={(r) => [
          nomeDe(r),
          formatarData(r.DATA_NASCIMENTO),
          mascaraCpf(r.CPF ?? ''),
          formatarData(r.DATA_ACOLHIMENTO),
          formatarData(r.DATA_DESACOLHIMENTO),
        ]}
        chave={(r) => r.CODIGO_RESIDENTE}
        nomeDaLinha={nomeDe}
        acoes={acoes}
        barra={(aba) => (
          <>
            <Button variant="default" onClick={() => void baixarRelatorioResidentes(aba)}>
              PDF da lista
            </Button>
            <Button onClick={() => navigate('novo')}>Novo residente</Button>
          </>
        )}
      />
      {situacao.modais}
    </>
  );
}
