import {
  ESTADOS_CIVIS,
  exigeCertidaoCasamento,
  residenteAtualizacao,
  residenteInput,
  SEXOS,
  UFS,
} from '@acolher/contract';
import { Button, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AvisoAlteracoes } from '../../../components/aviso-alteracoes.tsx';
import { CampoDocumento } from '../../../components/campo-documento.tsx';
import {
  CampoData,
  CampoMascarado,
  CampoNome,
  CampoSelect,
  CampoTexto,
  CampoTextoLongo,
  opcoes,
} from '../../../components/campos.tsx';
import { Form } from '../../../components/form.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { RegistroDaRota } from '../../../components/registro-da-rota.tsx';
import { aplicarErrosDoServidor } from '../../../lib/erros-servidor.ts';
import { type Formulario, useFormulario } from '../../../lib/form.ts';
import {
  mascaraAlfanumerica,
  mascaraCns,
  mascaraCpf,
  mascaraDigitos,
  mascaraTitulo,
} from '../../../lib/mascaras.ts';
import { notificar } from '../../../lib/snackbar.ts';
import { useAtualizarResidente } from '../api/atualizar-residente.ts';
import { useCriarResidente } from '../api/criar-residente.ts';
import { residenteQuery } from '../api/residente.ts';
import {
  CERTIDAO_VAZIA,
  type CertidaoFormulario,
  type ResidenteFormulario,
  residenteNovo,
  residenteParaFormulario,
} from '../components/residente-formulario.ts';

const OPCOES_UF = [...UFS];

interface Codigos {
  residente: number | null;
  pessoa: number | null;
}

export function ResidenteNovoPage() {
  return <FormularioResidente codigos={{ residente: null, pessoa: null }} iniciais={residenteNovo()} />;
}

export function ResidenteEdicaoPage() {
  return (
    <RegistroDaRota consulta={residenteQuery} naoEncontrado="Residente não encontrado" lista="/residentes">
      {(dados) => (
        <FormularioResidente
          codigos={{ residente: dados.CODIGO_RESIDENTE, pessoa: dados.PESSOA_CODIGO }}
          iniciais={residenteParaFormulario(dados)}
        />
      )}
    </RegistroDaRota>
  );
}

/**
 * SPEC §4: the marriage certificate exists only while the status needs it. Switching to 'S' hides
 * it; switching back brings what was typed.
 */
function useCertidaoConformeEstadoCivil(form: Formulario<ResidenteFormulario>) {
  const guardada = useRef<CertidaoFormulario | null>(null);
  const valores = form.getValues();
  const exige = exigeCertidaoCasamento(valores.PESSOA.ESTADO_CIVIL);
  const presente = valores.CERTIDAO_CASAMENTO !== null;
  const { setFieldValue } = form;
  useEffect(() => {
    if (exige && !presente) setFieldValue('CERTIDAO_CASAMENTO', guardada.current ?? { ...CERTIDAO_VAZIA });
    if (!exige && presente) {
      guardada.current = form.getValues().CERTIDAO_CASAMENTO;
      setFieldValue('CERTIDAO_CASAMENTO', null);
    }
  });
  return exige && presente;
}

/** The record read from the server again, as the form edits it; a new resident has nothing to reload. */
function useRecarregarResidente(codigo: number | null) {
  const queryClient = useQueryClient();
  if (codigo === null) return undefined;
  return async () =>
    residenteParaFormulario(await queryClient.fetchQuery({ ...residenteQuery(codigo), staleTime: 0 }));
}

