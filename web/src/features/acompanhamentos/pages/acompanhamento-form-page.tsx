import {
  type AcompanhamentoDetalhe,
  acompanhamentoEditarInput,
  acompanhamentosInput,
  CAMPOS_PROPRIOS_ACOMPANHAMENTO,
  codigo,
  data,
  formularioVazio,
  MENSAGENS,
} from '@acolher/contract';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { AvisoAlteracoes, useSairAposSalvar } from '../../../components/aviso-alteracoes.tsx';
import { Form } from '../../../components/formulario.tsx';
import { NaoEncontrado, RegistroDaRota } from '../../../components/registro-da-rota.tsx';
import { TituloPagina } from '../../../components/titulo-pagina.tsx';
import { ApiError } from '../../../lib/api.ts';
import { novaChaveDeEnvio } from '../../../lib/chave-de-envio.ts';
import { formatarData, momentoNoFuso, noFuso } from '../../../lib/datas.ts';
import { aplicarErrosDoServidor } from '../../../lib/erros-servidor.ts';
import {
  type Formulario,
  formularioDoCatalogo,
  useFormulario,
  useUmEnvioPorVez,
} from '../../../lib/formulario.ts';
import { apagarRascunho, guardarRascunho, lerRascunho } from '../../../lib/rascunho.ts';
import { useRecarregarDaConsulta } from '../../../lib/registro-lido.ts';
import { podeConsultar } from '../../../lib/sessao.ts';
import { notificar } from '../../../lib/snackbar.ts';
import { useUsuarioAtual } from '../../../lib/usuario-atual.ts';
import { acompanhamentoQuery } from '../api/acompanhamento.ts';
import { useCriarAcompanhamento } from '../api/criar-acompanhamento.ts';
import { useEditarAcompanhamento } from '../api/editar-acompanhamento.ts';
import { useInvalidarAcompanhamentos } from '../api/invalidar.ts';
import {
  type AcompanhamentoEdicaoFormulario,
  type AcompanhamentoFormulario,
  BarraDeSalvar,
  CamposDoAcompanhamento,
} from '../components/formulario-acompanhamento.tsx';
import { AcompanhamentoRegistrado } from '../components/formulario-acompanhamento-leitura.tsx';

const LISTA = '/acompanhamentos';

/** A code from the address (`?residente=12`), or null when there is none or it cannot be one. */
function codigoDe(texto: string | null): number | null {
  const lido = codigo.safeParse(texto ?? undefined);
  return lido.success ? lido.data : null;
}

/**
 * The date rule of the form: not after the home's today (TZ_LAR), the day the server checks, not the
 * device's (a phone set to another zone would offer tomorrow, or refuse today).
 */
function dataAteHojeNoLar(fuso: string | undefined) {
  return data.refine((valor) => valor <= noFuso(fuso).data, MENSAGENS.acompanhamentoFuturo);
}

/** A follow-up as its edit form holds it, with the VERSAO read (decision 0017). */
function paraFormulario(registro: AcompanhamentoDetalhe): AcompanhamentoEdicaoFormulario {
  return {
    ...formularioDoCatalogo(CAMPOS_PROPRIOS_ACOMPANHAMENTO, registro),
    FUNCIONARIOS: registro.FUNCIONARIOS.map((f) => f.CODIGO_FUNCIONARIO),
    RESIDENTES: registro.RESIDENTES.map((r) => r.CODIGO_RESIDENTE),
    VERSAO: registro.VERSAO,
    MOTIVO_EDICAO: '',
  };
}

interface Inicio {
  fuso: string | undefined;
  funcionario: number | null;
  residente: number | null;
  corrigido: AcompanhamentoDetalhe | null;
}

/**
 * A new follow-up starts at the home's today and now, with the signed-in employee and (from a
 * resident's screen) that resident. A correction starts as what it corrects: the same event and
 * people, the text to be put right.
 */
