import { ESTADOS_CIVIS, type Residente, SEXOS } from '@acolher/contract';
import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title.tsx';
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

function Dado({ rotulo, valor }: { rotulo: string; valor: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {rotulo}
      </Text>
      <Text>{valor || '—'}</Text>
    </div>
  );
}

export function ResidenteDetalhePage() {
  const codigo = Number(useParams().id);
  const { data, isPending } = useQuery(residenteQuery(codigo));
  if (!data) return isPending ? <Loader aria-label="Carregando" /> : null;
  return <Detalhe residente={data} />;
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
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Dado rotulo="Nascimento" valor={formatarData(r.PESSOA.DATA_NASCIMENTO)} />
          <Dado rotulo="Sexo" valor={rotuloDe(SEXOS, r.PESSOA.SEXO)} />
          <Dado rotulo="Estado civil" valor={rotuloDe(ESTADOS_CIVIS, r.PESSOA.ESTADO_CIVIL)} />
          <Dado rotulo="CPF" valor={mascaraCpf(r.PESSOA.CPF ?? '')} />
          <Dado rotulo="RG" valor={r.PESSOA.RG} />
          <Dado rotulo="Cartão SUS" valor={mascaraCns(r.CARTAO_SUS ?? '')} />
          <Dado rotulo="Título de eleitor" valor={mascaraTitulo(r.TITULO_ELEITOR ?? '')} />
          <Dado rotulo="Acolhimento" valor={formatarData(r.DATA_ACOLHIMENTO)} />
          {!r.ATIVO && <Dado rotulo="Desacolhimento" valor={formatarData(r.DATA_DESACOLHIMENTO)} />}
          {!r.ATIVO && <Dado rotulo="Motivo do desacolhimento" valor={r.MOTIVO_DESACOLHIMENTO} />}
        </SimpleGrid>
      </Card>
      <Familiares residente={r.CODIGO_RESIDENTE} />
      <ConveniosDoResidente residente={r.CODIGO_RESIDENTE} />
      <Beneficios residente={r.CODIGO_RESIDENTE} />
      {situacao.modais}
    </Stack>
  );
}