function FormularioResidente({ codigos, iniciais }: { codigos: Codigos; iniciais: ResidenteFormulario }) {
  const novo = codigos.residente === null;
  const recarregar = useRecarregarResidente(codigos.residente);
  const form = useFormulario<ResidenteFormulario>(novo ? residenteInput : residenteAtualizacao, iniciais);
  const mostrarCertidao = useCertidaoConformeEstadoCivil(form);
  const criar = useCriarResidente();
  const atualizar = useAtualizarResidente();
  const navigate = useNavigate();
  const [destino, setDestino] = useState<string | null>(null);
  useEffect(() => {
    if (destino) navigate(destino);
  }, [destino, navigate]);

  function enviar(valores: ResidenteFormulario) {
    const aoTerminar = {
      onSuccess: (salvo: { CODIGO_RESIDENTE: number }) => {
        notificar('Residente salvo com sucesso', 'sucesso');
        setDestino(`/residentes/${salvo.CODIGO_RESIDENTE}`);
      },
      onError: (erro: unknown) =>
        aplicarErrosDoServidor(form, erro, { prefixos: ['', 'PESSOA.', 'CERTIDAO_CASAMENTO.'] }),
    };
    if (codigos.residente === null) criar.mutate(residenteInput.parse(valores), aoTerminar);
    else
      atualizar.mutate({ codigo: codigos.residente, dados: residenteAtualizacao.parse(valores) }, aoTerminar);
  }

  return (
    <>
      <PageTitle>{novo ? 'Novo residente' : 'Editar residente'}</PageTitle>
      <AvisoAlteracoes ativo={form.isDirty() && destino === null} />
      <Form form={form} onSubmit={enviar} recarregar={recarregar} aria-label="Residente">
        <Stack>
          <DadosPessoais />
          <Documentos codigos={codigos} />
          {mostrarCertidao && <CertidaoCasamento />}
          <Fieldset legend="Acolhimento">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <CampoData name="DATA_ACOLHIMENTO" label="Data do acolhimento" withAsterisk />
            </SimpleGrid>
            <CampoTextoLongo name="OBSERVACOES" label="Observações" mt="sm" maxLength={2000} />
          </Fieldset>
          <Group justify="space-between">
            <Button
              variant="default"
              onClick={() => navigate(novo ? '/residentes' : `/residentes/${codigos.residente}`)}
            >
              Voltar
            </Button>
            <Button type="submit" loading={criar.isPending || atualizar.isPending}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </Form>
    </>
  );
}

function DadosPessoais() {
  return (
    <Fieldset legend="Dados pessoais">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <CampoNome name="PESSOA.NOME" label="Nome" withAsterisk maxLength={100} />
        <CampoNome name="PESSOA.SOBRENOME" label="Sobrenome" withAsterisk maxLength={150} />
        <CampoData name="PESSOA.DATA_NASCIMENTO" label="Data de nascimento" withAsterisk />
        <CampoSelect name="PESSOA.SEXO" label="Sexo" data={opcoes(SEXOS)} clearable />
        <CampoSelect name="PESSOA.ESTADO_CIVIL" label="Estado civil" data={opcoes(ESTADOS_CIVIS)} clearable />
        <CampoTexto name="PESSOA.NACIONALIDADE" label="Nacionalidade" withAsterisk maxLength={60} />
        <CampoTexto name="PESSOA.NATURALIDADE" label="Naturalidade" maxLength={100} />
        <CampoSelect
          name="PESSOA.UF_NATURALIDADE"
          label="UF da naturalidade"
          data={OPCOES_UF}
          searchable
          clearable
        />
        <CampoNome name="PESSOA.NOME_MAE" label="Nome da mãe" maxLength={200} />
        <CampoNome name="PESSOA.NOME_PAI" label="Nome do pai" maxLength={200} />
        <CampoTexto name="PESSOA.PROFISSAO" label="Profissão" maxLength={100} />
        <CampoTexto name="PESSOA.ESCOLARIDADE" label="Escolaridade" maxLength={100} />
        <CampoTexto name="PESSOA.RELIGIAO" label="Religião" maxLength={100} />
      </SimpleGrid>
    </Fieldset>
  );
}

