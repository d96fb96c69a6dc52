import {
  CAMPOS_CONTA_BANCARIA,
  type CampoDaSecao,
  funcionarioAtualizacao,
  funcionarioInput,
  SECOES_FUNCIONARIO,
} from '@acolher/contract';
import { Button, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core';
import { AvisoAlteracoes, useSairAposSalvar } from '../../../components/aviso-alteracoes.tsx';
import { BotoesDoFormulario } from '../../../components/botoes-do-formulario.tsx';
import { CampoDoCatalogo } from '../../../components/campo-do-catalogo.tsx';
import { EnderecosEditor } from '../../../components/contatos/enderecos-editor.tsx';
import { TelefonesEditor } from '../../../components/contatos/telefones-editor.tsx';
import { Form } from '../../../components/formulario.tsx';
import { RegistroDaRota } from '../../../components/registro-da-rota.tsx';
import { TituloPagina } from '../../../components/titulo-pagina.tsx';
import { useChaveDeEnvio } from '../../../lib/chave-de-envio.ts';
import { aplicarErrosDoServidor } from '../../../lib/erros-servidor.ts';
import { type Formulario, useFormulario } from '../../../lib/formulario.ts';
import { useRecarregarDaConsulta } from '../../../lib/registro-lido.ts';
import { notificar } from '../../../lib/snackbar.ts';
import { useAtualizarFuncionario } from '../api/atualizar-funcionario.ts';
import { useCriarFuncionario } from '../api/criar-funcionario.ts';
import { funcionarioFullQuery } from '../api/funcionario-full.ts';
import {
  CONTA_VAZIA,
  type FuncionarioFormulario,
  funcionarioNovo,
  funcionarioParaFormulario,
} from '../components/funcionario-formulario.ts';

interface Codigos {
  funcionario: number | null;
  pessoa: number | null;
}

export function FuncionarioNovoPage() {
  return <FormularioFuncionario codigos={{ funcionario: null, pessoa: null }} iniciais={funcionarioNovo()} />;
}

export function FuncionarioEdicaoPage() {
  return (
    <RegistroDaRota
      consulta={funcionarioFullQuery}
      naoEncontrado="Funcionário não encontrado"
      lista="/funcionarios"
    >
      {(dados) => (
        <FormularioFuncionario
          codigos={{ funcionario: dados.CODIGO_FUNCIONARIO, pessoa: dados.PESSOA_CODIGO }}
          iniciais={funcionarioParaFormulario(dados)}
        />
      )}
    </RegistroDaRota>
  );
}

/** The bank account's heading: its fields come and go with the account (an employee may have none). */
const GRUPO_CONTA = CAMPOS_CONTA_BANCARIA.BANCO.grupo;

/** The catalogue's sections but the account's (decision 0022), which has its own add and remove. */
const SECOES_DO_FORMULARIO = SECOES_FUNCIONARIO.filter((secao) => secao.titulo !== GRUPO_CONTA);
const CAMPOS_DA_CONTA = SECOES_FUNCIONARIO.find((secao) => secao.titulo === GRUPO_CONTA)?.campos ?? [];

type CodigoDaUnicidade = (rota: string) => number | null;

function CamposDaSecao({
  campos,
  codigoDaUnicidade,
}: {
  campos: CampoDaSecao[];
  codigoDaUnicidade: CodigoDaUnicidade;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {campos.map(({ nome, campo }) => (
        <CampoDoCatalogo key={nome} nome={nome} campo={campo} codigoDaUnicidade={codigoDaUnicidade} />
      ))}
    </SimpleGrid>
  );
}

/** The account where the salary is paid: added when there is one, removed (on save) when it is gone. */
function ContaBancaria({
  form,
  codigoDaUnicidade,
}: {
  form: Formulario<FuncionarioFormulario>;
  codigoDaUnicidade: CodigoDaUnicidade;
}) {
  if (form.getValues().CONTA === null) {
    return (
      <Group>
        <Button variant="light" onClick={() => form.setFieldValue('CONTA', { ...CONTA_VAZIA })}>
          Adicionar conta bancária
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <Fieldset legend={GRUPO_CONTA}>
        <CamposDaSecao campos={CAMPOS_DA_CONTA} codigoDaUnicidade={codigoDaUnicidade} />
      </Fieldset>
      <Group>
        <Button variant="subtle" color="red" onClick={() => form.setFieldValue('CONTA', null)}>
          Remover conta bancária
        </Button>
      </Group>
    </Stack>
  );
}

function FormularioFuncionario({ codigos, iniciais }: { codigos: Codigos; iniciais: FuncionarioFormulario }) {
  const novo = codigos.funcionario === null;
  const recarregar = useRecarregarDaConsulta(
    codigos.funcionario === null ? null : funcionarioFullQuery(codigos.funcionario),
    funcionarioParaFormulario,
  );
  const form = useFormulario(novo ? funcionarioInput : funcionarioAtualizacao, iniciais);
  const criar = useCriarFuncionario();
  // One key per opening of the form, kept across its retries (decision 0039).
  const chave = useChaveDeEnvio();
  const atualizar = useAtualizarFuncionario();
  const saida = useSairAposSalvar();
  const codigoDaUnicidade: CodigoDaUnicidade = (rota) =>
    rota.startsWith('/pessoa/') ? codigos.pessoa : codigos.funcionario;

  function enviar(valores: FuncionarioFormulario) {
    const aoTerminar = {
      onSuccess: (salvo: { CODIGO_FUNCIONARIO: number }) => {
        notificar('Funcionário salvo com sucesso', 'sucesso');
        saida.sairPara(`/funcionarios/${salvo.CODIGO_FUNCIONARIO}`);
      },
      onError: (erro: unknown) => aplicarErrosDoServidor(form, erro, { prefixos: ['', 'PESSOA.', 'CONTA.'] }),
    };
    if (codigos.funcionario === null)
      criar.mutate({ dados: funcionarioInput.parse(valores), chave }, aoTerminar);
    else
      atualizar.mutate(
        { codigo: codigos.funcionario, dados: funcionarioAtualizacao.parse(valores) },
        aoTerminar,
      );
  }

  return (
    <>
      <TituloPagina>{novo ? 'Novo funcionário' : 'Editar funcionário'}</TituloPagina>
      <AvisoAlteracoes ativo={form.isDirty() && !saida.saindo} />
      <Form form={form} onSubmit={enviar} recarregar={recarregar} aria-label="Funcionário">
        <Stack>
          {SECOES_DO_FORMULARIO.map((secao) => (
            <Fieldset key={secao.titulo} legend={secao.titulo}>
              <CamposDaSecao campos={secao.campos} codigoDaUnicidade={codigoDaUnicidade} />
            </Fieldset>
          ))}
          <TelefonesEditor<FuncionarioFormulario> nome="TELEFONE" />
          <EnderecosEditor<FuncionarioFormulario> nome="ENDERECO" />
          <ContaBancaria form={form} codigoDaUnicidade={codigoDaUnicidade} />
          <BotoesDoFormulario
            voltarPara={novo ? '/funcionarios' : `/funcionarios/${codigos.funcionario}`}
            salvamentos={[criar, atualizar]}
            saindo={saida.saindo}
          />
        </Stack>
      </Form>
    </>
  );
}
