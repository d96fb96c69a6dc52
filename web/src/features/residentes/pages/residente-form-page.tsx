import {
  exigeCertidaoCasamento,
  residenteAtualizacao,
  residenteInput,
  SECOES_RESIDENTE,
} from '@acolher/contract';
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { AvisoAlteracoes, useSairAposSalvar } from '../../../components/aviso-alteracoes.tsx';
import { BotoesDoFormulario } from '../../../components/botoes-do-formulario.tsx';
import { CampoDoCatalogo } from '../../../components/campo-do-catalogo.tsx';
import { Form } from '../../../components/formulario.tsx';
import { RegistroDaRota } from '../../../components/registro-da-rota.tsx';
import { TituloPagina } from '../../../components/titulo-pagina.tsx';
import { useChaveDeEnvio } from '../../../lib/chave-de-envio.ts';
import { aplicarErrosDoServidor } from '../../../lib/erros-servidor.ts';
import { type Formulario, useFormulario } from '../../../lib/formulario.ts';
import { useRecarregarDaConsulta } from '../../../lib/registro-lido.ts';
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
 * docs/produto.md §4: the marriage certificate exists only while the status needs it. Switching to 'S' hides
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

/** The catalogue's sections (decision 0022); the marriage certificate's only while it is on the form. */
function secoesDoFormulario(comCertidao: boolean) {
  return SECOES_RESIDENTE.map((secao) => ({
    ...secao,
    campos: secao.campos.filter((c) => comCertidao || !c.nome.startsWith('CERTIDAO_CASAMENTO.')),
  })).filter((secao) => secao.campos.length > 0);
}

function FormularioResidente({ codigos, iniciais }: { codigos: Codigos; iniciais: ResidenteFormulario }) {
  const novo = codigos.residente === null;
  const recarregar = useRecarregarDaConsulta(
    codigos.residente === null ? null : residenteQuery(codigos.residente),
    residenteParaFormulario,
  );
  const form = useFormulario(novo ? residenteInput : residenteAtualizacao, iniciais);
  const mostrarCertidao = useCertidaoConformeEstadoCivil(form);
  const criar = useCriarResidente();
  // One key per opening of the form, kept across its retries (decision 0039).
  const chave = useChaveDeEnvio();
  const atualizar = useAtualizarResidente();
  const saida = useSairAposSalvar();

  function enviar(valores: ResidenteFormulario) {
    const aoTerminar = {
      onSuccess: (salvo: { CODIGO_RESIDENTE: number }) => {
        notificar('Residente salvo com sucesso', 'sucesso');
        saida.sairPara(`/residentes/${salvo.CODIGO_RESIDENTE}`);
      },
      onError: (erro: unknown) =>
        aplicarErrosDoServidor(form, erro, { prefixos: ['', 'PESSOA.', 'CERTIDAO_CASAMENTO.'] }),
    };
    if (codigos.residente === null) criar.mutate({ dados: residenteInput.parse(valores), chave }, aoTerminar);
    else
      atualizar.mutate({ codigo: codigos.residente, dados: residenteAtualizacao.parse(valores) }, aoTerminar);
  }

  return (
    <>
      <TituloPagina>{novo ? 'Novo residente' : 'Editar residente'}</TituloPagina>
      <AvisoAlteracoes ativo={form.isDirty() && !saida.saindo} />
      <Form form={form} onSubmit={enviar} recarregar={recarregar} aria-label="Residente">
        <Stack>
          {secoesDoFormulario(mostrarCertidao).map((secao) => (
            <Fieldset key={secao.titulo} legend={secao.titulo}>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {secao.campos.map(({ nome, campo }) => (
                  <CampoDoCatalogo
                    key={nome}
                    nome={nome}
                    campo={campo}
                    codigoDaUnicidade={(rota) =>
                      rota.startsWith('/pessoa/') ? codigos.pessoa : codigos.residente
                    }
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
          ))}
          <BotoesDoFormulario
            voltarPara={novo ? '/residentes' : `/residentes/${codigos.residente}`}
            salvamentos={[criar, atualizar]}
            saindo={saida.saindo}
          />
        </Stack>
      </Form>
    </>
  );
}