function novoAcompanhamento({ fuso, funcionario, residente, corrigido }: Inicio): AcompanhamentoFormulario {
  if (corrigido) {
    const { VERSAO: _versao, MOTIVO_EDICAO: _motivo, ...iguais } = paraFormulario(corrigido);
    return { ...iguais, CORRIGE_CODIGO: corrigido.CODIGO };
  }
  const agora = noFuso(fuso);
  return {
    ...formularioVazio(CAMPOS_PROPRIOS_ACOMPANHAMENTO),
    DATA_ACOMPANHAMENTO: agora.data,
    HORA_ACOMPANHAMENTO: agora.hora,
    FUNCIONARIOS: funcionario === null ? [] : [funcionario],
    RESIDENTES: residente === null ? [] : [residente],
  };
}

/**
 * The unsaved new follow-up survives a reload (decision 0030): written to sessionStorage as it is
 * typed, given back on opening with a notice, forgotten once saved or left (leaving asks first when
 * something was typed), and on logout.
 */
function useRascunho(
  form: Formulario<AcompanhamentoFormulario>,
  chave: string,
  login: string,
  restaurado: boolean,
) {
  const [avisar, setAvisar] = useState(restaurado);
  const valores = form.getValues();
  const guardar = avisar || form.isDirty();
  const texto = JSON.stringify(valores);
  useEffect(() => {
    if (guardar) guardarRascunho(chave, login, JSON.parse(texto));
  }, [guardar, chave, login, texto]);
  useEffect(() => () => apagarRascunho(chave), [chave]);
  return {
    avisar,
    /** Typed data not saved: what was typed here, or a draft brought back (the form's starting point). */
    pendente: guardar,
    descartar(iniciais: AcompanhamentoFormulario) {
      apagarRascunho(chave);
      setAvisar(false);
      form.setInitialValues(iniciais);
      form.reset();
    },
  };
}

/**
 * The key of this new follow-up's save (Idempotency-Key, decision 0028): made once per form and kept
 * beside its draft, so a Salvar repeated after a lost answer, even after a reload, is stored once.
 * Leaving the form (after a save too) forgets it; a discarded draft starts another follow-up.
 */
function useChaveDeEnvio(chave: string, login: string) {
  const onde = `${chave}#envio`;
  const [envio, setEnvio] = useState(() => lerRascunho<string>(onde, login)?.valores ?? novaChaveDeEnvio());
  useEffect(() => {
    guardarRascunho(onde, login, envio);
    return () => apagarRascunho(onde);
  }, [onde, login, envio]);
  return { envio, renovar: () => setEnvio(novaChaveDeEnvio()) };
}

function AvisoDeRascunho({ aoDescartar }: { aoDescartar: () => void }) {
  return (
    <Alert color="blue" title="Rascunho recuperado" mb="md">
      <Text size="sm">O que você tinha digitado e não salvou voltou ao formulário.</Text>
      <Group mt="xs">
        <Button size="xs" variant="white" onClick={aoDescartar}>
          Descartar rascunho
        </Button>
      </Group>
    </Alert>
  );
}

/** What a correction corrects, above its form: the entry keeps its text; this one is added after it. */
function AvisoDeCorrecao({ corrigido }: { corrigido: AcompanhamentoDetalhe }) {
  return (
    <Alert color="orange" title={`Correção do acompanhamento nº ${corrigido.CODIGO}`} mb="md">
      <Text size="sm">
        Acompanhamento de {formatarData(corrigido.DATA_ACOMPANHAMENTO)}
        {corrigido.HORA_ACOMPANHAMENTO && ` às ${corrigido.HORA_ACOMPANHAMENTO}`}: o registro original
        continua no prontuário, e esta correção aparece junto dele.
      </Text>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
        {corrigido.ATIVIDADE}
      </Text>
    </Alert>
  );
}