function Documentos({ codigos }: { codigos: Codigos }) {
  const doResidente = (rota: string, rotulo: string) => ({
    rota: `/residente/${rota}`,
    rotulo,
    codigo: codigos.residente,
  });
  return (
    <Fieldset legend="Documentos">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <CampoDocumento
          name="PESSOA.CPF"
          label="CPF"
          mascara={mascaraCpf}
          inputMode="numeric"
          unicidade={{ rota: '/pessoa/cpf', rotulo: 'CPF', codigo: codigos.pessoa }}
        />
        <CampoDocumento
          name="PESSOA.RG"
          label="RG"
          mascara={mascaraAlfanumerica(20)}
          unicidade={{ rota: '/pessoa/rg', rotulo: 'RG', codigo: codigos.pessoa }}
        />
        <CampoTexto name="PESSOA.ORGAO_EMISSOR_RG" label="Órgão emissor do RG" maxLength={20} />
        <CampoSelect name="PESSOA.UF_RG" label="UF do RG" data={OPCOES_UF} searchable clearable />
        <CampoData name="PESSOA.DATA_EMISSAO_RG" label="Data de emissão do RG" />
        <CampoDocumento
          name="CARTAO_SAMS"
          label="Cartão SAMS"
          mascara={mascaraAlfanumerica(30)}
          unicidade={doResidente('cartao_sams', 'Cartão SAMS')}
        />
        <CampoDocumento
          name="CARTAO_SUS"
          label="Cartão SUS"
          mascara={mascaraCns}
          inputMode="numeric"
          unicidade={doResidente('cartao_sus', 'Cartão SUS')}
        />
        <CampoDocumento
          name="CONTA_INSS"
          label="Conta INSS"
          mascara={mascaraAlfanumerica(30)}
          unicidade={doResidente('conta_inss', 'Conta INSS')}
        />
        <CampoDocumento
          name="NUMERO_INSS"
          label="Número INSS"
          mascara={mascaraDigitos(11)}
          inputMode="numeric"
          unicidade={doResidente('numero_inss', 'Número INSS')}
        />
        <CampoDocumento
          name="TITULO_ELEITOR"
          label="Título de eleitor"
          mascara={mascaraTitulo}
          inputMode="numeric"
          unicidade={doResidente('titulo_eleitor', 'Título de eleitor')}
        />
      </SimpleGrid>
      <Fieldset legend="Certidão de nascimento" mt="sm" variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <CampoDocumento
            name="NUMERO_CERTIDAO_NASCIMENTO"
            label="Matrícula (32 dígitos) ou termo antigo"
            mascara={mascaraDigitos(32)}
            inputMode="numeric"
            unicidade={doResidente('numero_certidao_nascimento', 'Certidão de nascimento')}
          />
          <CampoTexto name="LIVRO_CERTIDAO_NASCIMENTO" label="Livro" maxLength={20} />
          <CampoTexto name="FOLHA_CERTIDAO_NASCIMENTO" label="Folha" maxLength={20} />
          <CampoTexto name="CIDADE_CERTIDAO_NASCIMENTO" label="Cidade do cartório" maxLength={100} />
          <CampoSelect
            name="ESTADO_CERTIDAO_NASCIMENTO"
            label="UF do cartório"
            data={OPCOES_UF}
            searchable
            clearable
          />
        </SimpleGrid>
      </Fieldset>
    </Fieldset>
  );
}

function CertidaoCasamento() {
  return (
    <Fieldset legend="Certidão de casamento">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <CampoMascarado
          name="CERTIDAO_CASAMENTO.NUMERO"
          label="Matrícula ou termo"
          mascara={mascaraDigitos(32)}
          inputMode="numeric"
          withAsterisk
        />
        <CampoTexto name="CERTIDAO_CASAMENTO.LIVRO" label="Livro" maxLength={20} />
        <CampoTexto name="CERTIDAO_CASAMENTO.FOLHA" label="Folha" maxLength={20} />
        <CampoTexto name="CERTIDAO_CASAMENTO.CARTORIO" label="Cartório" maxLength={200} />
        <CampoTexto name="CERTIDAO_CASAMENTO.CIDADE" label="Cidade do casamento" maxLength={100} />
        <CampoSelect
          name="CERTIDAO_CASAMENTO.ESTADO"
          label="UF do casamento"
          data={OPCOES_UF}
          searchable
          clearable
        />
        <CampoData name="CERTIDAO_CASAMENTO.DATA_CASAMENTO" label="Data do casamento" />
        <CampoNome name="CERTIDAO_CASAMENTO.NOME_CONJUGE" label="Nome do cônjuge" maxLength={200} />
      </SimpleGrid>
    </Fieldset>
  );
}
