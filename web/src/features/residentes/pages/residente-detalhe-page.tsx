import {
  CAMPOS_CERTIDAO_CASAMENTO,
  CAMPOS_DESACOLHIMENTO,
  COLUNAS_ESTADIAS,
  estadiaNaLista,
  type Residente,
  SECOES_RESIDENTE,
  TITULO_ESTADIAS,
} from '@acolher/contract';
import { Badge, Button, Card, Group, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { BotaoDeArquivo } from '../../../components/botao-de-arquivo.tsx';
import { DadoDoCatalogo, Grupo } from '../../../components/dados-do-registro.tsx';
import { RegistroDaRota } from '../../../components/registro-da-rota.tsx';
import { TabelaDePeriodos } from '../../../components/tabela-de-periodos.tsx';
import { TituloPagina } from '../../../components/titulo-pagina.tsx';
import { baixarFichaResidente } from '../api/relatorio-residente.ts';
import { residenteQuery } from '../api/residente.ts';
import { Beneficios } from '../components/beneficios.tsx';
import { ConveniosDoResidente } from '../components/convenios-do-residente.tsx';
import { Familiares } from '../components/familiares.tsx';
import { useSituacaoResidente } from '../components/situacao-residente.tsx';

export function ResidenteDetalhePage() {
  return (
    <RegistroDaRota consulta={residenteQuery} naoEncontrado="Residente não encontrado" lista="/residentes">
      {(residente) => <Detalhe residente={residente} />}
    </RegistroDaRota>
  );
}

function Detalhe({ residente: r }: { residente: Residente }) {
  const navigate = useNavigate();
  const situacao = useSituacaoResidente();
  const nome = `${r.PESSOA.NOME} ${r.PESSOA.SOBRENOME}`.trim();
  return (
    <Stack>
      <TituloPagina>{nome}</TituloPagina>
      <Group>
        <Badge color={r.ATIVO ? 'acolher' : 'gray'}>{r.ATIVO ? 'Acolhido' : 'Desacolhido'}</Badge>
        <Button variant="default" onClick={() => navigate('/residentes')}>
          Voltar à lista
        </Button>
        <Button onClick={() => navigate('editar')}>Editar</Button>
        <Button variant="default" onClick={() => navigate(`/residente-acomp/${r.CODIGO_RESIDENTE}`)}>
          Acompanhamentos
        </Button>
        <BotaoDeArquivo
          variant="default"
          baixar={() => baixarFichaResidente(r.PESSOA_CODIGO, r.CODIGO_RESIDENTE, nome)}
        >
          Ficha PDF
        </BotaoDeArquivo>
        <Button
          variant="light"
          color={r.ATIVO ? 'red' : undefined}
          onClick={() =>
            situacao.pedir({
              codigo: r.CODIGO_RESIDENTE,
              nome,
              ativo: r.ATIVO,
              desacolhimento: r.DATA_DESACOLHIMENTO,
            })
          }
        >
          {r.ATIVO ? 'Desacolher' : 'Readmitir'}
        </Button>
      </Group>
      <Card withBorder component="section" aria-label="Dados do residente">
        <Title order={2} size="h4" mb="sm">
          Dados do residente
        </Title>
        <Stack>
          <DadosDoResidente residente={r} />
        </Stack>
      </Card>
      <TabelaDePeriodos
        titulo={TITULO_ESTADIAS}
        colunas={COLUNAS_ESTADIAS}
        periodos={r.ESTADIAS.map(estadiaNaLista)}
      />
      <Familiares residente={r.CODIGO_RESIDENTE} />
      <ConveniosDoResidente residente={r.CODIGO_RESIDENTE} />
      <Beneficios residente={r.CODIGO_RESIDENTE} />
      {situacao.modais}
    </Stack>
  );
}

/**
 * The record's fields under the form's headings, from the catalogue (decision 0022); the marriage
 * certificate while there is one, the discharge once discharged.
 */
function DadosDoResidente({ residente: r }: { residente: Residente }) {
  const desacolhimento = r.ATIVO ? [] : Object.entries(CAMPOS_DESACOLHIMENTO);
  return SECOES_RESIDENTE.filter(
    ({ titulo }) => titulo !== CAMPOS_CERTIDAO_CASAMENTO.NUMERO.grupo || r.CERTIDAO_CASAMENTO,
  ).map(({ titulo, campos }) => (
    <Grupo key={titulo} titulo={titulo}>
      {campos.map(({ nome, campo }) => (
        <DadoDoCatalogo key={nome} registro={r} nome={nome} campo={campo} />
      ))}
      {titulo === CAMPOS_DESACOLHIMENTO.DATA_DESACOLHIMENTO.grupo &&
        desacolhimento.map(([nome, campo]) => (
          <DadoDoCatalogo key={nome} registro={r} nome={nome} campo={campo} />
        ))}
    </Grupo>
  ));
}
