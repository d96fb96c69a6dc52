import {
  CAMPOS_CONTA_BANCARIA,
  CAMPOS_DEMISSAO,
  COLUNAS_PERIODOS,
  enderecoEmLinha,
  type FuncionarioCompleto,
  periodoDeTrabalhoNaLista,
  SECOES_FUNCIONARIO,
  TITULO_PERIODOS,
} from '@acolher/contract';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { BotaoDeArquivo } from '../../../components/botao-de-arquivo.tsx';
import { rotuloDoTipoTelefone } from '../../../components/contatos/telefones-editor.tsx';
import { DadoDoCatalogo, Grupo } from '../../../components/dados-do-registro.tsx';
import { LinkTelefone } from '../../../components/link-telefone.tsx';
import { RegistroDaRota } from '../../../components/registro-da-rota.tsx';
import { TabelaDePeriodos } from '../../../components/tabela-de-periodos.tsx';
import { TituloPagina } from '../../../components/titulo-pagina.tsx';
import { funcionarioFullQuery } from '../api/funcionario-full.ts';
import { baixarFichaFuncionario } from '../api/relatorio-funcionario.ts';
import { AcessoAoSistema } from '../components/acesso-ao-sistema.tsx';
import { Dependentes } from '../components/dependentes.tsx';
import { useSituacaoFuncionario } from '../components/situacao-funcionario.tsx';

export function FuncionarioDetalhePage() {
  return (
    <RegistroDaRota
      consulta={funcionarioFullQuery}
      naoEncontrado="Funcionário não encontrado"
      lista="/funcionarios"
    >
      {(funcionario) => <Detalhe funcionario={funcionario} />}
    </RegistroDaRota>
  );
}

function Detalhe({ funcionario: f }: { funcionario: FuncionarioCompleto }) {
  const navigate = useNavigate();
  const situacao = useSituacaoFuncionario();
  const nome = `${f.PESSOA.NOME} ${f.PESSOA.SOBRENOME}`.trim();
  return (
    <Stack>
      <TituloPagina>{nome}</TituloPagina>
      <Group>
        <Badge color={f.ATIVO ? 'acolher' : 'gray'}>{f.ATIVO ? 'Ativo' : 'Inativo'}</Badge>
        <Button variant="default" onClick={() => navigate('/funcionarios')}>
          Voltar à lista
        </Button>
        <Button onClick={() => navigate('editar')}>Editar</Button>
        <BotaoDeArquivo
          variant="default"
          baixar={() => baixarFichaFuncionario(f.PESSOA_CODIGO, f.CODIGO_FUNCIONARIO, nome)}
        >
          Ficha PDF
        </BotaoDeArquivo>
        <Button
          variant="light"
          color={f.ATIVO ? 'red' : undefined}
          onClick={() =>
            situacao.pedir({
              codigo: f.CODIGO_FUNCIONARIO,
              nome,
              ativo: f.ATIVO,
              demissao: f.DATA_DEMISSAO,
              versao: f.VERSAO,
            })
          }
        >
          {f.ATIVO ? 'Inativar' : 'Reativar'}
        </Button>
      </Group>
      <Card withBorder component="section" aria-label="Dados do funcionário">
        <Title order={2} size="h4" mb="sm">
          Dados do funcionário
        </Title>
        <Stack>
          <DadosDoFuncionario funcionario={f} />
        </Stack>
      </Card>
      <TabelaDePeriodos
        titulo={TITULO_PERIODOS}
        colunas={COLUNAS_PERIODOS}
        periodos={f.PERIODOS.map(periodoDeTrabalhoNaLista)}
      />
      <Contatos titulo="Telefones" vazio="Nenhum telefone.">
        {f.TELEFONE.map((t) => (
          <Text key={t.CODIGO}>
            <LinkTelefone numero={t.NUMERO} />
            {` · ${rotuloDoTipoTelefone(t.TIPO)}`}
            {t.OBSERVACAO ? ` · ${t.OBSERVACAO}` : ''}
          </Text>
        ))}
      </Contatos>
      <Contatos titulo="Endereços" vazio="Nenhum endereço.">
        {f.ENDERECO.map((e) => (
          <Text key={e.CODIGO}>{enderecoEmLinha(e)}</Text>
        ))}
      </Contatos>
      <Dependentes funcionario={f.CODIGO_FUNCIONARIO} />
      <AcessoAoSistema codigoFuncionario={f.CODIGO_FUNCIONARIO} />
      {situacao.modais}
    </Stack>
  );
}

/**
 * The record's fields under the form's headings, from the catalogue (decision 0022), "Nenhuma conta
 * bancária" when there is none (not its fields blank); the date and reason of leaving once inactive.
 */
function DadosDoFuncionario({ funcionario: f }: { funcionario: FuncionarioCompleto }) {
  const demissao = f.ATIVO ? [] : Object.entries(CAMPOS_DEMISSAO);
  return SECOES_FUNCIONARIO.map(({ titulo, campos }) =>
    titulo === CAMPOS_CONTA_BANCARIA.BANCO.grupo && f.CONTA === null ? (
      <Grupo key={titulo} titulo={titulo}>
        <Text c="gray.7">Nenhuma conta bancária</Text>
      </Grupo>
    ) : (
      <Grupo key={titulo} titulo={titulo}>
        {campos.map(({ nome, campo }) => (
          <DadoDoCatalogo key={nome} registro={f} nome={nome} campo={campo} />
        ))}
        {titulo === CAMPOS_DEMISSAO.DATA_DEMISSAO.grupo &&
          demissao.map(([nome, campo]) => (
            <DadoDoCatalogo key={nome} registro={f} nome={nome} campo={campo} />
          ))}
      </Grupo>
    ),
  );
}

/** The phones or addresses of the record, one a line; they are edited on the form with the rest. */
function Contatos({ titulo, vazio, children }: { titulo: string; vazio: string; children: ReactNode[] }) {
  return (
    <Card withBorder component="section" aria-label={titulo}>
      <Title order={2} size="h4" mb="sm">
        {titulo}
      </Title>
      {children.length === 0 ? <Text c="gray.7">{vazio}</Text> : <Stack gap="xs">{children}</Stack>}
    </Card>
  );
}
