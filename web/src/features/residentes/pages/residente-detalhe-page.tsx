import { ESTADOS_CIVIS, type Residente, SEXOS } from '@acolher/contract';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title.tsx';
import { RegistroDaRota } from '../../../components/registro-da-rota.tsx';
import { formatarData } from '../../../lib/dates.ts';
import { mascaraCns, mascaraCpf, mascaraTitulo } from '../../../lib/mascaras.ts';
import { baixarFichaResidente } from '../api/relatorio-residente.ts';
import { residenteQuery } from '../api/residente.ts';
import { Beneficios } from '../components/beneficios.tsx';
import { ConveniosDoResidente } from '../components/convenios-do-residente.tsx';
import { Familiares } from '../components/familiares.tsx';
import { useSituacaoResidente } from '../components/situacao-residente.tsx';

function rotuloDe(tabela: Readonly<Record<string, string>>, valor: string | null): string {
  return valor ? (tabela[valor] ?? valor) : '';
}

interface DadoProps {
  rotulo: string;
  valor: string | null | undefined;
  /** Free text (observations, a reason) takes the whole row. */
  largo?: boolean;
}

/** One field of the record; a blank one reads "—", so every field the form has is always listed. */
function Dado({ rotulo, valor, largo = false }: DadoProps) {
  return (
    <div style={largo ? { gridColumn: '1 / -1' } : undefined}>
      <Text size="xs" c="gray.7">
        {rotulo}
      </Text>
      <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{valor || '—'}</Text>
    </div>
  );
}

/** The record's fields in the form's groups, under the same headings. */
function Grupo({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {titulo}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }}>{children}</SimpleGrid>
    </Stack>
  );
}

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
      <PageTitle>{nome}</PageTitle>
      <Group>
        <Badge color={r.ATIVO ? 'acolher' : 'gray'}>{r.ATIVO ? 'Acolhido' : 'Desacolhido'}</Badge>
        <Button variant="default" onClick={() => navigate('/residentes')}>
          Voltar à lista
        </Button>
        <Button onClick={() => navigate('editar')}>Editar</Button>
        <Button variant="default" onClick={() => navigate(`/residente-acomp/${r.CODIGO_RESIDENTE}`)}>
          Acompanhamentos
        </Button>
        <Button
          variant="default"
          onClick={() => void baixarFichaResidente(r.PESSOA_CODIGO, r.CODIGO_RESIDENTE, nome)}
        >
          Ficha PDF
        </Button>
        <Button
          variant="light"
          color={r.ATIVO ? 'red' : undefined}
          onClick={() => situacao.pedir({ codigo: r.CODIGO_RESIDENTE, nome, ativo: r.ATIVO })}
        >
          {r.ATIVO ? 'Desacolher' : 'Readmitir'}
        </Button>
      </Group>
      <Card withBorder component="section" aria-label="Dados do residente">
        <Title order={2} size="h4" mb="sm">
          Dados do residente
        </Title>
        <Stack>
          <DadosPessoais residente={r} />
          <Documentos residente={r} />
          {r.CERTIDAO_CASAMENTO && <CertidaoCasamento certidao={r.CERTIDAO_CASAMENTO} />}
          <Acolhimento residente={r} />
        </Stack>
      </Card>
      <Familiares residente={r.CODIGO_RESIDENTE} />
      <ConveniosDoResidente residente={r.CODIGO_RESIDENTE} />
      <Beneficios residente={r.CODIGO_RESIDENTE} />
      {situacao.modais}
    </Stack>
  );
}