export function AcompanhamentoNovoPage() {
  const [parametros] = useSearchParams();
  const { search } = useLocation();
  const corrige = codigoDe(parametros.get('corrige'));
  const residente = codigoDe(parametros.get('residente'));
  const sessao = useUsuarioAtual();
  const original = useQuery({
    ...acompanhamentoQuery(corrige ?? 0),
    enabled: () => corrige !== null && podeConsultar(),
  });
  if (original.error instanceof ApiError && original.error.status === 404) {
    return <NaoEncontrado titulo="Acompanhamento a corrigir não encontrado" lista={LISTA} />;
  }
  if (corrige !== null && original.isError) return <Text>{MENSAGENS.falhaGenerica}</Text>;
  if (!sessao.data || (corrige !== null && !original.data)) return <Loader aria-label="Carregando" />;
  const inicio: Inicio = {
    fuso: sessao.data.FUSO_LAR,
    funcionario: sessao.data.CODIGO_FUNCIONARIO,
    residente,
    corrigido: original.data ?? null,
  };
  return (
    <FormularioNovo
      key={search}
      inicio={inicio}
      login={sessao.data.LOGIN}
      chave={`acompanhamento-novo${search}`}
      voltarPara={residente === null ? LISTA : `/residente-acomp/${residente}`}
    />
  );
}

function FormularioNovo({
  inicio,
  login,
  chave,
  voltarPara,
}: {
  inicio: Inicio;
  login: string;
  chave: string;
  voltarPara: string;
}) {
  const [iniciais] = useState(() => novoAcompanhamento(inicio));
  const [rascunho] = useState(() => lerRascunho<AcompanhamentoFormulario>(chave, login));
  const form = useFormulario(
    acompanhamentosInput.extend({ DATA_ACOMPANHAMENTO: dataAteHojeNoLar(inicio.fuso) }),
    rascunho?.valores ?? iniciais,
  );
  const guardado = useRascunho(form, chave, login, rascunho !== null);
  const chaveDeEnvio = useChaveDeEnvio(chave, login);
  const criar = useCriarAcompanhamento();
  const saida = useSairAposSalvar();
  const enviar = useUmEnvioPorVez(async (valores: AcompanhamentoFormulario) => {
    try {
      await criar.mutateAsync({ dados: acompanhamentosInput.parse(valores), chave: chaveDeEnvio.envio });
    } catch (erro) {
      aplicarErrosDoServidor(form, erro);
      return;
    }
    apagarRascunho(chave);
    notificar('Acompanhamento salvo com sucesso', 'sucesso');
    saida.sairPara(voltarPara);
  });
  const titulo = inicio.corrigido ? 'Registrar correção' : 'Novo acompanhamento';
  return (
    <>
      <TituloPagina>{titulo}</TituloPagina>
      {guardado.avisar && (
        <AvisoDeRascunho
          aoDescartar={() => {
            guardado.descartar(iniciais);
            chaveDeEnvio.renovar();
          }}
        />
      )}
      {inicio.corrigido && <AvisoDeCorrecao corrigido={inicio.corrigido} />}
      <AvisoAlteracoes ativo={guardado.pendente && !saida.saindo} />
      <Form form={form} onSubmit={(valores) => void enviar(valores)} aria-label="Acompanhamento">
        <Stack gap="md">
          <CamposDoAcompanhamento
            hora={form.getValues().HORA_ACOMPANHAMENTO}
            comMotivo={false}
            registro={inicio.corrigido}
          />
          <BarraDeSalvar voltarPara={voltarPara} salvamentos={[criar]} saindo={saida.saindo} />
        </Stack>
      </Form>
    </>
  );
}

export function AcompanhamentoEdicaoPage() {
  return (
    <RegistroDaRota
      consulta={acompanhamentoQuery}
      naoEncontrado="Acompanhamento não encontrado"
      lista={LISTA}
    >
      {(registro) => <EdicaoOuLeitura key={registro.CODIGO} registro={registro} />}
    </RegistroDaRota>
  );
}

/**
 * The form while the caller may edit, the record otherwise, decided once as the page opens: the
 * window closing while the form is open (a read again on coming back to the tab) must not take the
 * typed text away; the save then says why it was refused and where a correction goes.
 */
