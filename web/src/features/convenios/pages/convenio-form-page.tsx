import { type ConvenioFull, convenioAtualizacao, convenioInput, TIPOS_CONVENIO } from '@acolher/contract';
import { Button, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AvisoAlteracoes } from '../../../components/aviso-alteracoes.tsx';
import {
  CampoMascarado,
  CampoSelect,
  CampoTexto,
  CampoTextoLongo,
  opcoes,
} from '../../../components/campos.tsx';
import {
  ENDERECO_VAZIO,
  type EnderecoFormulario,
  EnderecoOpcional,
  enderecoParaFormulario,
} from '../../../components/endereco-campos.tsx';
import { Form } from '../../../components/form.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { RegistroDaRota } from '../../../components/registro-da-rota.tsx';
import {
  type TelefoneFormulario,
  TelefonesEditor,
  telefoneParaFormulario,
} from '../../../components/telefones-editor.tsx';
import { aplicarErrosDoServidor } from '../../../lib/erros-servidor.ts';
import { useFormulario } from '../../../lib/form.ts';
import { mascaraCnpj, mascaraDigitos } from '../../../lib/mascaras.ts';
import { notificar } from '../../../lib/snackbar.ts';
import { useAtualizarConvenio } from '../api/atualizar-convenio.ts';
import { convenioFullQuery } from '../api/convenio-full.ts';
import { useCriarConvenio } from '../api/criar-convenio.ts';

type ConvenioFormulario = {
  NOME: string;
  TIPO: string;
  CNPJ: string;
  REGISTRO_ANS: string;
  SITE: string;
  EMAIL: string;
  OBSERVACOES: string;
  ENDERECO: EnderecoFormulario | null;
  TELEFONE: TelefoneFormulario[];
  /** The version the plan was read at, sent back with the update; a new plan has none. */
  VERSAO?: number;
};

const NOVO: ConvenioFormulario = {
  NOME: '',
  TIPO: 'saude',
  CNPJ: '',
  REGISTRO_ANS: '',
  SITE: '',
  EMAIL: '',
  OBSERVACOES: '',
  ENDERECO: null,
  TELEFONE: [],
};

function paraFormulario(convenio: ConvenioFull): ConvenioFormulario {
  return {
    NOME: convenio.NOME,
    TIPO: convenio.TIPO,
    CNPJ: mascaraCnpj(convenio.CNPJ ?? ''),
    REGISTRO_ANS: convenio.REGISTRO_ANS ?? '',
    SITE: convenio.SITE ?? '',
    EMAIL: convenio.EMAIL ?? '',
    OBSERVACOES: convenio.OBSERVACOES ?? '',
    ENDERECO: convenio.ENDERECO ? enderecoParaFormulario(convenio.ENDERECO) : null,
    TELEFONE: convenio.TELEFONE.map(telefoneParaFormulario),
    VERSAO: convenio.VERSAO,
  };
}

export function ConvenioNovoPage() {
  return <FormularioConvenio codigo={null} iniciais={NOVO} />;
}

export function ConvenioEdicaoPage() {
  return (
    <RegistroDaRota consulta={convenioFullQuery} naoEncontrado="Convênio não encontrado" lista="/convenios">
      {(convenio) => <FormularioConvenio codigo={convenio.CODIGO} iniciais={paraFormulario(convenio)} />}
    </RegistroDaRota>
  );
}

/** The plan read from the server again, as the form edits it; a new plan has nothing to reload. */
function useRecarregarConvenio(codigo: number | null) {
  const queryClient = useQueryClient();
  if (codigo === null) return undefined;
  return async () =>
    paraFormulario(await queryClient.fetchQuery({ ...convenioFullQuery(codigo), staleTime: 0 }));
}

function FormularioConvenio({ codigo, iniciais }: { codigo: number | null; iniciais: ConvenioFormulario }) {
  const form = useFormulario<ConvenioFormulario>(
    codigo === null ? convenioInput : convenioAtualizacao,
    iniciais,
  );
  const recarregar = useRecarregarConvenio(codigo);
  const criar = useCriarConvenio();
  const atualizar = useAtualizarConvenio();
  const navigate = useNavigate();
  const [salvo, setSalvo] = useState(false);
  useEffect(() => {
    if (salvo) navigate('/convenios');
  }, [salvo, navigate]);

  function enviar(valores: ConvenioFormulario) {
    const aoTerminar = {
      onSuccess: () => {
        notificar('Convênio salvo com sucesso', 'sucesso');
        setSalvo(true);
      },
      onError: (erro: unknown) => aplicarErrosDoServidor(form, erro),
    };
    if (codigo === null) criar.mutate(convenioInput.parse(valores), aoTerminar);
    else atualizar.mutate({ codigo, dados: convenioAtualizacao.parse(valores) }, aoTerminar);
  }

  return (
    <>
      <PageTitle>{codigo === null ? 'Novo convênio' : 'Editar convênio'}</PageTitle>
      <AvisoAlteracoes ativo={form.isDirty() && !salvo} />
      <Form form={form} onSubmit={enviar} recarregar={recarregar} aria-label="Convênio">
        <Stack>
          <Fieldset legend="Dados do convênio">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <CampoTexto name="NOME" label="Nome" withAsterisk maxLength={150} />
              <CampoSelect name="TIPO" label="Tipo" data={opcoes(TIPOS_CONVENIO)} withAsterisk />
              <CampoMascarado name="CNPJ" label="CNPJ" mascara={mascaraCnpj} inputMode="numeric" />
              <CampoMascarado
                name="REGISTRO_ANS"
                label="Registro ANS"
                mascara={mascaraDigitos(6)}
                inputMode="numeric"
              />
              <CampoTexto name="SITE" label="Site" type="url" maxLength={200} />
              <CampoTexto name="EMAIL" label="E-mail" type="email" autoComplete="email" />
            </SimpleGrid>
            <CampoTextoLongo name="OBSERVACOES" label="Observações" mt="sm" maxLength={1000} />
          </Fieldset>
          <EnderecoOpcional
            prefixo="ENDERECO"
            presente={form.getValues().ENDERECO !== null}
            adicionar={() => form.setFieldValue('ENDERECO', { ...ENDERECO_VAZIO })}
            remover={() => form.setFieldValue('ENDERECO', null)}
          />
          <TelefonesEditor nome="TELEFONE" />
          <Group justify="space-between">
            <Button variant="default" onClick={() => navigate('/convenios')}>
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