function DadosPessoais({ residente: { PESSOA: p } }: { residente: Residente }) {
  return (
    <Grupo titulo="Dados pessoais">
      <Dado rotulo="Nome" valor={p.NOME} />
      <Dado rotulo="Sobrenome" valor={p.SOBRENOME} />
      <Dado rotulo="Data de nascimento" valor={formatarData(p.DATA_NASCIMENTO)} />
      <Dado rotulo="Sexo" valor={rotuloDe(SEXOS, p.SEXO)} />
      <Dado rotulo="Estado civil" valor={rotuloDe(ESTADOS_CIVIS, p.ESTADO_CIVIL)} />
      <Dado rotulo="Nacionalidade" valor={p.NACIONALIDADE} />
      <Dado rotulo="Naturalidade" valor={p.NATURALIDADE} />
      <Dado rotulo="UF da naturalidade" valor={p.UF_NATURALIDADE} />
      <Dado rotulo="Nome da mãe" valor={p.NOME_MAE} />
      <Dado rotulo="Nome do pai" valor={p.NOME_PAI} />
      <Dado rotulo="Profissão" valor={p.PROFISSAO} />
      <Dado rotulo="Escolaridade" valor={p.ESCOLARIDADE} />
      <Dado rotulo="Religião" valor={p.RELIGIAO} />
    </Grupo>
  );
}

function Documentos({ residente: r }: { residente: Residente }) {
  const p = r.PESSOA;
  return (
    <>
      <Grupo titulo="Documentos">
        <Dado rotulo="CPF" valor={mascaraCpf(p.CPF ?? '')} />
        <Dado rotulo="RG" valor={p.RG} />
        <Dado rotulo="Órgão emissor do RG" valor={p.ORGAO_EMISSOR_RG} />
        <Dado rotulo="UF do RG" valor={p.UF_RG} />
        <Dado rotulo="Data de emissão do RG" valor={formatarData(p.DATA_EMISSAO_RG)} />
        <Dado rotulo="Cartão SAMS" valor={r.CARTAO_SAMS} />
        <Dado rotulo="Cartão SUS" valor={mascaraCns(r.CARTAO_SUS ?? '')} />
        <Dado rotulo="Conta INSS" valor={r.CONTA_INSS} />
        <Dado rotulo="Número INSS" valor={r.NUMERO_INSS} />
        <Dado rotulo="Título de eleitor" valor={mascaraTitulo(r.TITULO_ELEITOR ?? '')} />
      </Grupo>
      <Grupo titulo="Certidão de nascimento">
        <Dado rotulo="Matrícula ou termo" valor={r.NUMERO_CERTIDAO_NASCIMENTO} />
        <Dado rotulo="Livro" valor={r.LIVRO_CERTIDAO_NASCIMENTO} />
        <Dado rotulo="Folha" valor={r.FOLHA_CERTIDAO_NASCIMENTO} />
        <Dado rotulo="Cidade do cartório" valor={r.CIDADE_CERTIDAO_NASCIMENTO} />
        <Dado rotulo="UF do cartório" valor={r.ESTADO_CERTIDAO_NASCIMENTO} />
      </Grupo>
    </>
  );
}

function CertidaoCasamento({ certidao: c }: { certidao: NonNullable<Residente['CERTIDAO_CASAMENTO']> }) {
  return (
    <Grupo titulo="Certidão de casamento">
      <Dado rotulo="Matrícula ou termo" valor={c.NUMERO} />
      <Dado rotulo="Livro" valor={c.LIVRO} />
      <Dado rotulo="Folha" valor={c.FOLHA} />
      <Dado rotulo="Cartório" valor={c.CARTORIO} />
      <Dado rotulo="Cidade do casamento" valor={c.CIDADE} />
      <Dado rotulo="UF do casamento" valor={c.ESTADO} />
      <Dado rotulo="Data do casamento" valor={formatarData(c.DATA_CASAMENTO)} />
      <Dado rotulo="Nome do cônjuge" valor={c.NOME_CONJUGE} />
    </Grupo>
  );
}

function Acolhimento({ residente: r }: { residente: Residente }) {
  return (
    <Grupo titulo="Acolhimento">
      <Dado rotulo="Data do acolhimento" valor={formatarData(r.DATA_ACOLHIMENTO)} />
      {!r.ATIVO && <Dado rotulo="Data do desacolhimento" valor={formatarData(r.DATA_DESACOLHIMENTO)} />}
      {!r.ATIVO && <Dado rotulo="Motivo do desacolhimento" valor={r.MOTIVO_DESACOLHIMENTO} largo />}
      <Dado rotulo="Observações" valor={r.OBSERVACOES} largo />
    </Grupo>
  );
}