function EdicaoOuLeitura({ registro }: { registro: AcompanhamentoDetalhe }) {
  const [editavel] = useState(registro.EDITAVEL);
  return editavel ? (
    <FormularioEdicao registro={registro} />
  ) : (
    <AcompanhamentoRegistrado registro={registro} />
  );
}

type EdicaoEnviada = ReturnType<typeof acompanhamentoEditarInput.parse>;

/**
 * Whether the follow-up as read now is this edit already stored: the answer to a Salvar was lost on
 * the way back (a phone losing its signal), so the next Salvar would carry the version read before it
 * and be refused as "alterado por outra pessoa" when no one else touched it (decision 0037). Stored means
 * one version later, with this content as the server keeps it: both sides go through the same
 * schema, which trims the text as the server did.
 */
function gravadoComo(lido: AcompanhamentoEdicaoFormulario, enviado: EdicaoEnviada): boolean {
  const comoGravado = acompanhamentoEditarInput.safeParse({ ...lido, MOTIVO_EDICAO: null });
  const conteudo = ({ VERSAO: _v, MOTIVO_EDICAO: _m, FUNCIONARIOS, RESIDENTES, ...resto }: EdicaoEnviada) =>
    JSON.stringify({ ...resto, FUNCIONARIOS: [...FUNCIONARIOS].sort(), RESIDENTES: [...RESIDENTES].sort() });
  return (
    comoGravado.success &&
    lido.VERSAO === (enviado.VERSAO ?? 0) + 1 &&
    conteudo(comoGravado.data) === conteudo(enviado)
  );
}

/** The follow-up as written, changed within its window by its author or an administrator. */
function FormularioEdicao({ registro }: { registro: AcompanhamentoDetalhe }) {
  const sessao = useUsuarioAtual();
  const fuso = sessao.data?.FUSO_LAR;
  const form = useFormulario(
    acompanhamentoEditarInput.extend({ DATA_ACOMPANHAMENTO: dataAteHojeNoLar(fuso) }),
    paraFormulario(registro),
  );
  const recarregar = useRecarregarDaConsulta(acompanhamentoQuery(registro.CODIGO), paraFormulario);
  const editar = useEditarAcompanhamento();
  const invalidar = useInvalidarAcompanhamentos();
  const saida = useSairAposSalvar();
  const respostaPerdida = useRef(false);
  const enviar = useUmEnvioPorVez(async (valores: AcompanhamentoEdicaoFormulario) => {
    const dados = acompanhamentoEditarInput.parse(valores);
    try {
      const lido = respostaPerdida.current && recarregar ? await recarregar() : null;
      // Stored by the save whose answer was lost: no second edit, but the screens still read it again.
      if (lido && gravadoComo(lido, dados)) await invalidar();
      else await editar.mutateAsync({ codigo: registro.CODIGO, dados });
    } catch (erro) {
      respostaPerdida.current = erro instanceof ApiError && erro.status === 0;
      aplicarErrosDoServidor(form, erro);
      return;
    }
    notificar('Acompanhamento salvo com sucesso', 'sucesso');
    saida.sairPara(LISTA);
  });
  return (
    <>
      <TituloPagina>Editar acompanhamento</TituloPagina>
      <Text size="sm" c="gray.7" mb="md">
        Pode ser alterado até {momentoNoFuso(registro.EDITAVEL_ATE, fuso)}. Depois disso, uma mudança é
        registrada como correção.
      </Text>
      <AvisoAlteracoes ativo={form.isDirty() && !saida.saindo} />
      <Form
        form={form}
        onSubmit={(valores) => void enviar(valores)}
        recarregar={recarregar}
        aria-label="Acompanhamento"
      >
        <Stack gap="md">
          <CamposDoAcompanhamento hora={form.getValues().HORA_ACOMPANHAMENTO} comMotivo registro={registro} />
          <BarraDeSalvar voltarPara={LISTA} salvamentos={[editar]} saindo={saida.saindo} />
        </Stack>
      </Form>
      <Button component={Link} to={`${LISTA}/novo?corrige=${registro.CODIGO}`} variant="subtle" mt="md">
        Registrar correção
      </Button>
    </>
  );
}
