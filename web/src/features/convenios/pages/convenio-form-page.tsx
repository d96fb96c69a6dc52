import {
  CAMPOS_CONVENIO,
  type ConvenioFull,
  convenioAtualizacao,
  convenioInput,
  formularioVazio,
  TIPOS_CONVENIO,
} from '@acolher/contract';
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { AvisoAlteracoes, useSairAposSalvar } from '../../../components/aviso-alteracoes.tsx';
import { BotoesDoFormulario } from '../../../components/botoes-do-formulario.tsx';
import { camposDe, opcoes } from '../../../components/campos.tsx';
import {
  ENDERECO_VAZIO,
  type EnderecoFormulario,
  EnderecoOpcional,
  enderecoParaFormulario,
} from '../../../components/contatos/endereco-campos.tsx';
import {
  type TelefoneFormulario,
  TelefonesEditor,
  telefoneParaFormulario,
} from '../../../components/contatos/telefones-editor.tsx';
import { Form } from '../../../components/formulario.tsx';
import { RegistroDaRota } from '../../../components/registro-da-rota.tsx';
import { TituloPagina } from '../../../components/titulo-pagina.tsx';
import { useChaveDeEnvio } from '../../../lib/chave-de-envio.ts';
import { aplicarErrosDoServidor } from '../../../lib/erros-servidor.ts';
import {
  formularioDoCatalogo,
  type TextosDoCatalogo,
  useFormulario,
  versaoDoRegistro,
} from '../../../lib/formulario.ts';
import { useRecarregarDaConsulta } from '../../../lib/registro-lido.ts';
import { notificar } from '../../../lib/snackbar.ts';
import { useAtualizarConvenio } from '../api/atualizar-convenio.ts';
import { convenioFullQuery } from '../api/convenio-full.ts';
import { useCriarConvenio } from '../api/criar-convenio.ts';

const { CampoMascarado, CampoSelect, CampoTexto, CampoTextoLongo } = camposDe<ConvenioFormulario>();

type ConvenioFormulario = TextosDoCatalogo<typeof CAMPOS_CONVENIO> & {
  ENDERECO: EnderecoFormulario | null;
  TELEFONE: TelefoneFormulario[];
  /** The version the plan was read at, sent back with the update; a new plan has none. */
  VERSAO?: number;
};

const NOVO: ConvenioFormulario = {
  ...formularioVazio(CAMPOS_CONVENIO),
  ENDERECO: null,
  TELEFONE: [],
};

function paraFormulario(convenio: ConvenioFull): ConvenioFormulario {
  return {
    ...formularioDoCatalogo(CAMPOS_CONVENIO, convenio),
    ENDERECO: convenio.ENDERECO ? enderecoParaFormulario(convenio.ENDERECO) : null,
    TELEFONE: convenio.TELEFONE.map(telefoneParaFormulario),
    ...versaoDoRegistro(convenio),
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

function FormularioConvenio({ codigo, iniciais }: { codigo: number | null; iniciais: ConvenioFormulario }) {
  // The update's schema checks both: a new plan's form has no VERSAO, its body no key for it.
  const form = useFormulario(convenioAtualizacao, iniciais);
  const recarregar = useRecarregarDaConsulta(
    codigo === null ? null : convenioFullQuery(codigo),
    paraFormulario,
  );
  const criar = useCriarConvenio();
  // One key per opening of the form, kept across its retries (decision 0039).
  const chave = useChaveDeEnvio();
  const atualizar = useAtualizarConvenio();
  const saida = useSairAposSalvar();

  function enviar(valores: ConvenioFormulario) {
    const aoTerminar = {
      onSuccess: () => {
        notificar('Convênio salvo com sucesso', 'sucesso');
        saida.sairPara('/convenios');
      },
      onError: (erro: unknown) => aplicarErrosDoServidor(form, erro),
    };
    if (codigo === null) criar.mutate({ dados: convenioInput.parse(valores), chave }, aoTerminar);
    else atualizar.mutate({ codigo, dados: convenioAtualizacao.parse(valores) }, aoTerminar);
  }

  return (
    <>
      <TituloPagina>{codigo === null ? 'Novo convênio' : 'Editar convênio'}</TituloPagina>
      <AvisoAlteracoes ativo={form.isDirty() && !saida.saindo} />
      <Form form={form} onSubmit={enviar} recarregar={recarregar} aria-label="Convênio">
        <Stack>
          <Fieldset legend="Dados do convênio">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <CampoTexto name="NOME" label={CAMPOS_CONVENIO.NOME.rotulo} withAsterisk maxLength={150} />
              <CampoSelect
                name="TIPO"
                label={CAMPOS_CONVENIO.TIPO.rotulo}
                data={opcoes(TIPOS_CONVENIO)}
                withAsterisk
              />
              <CampoMascarado
                name="CNPJ"
                label={CAMPOS_CONVENIO.CNPJ.rotulo}
                mascara={CAMPOS_CONVENIO.CNPJ.mascara}
                inputMode="numeric"
              />
              <CampoMascarado
                name="REGISTRO_ANS"
                label={CAMPOS_CONVENIO.REGISTRO_ANS.rotulo}
                mascara={CAMPOS_CONVENIO.REGISTRO_ANS.mascara}
                inputMode="numeric"
              />
              <CampoTexto name="SITE" label={CAMPOS_CONVENIO.SITE.rotulo} type="url" maxLength={200} />
              <CampoTexto
                name="EMAIL"
                label={CAMPOS_CONVENIO.EMAIL.rotulo}
                type="email"
                autoComplete="email"
              />
            </SimpleGrid>
            <CampoTextoLongo
              name="OBSERVACOES"
              label={CAMPOS_CONVENIO.OBSERVACOES.rotulo}
              mt="sm"
              maxLength={1000}
            />
          </Fieldset>
          <EnderecoOpcional<ConvenioFormulario>
            prefixo="ENDERECO"
            presente={form.getValues().ENDERECO !== null}
            adicionar={() => form.setFieldValue('ENDERECO', { ...ENDERECO_VAZIO })}
            remover={() => form.setFieldValue('ENDERECO', null)}
          />
          <TelefonesEditor<ConvenioFormulario> nome="TELEFONE" />
          <BotoesDoFormulario
            voltarPara={'/convenios'}
            salvamentos={[criar, atualizar]}
            saindo={saida.saindo}
          />
        </Stack>
      </Form>
    </>
  );
}
