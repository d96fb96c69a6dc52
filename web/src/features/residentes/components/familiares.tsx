import {
  CAMPOS_FAMILIAR,
  CAMPOS_VINCULO_FAMILIAR,
  enderecoEmLinha,
  type FamiliarDoResidente,
  formularioVazio,
} from '@acolher/contract';
import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { camposDe } from '../../../components/campos.tsx';
import {
  ENDERECO_VAZIO,
  EnderecoOpcional,
  enderecoParaFormulario,
} from '../../../components/contatos/endereco-campos.tsx';
import { TelefonesEditor, telefoneParaFormulario } from '../../../components/contatos/telefones-editor.tsx';
import { Form } from '../../../components/formulario.tsx';
import { ListaDeTelefones } from '../../../components/link-telefone.tsx';
import { BotoesDoItem, type ModalDoItem, SubLista, useSalvarItem } from '../../../components/sub-lista.tsx';
import { useChaveDeEnvio } from '../../../lib/chave-de-envio.ts';
import {
  formularioDoCatalogo,
  formularioDoRegistro,
  useFormulario,
  versaoDoRegistro,
} from '../../../lib/formulario.ts';
import { useItemLido } from '../../../lib/registro-lido.ts';
import { esquemaFamiliar, type FamiliarFormulario, useAtualizarFamiliar } from '../api/atualizar-familiar.ts';
import { useCriarFamiliar } from '../api/criar-familiar.ts';
import { useDesvincularFamiliar } from '../api/desvincular-familiar.ts';
import { familiaresQuery } from '../api/residente-familiar.ts';

const { CampoCheckbox, CampoMascarado, CampoNome, CampoTexto, CampoTextoLongo } =
  camposDe<FamiliarFormulario>();

function paraFormulario(residente: number, f: FamiliarDoResidente | null): FamiliarFormulario {
  const vazio: FamiliarFormulario = {
    ...formularioVazio(CAMPOS_FAMILIAR),
    VINCULO: { RESIDENTE_CODIGO: residente, PARENTESCO: '', RESPONSAVEL: false },
    ENDERECOS: [],
    TELEFONE: [],
  };
  return {
    ...formularioDoCatalogo(CAMPOS_FAMILIAR, f),
    // The answer holds the link's fields beside the relative's; the form nests them as the input does.
    VINCULO: formularioDoRegistro(vazio.VINCULO, f),
    ENDERECOS: (f?.ENDERECOS ?? []).map(enderecoParaFormulario),
    TELEFONE: (f?.TELEFONE ?? []).map(telefoneParaFormulario),
    ...versaoDoRegistro(f),
  };
}

function nomeDe(f: FamiliarDoResidente): string {
  return `${f.NOME} ${f.SOBRENOME}`.trim();
}

export function Familiares({ residente }: { residente: number }) {
  const { data } = useQuery(familiaresQuery(residente));
  const desvincular = useDesvincularFamiliar();
  return (
    <SubLista<FamiliarDoResidente>
      titulo="Familiares"
      itens={data}
      colunas={['Nome', 'Parentesco', 'Responsável', 'Telefones', 'Endereço']}
      celulas={(f) => [
        nomeDe(f),
        f.PARENTESCO,
        f.RESPONSAVEL ? 'Sim' : 'Não',
        <ListaDeTelefones key="telefones" numeros={f.TELEFONE.map((t) => t.NUMERO)} />,
        enderecoEmLinha(f.ENDERECOS[0] ?? null),
      ]}
      chave={(f) => f.CODIGO}
      nome={nomeDe}
      rotuloAdicionar="Adicionar familiar"
      titulosModal={{ novo: 'Novo familiar', editar: 'Editar familiar' }}
      tamanhoModal="xl"
      formulario={(atual, modal) => <FormularioFamiliar residente={residente} atual={atual} modal={modal} />}
      remocao={{
        acao: 'Desvincular',
        titulo: 'Desvincular familiar',
        pergunta: (f) => `Desvincular ${nomeDe(f)} deste residente?`,
        remover: (f) => desvincular.mutateAsync({ residente, familiar: f.CODIGO }),
        sucesso: 'Familiar desvinculado com sucesso',
      }}
    />
  );
}

function FormularioFamiliar({
  residente,
  atual,
  modal,
}: {
  residente: number;
  atual: FamiliarDoResidente | null;
  modal: ModalDoItem;
}) {
  const { registro, recarregar } = useItemLido(
    atual,
    familiaresQuery(residente),
    (lido, f) => lido.CODIGO === f.CODIGO,
    (f) => paraFormulario(residente, f),
  );
  const form = useFormulario(esquemaFamiliar, paraFormulario(residente, atual));
  const criar = useCriarFamiliar();
  // One key per opening of the modal, kept across its retries (decision 0039).
  const chave = useChaveDeEnvio();
  const atualizar = useAtualizarFamiliar();
  const { salvando, enviar } = useSalvarItem(form, 'Familiar salvo com sucesso', modal, (valores) =>
    registro
      ? atualizar.mutateAsync({ atual: registro, valores })
      : criar.mutateAsync({ dados: esquemaFamiliar.parse(valores), chave }),
  );

  return (
    <Form form={form} onSubmit={enviar} recarregar={recarregar} aria-label="Familiar">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CampoNome name="NOME" label={CAMPOS_FAMILIAR.NOME.rotulo} withAsterisk maxLength={100} />
          <CampoNome name="SOBRENOME" label={CAMPOS_FAMILIAR.SOBRENOME.rotulo} withAsterisk maxLength={150} />
          <CampoTexto
            name="VINCULO.PARENTESCO"
            label={CAMPOS_VINCULO_FAMILIAR.PARENTESCO.rotulo}
            withAsterisk
            maxLength={60}
          />
          <CampoCheckbox
            name="VINCULO.RESPONSAVEL"
            label={CAMPOS_VINCULO_FAMILIAR.RESPONSAVEL.rotulo}
            mt="xl"
          />
          <CampoMascarado
            name="CPF"
            label={CAMPOS_FAMILIAR.CPF.rotulo}
            mascara={CAMPOS_FAMILIAR.CPF.mascara}
            inputMode="numeric"
          />
          <CampoTexto name="EMAIL" label={CAMPOS_FAMILIAR.EMAIL.rotulo} type="email" autoComplete="email" />
        </SimpleGrid>
        <CampoTextoLongo name="OBSERVACOES" label={CAMPOS_FAMILIAR.OBSERVACOES.rotulo} maxLength={2000} />
        <EnderecoOpcional<FamiliarFormulario>
          prefixo="ENDERECOS.0"
          presente={form.getValues().ENDERECOS.length > 0}
          adicionar={() => form.insertListItem('ENDERECOS', { ...ENDERECO_VAZIO })}
          remover={registro?.ENDERECOS[0] ? null : () => form.removeListItem('ENDERECOS', 0)}
        />
        <TelefonesEditor<FamiliarFormulario> nome="TELEFONE" />
        <BotoesDoItem modal={modal} rotuloSalvar="Salvar familiar" salvando={salvando} />
      </Stack>
    </Form>
  );
}
