import type { FuncionarioLinha } from '@acolher/contract';
import { mascaraCpf } from '@acolher/contract';
import { Button } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { BotaoDeArquivo } from '../../../components/botao-de-arquivo.tsx';
import { type AcaoLinha, type Coluna, ListaSecao } from '../../../components/lista-secao.tsx';
import { MotivoResumido } from '../../../components/motivo-resumido.tsx';
import { TituloPagina } from '../../../components/titulo-pagina.tsx';
import { formatarData } from '../../../lib/datas.ts';
import { funcionariosAtivosQuery } from '../api/funcionarios-ativos.ts';
import { funcionariosInativosQuery } from '../api/funcionarios-inativos.ts';
import { baixarFichaFuncionario } from '../api/relatorio-funcionario.ts';
import { baixarRelatorioFuncionarios, type SituacaoFuncionario } from '../api/relatorio-funcionarios.ts';
import { useSituacaoFuncionario } from '../components/situacao-funcionario.tsx';

function nomeDe(f: FuncionarioLinha): string {
  return `${f.NOME} ${f.SOBRENOME}`.trim();
}

const COLUNAS_COMUNS: Coluna<FuncionarioLinha>[] = [
  { titulo: 'Nome', celula: nomeDe },
  { titulo: 'Cargo', celula: (f) => f.CARGO },
  { titulo: 'CPF', celula: (f) => mascaraCpf(f.CPF ?? '') },
  { titulo: 'Admissão', celula: (f) => formatarData(f.DATA_ADMISSAO) },
];

const COLUNAS_INATIVOS: Coluna<FuncionarioLinha>[] = [
  ...COLUNAS_COMUNS,
  { titulo: 'Demissão', celula: (f) => formatarData(f.DATA_DEMISSAO) },
  { titulo: 'Motivo', celula: (f) => <MotivoResumido motivo={f.MOTIVO_DEMISSAO} /> },
];

export function FuncionariosListaPage() {
  const navigate = useNavigate();
  const situacao = useSituacaoFuncionario();

  function acoes(f: FuncionarioLinha, aba: SituacaoFuncionario): AcaoLinha[] {
    const nome = nomeDe(f);
    const alvo = { codigo: f.CODIGO_FUNCIONARIO, nome, demissao: f.DATA_DEMISSAO };
    return [
      { rotulo: 'Abrir', aoClicar: () => navigate(String(f.CODIGO_FUNCIONARIO)) },
      { rotulo: 'Editar', aoClicar: () => navigate(`${f.CODIGO_FUNCIONARIO}/editar`) },
      {
        rotulo: 'Ficha PDF',
        aoClicar: () => void baixarFichaFuncionario(f.PESSOA_CODIGO, f.CODIGO_FUNCIONARIO, nome),
      },
      aba === 'ativos'
        ? { rotulo: 'Inativar', cor: 'red', aoClicar: () => situacao.pedir({ ...alvo, ativo: true }) }
        : { rotulo: 'Reativar', aoClicar: () => situacao.pedir({ ...alvo, ativo: false }) },
    ];
  }

  return (
    <>
      <TituloPagina>Funcionários</TituloPagina>
      <ListaSecao<SituacaoFuncionario, FuncionarioLinha>
        titulo="Funcionários"
        abas={[
          { valor: 'ativos', rotulo: 'Ativos', consulta: funcionariosAtivosQuery, colunas: COLUNAS_COMUNS },
          {
            valor: 'inativos',
            rotulo: 'Inativos',
            consulta: funcionariosInativosQuery,
            colunas: COLUNAS_INATIVOS,
          },
        ]}
        rotuloBusca="Buscar funcionário pelo nome"
        chave={(f) => f.CODIGO_FUNCIONARIO}
        nomeDaLinha={nomeDe}
        abrir={(f) => navigate(String(f.CODIGO_FUNCIONARIO))}
        acoes={acoes}
        barra={(aba, busca) => (
          <>
            <BotaoDeArquivo variant="default" baixar={() => baixarRelatorioFuncionarios(aba, busca)}>
              PDF da lista
            </BotaoDeArquivo>
            <Button onClick={() => navigate('novo')}>Novo funcionário</Button>
          </>
        )}
      />
      {situacao.modais}
    </>
  );
}
