import { MENSAGENS, NOMES_DAS_UFS } from '@acolher/contract';
import { type ComboboxItem, type OptionsFilter, Select, type SelectProps, Text } from '@mantine/core';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import {
  type IndiceDeBusca,
  indiceDeBusca,
  type OpcaoBuscavel,
  opcoesPorProximidade,
} from '../lib/busca-de-opcoes.ts';
import { ORDEM_COM_DESCRICAO_EMBAIXO } from './campo-texto.tsx';

export type OpcaoDaSelecao = OpcaoBuscavel<string>;

/** How long typed letters add up in a select without search ("di" → Divorciado), as in a native one. */
const PAUSA_ENTRE_LETRAS_MS = 1000;

/**
 * An option as the ranking reads it (groups are not used in this app). A UF's option, whose label
 * is its code, is found by its state's name too: "ceara" finds CE.
 */
function opcaoDaSelecao(opcao: NonNullable<SelectProps['data']>[number]): OpcaoDaSelecao[] {
  const item = typeof opcao === 'string' ? { value: opcao, label: opcao } : opcao;
  if (!('value' in item)) return [];
  const { value, label, termos: proprios } = item as OpcaoDaSelecao;
  const doEstado = label === value ? NOMES_DAS_UFS[value as keyof typeof NOMES_DAS_UFS] : undefined;
  const termos = proprios ?? doEstado;
  return [termos ? { value, label, termos } : { value, label }];
}

/**
 * The option a list of Mantine's highlights (the arrows moved there, or its first match), read
 * where Mantine marks it; `visiveis` are the options the list shows, in order.
 */
export function opcaoDestacada<O>(campo: HTMLInputElement, visiveis: readonly O[]): O | undefined {
  const lista = document.getElementById(campo.getAttribute('aria-controls') ?? '');
  const itens = Array.from(lista?.querySelectorAll('[data-combobox-option]') ?? []);
  const indice = itens.findIndex((item) => item.hasAttribute('data-combobox-selected'));
  return indice >= 0 ? visiveis[indice] : undefined;
}

/**
 * The field keeps the cursor after Enter picked: what it shows once the pick is drawn (Mantine writes
 * the label a render later) is selected, so letters typed next replace it instead of joining it.
 */
function selecionarAoMostrar(campo: HTMLInputElement) {
  setTimeout(() => {
    if (document.activeElement === campo) campo.select();
  }, 0);
}

/** An option in the list, with the words that also find it (a UF's state) beside it, not in its name. */
function opcaoNaLista({ option }: { option: ComboboxItem }) {
  const termos = (option as OpcaoDaSelecao).termos;
  return (
    <span>
      {option.label}
      {termos && (
        <Text span size="sm" c="gray.7" aria-hidden>
          {` · ${termos}`}
        </Text>
      )}
    </span>
  );
}

/** What was typed and found nothing, said under the field (decision 0025): the props that show it. */
export function naoAchadoSobOCampo(naoAchado: string | null) {
  if (!naoAchado) return {};
  return {
    description: (
      <Text component="span" size="xs" c="red.8">
        {naoAchado}
      </Text>
    ),
    inputWrapperOrder: ORDEM_COM_DESCRICAO_EMBAIXO,
  };
}

export type SelecaoProps = Omit<SelectProps, 'value' | 'onChange' | 'filter'> & {
  /** The value picked, '' for none. */
  valor: string;
  aoMudar: (valor: string) => void;
};

/**
 * Every select of the app (decision 0025), one behaviour: the cursor put in it selects what it
 * shows, so typing replaces it and searches ("Todos os funcionários" held the cursor, and a typed
 * name was appended to it); the options closest to what was typed come first (the shared ranking
 * of every name picker) and the first is highlighted; Enter and Tab pick the highlighted option,
 * and leaving the field by a tap elsewhere picks the closest match of what was typed; Enter never
 * submits the form; Esc gives up what was typed (leaving then picks nothing). Leaving it emptied
 * empties a clearable select; any other keeps its value, shown again; text that found nothing is
 * said under the field with what stayed, never dropped without a word. A short select without
 * search answers typed letters as a native one: "f" picks Feminino, "di" Divorciado(a).
 */
export function Selecao({
  valor,
  aoMudar,
  data,
  searchable = false,
  clearable = false,
  onKeyDown,
  onBlur,
  onFocus,
  onMouseDown,
  onMouseUp,
  ...rest
}: SelecaoProps) {
  const opcoes = useMemo(() => (data ?? []).flatMap(opcaoDaSelecao), [data]);
  const indice: IndiceDeBusca<string, OpcaoDaSelecao> = useMemo(() => indiceDeBusca(opcoes), [opcoes]);
  const filtro = useMemo<OptionsFilter>(
    () =>
      ({ search, limit }) =>
        opcoesPorProximidade(indice, search, limit),
    [indice],
  );
  // The value as last picked, ahead of the render that will show it: Enter's check runs a tick later.
  const atual = useRef(valor);
  atual.current = valor;
  const acabouDeFocar = useRef(false);
  const pelasSetas = useRef(false);
  // Esc gave up what was typed: leaving then shows the value held again and picks nothing.
  const desistiu = useRef(false);
  const [aberta, setAberta] = useState(false);
  const letras = useRef({ texto: '', ate: 0 });
  /** What was typed and found nothing, said under the field once it is left (decision 0025). */
  const [naoAchado, setNaoAchado] = useState<string | null>(null);
  const mudar = (novo: string) => {
    setNaoAchado(null);
    if (novo === atual.current) return;
    atual.current = novo;
    aoMudar(novo);
  };
  const rotuloDe = (codigo: string) => opcoes.find((opcao) => opcao.value === codigo)?.label;

  /** What was typed, unless it only shows the value held (then the list is not filtered by it). */
  const buscaDe = (digitado: string) => (digitado === rotuloDe(atual.current) ? '' : digitado);

  /**
   * The option Enter or Tab picks: the one the arrows highlighted; else the closest match of what
   * was typed, which is the one Mantine highlights (a tick late: a fast Tab in Chromium found nothing
   * highlighted); none when what was typed names the value held, though the whole list then shows
   * with its first option highlighted (retyping "PE" over PE picked AC).
   */
  const escolhida = (campo: HTMLInputElement): OpcaoDaSelecao | undefined => {
    const busca = buscaDe(campo.value);
    const visiveis = opcoesPorProximidade(indice, busca, rest.limit ?? Number.POSITIVE_INFINITY);
    const destacada = pelasSetas.current ? opcaoDestacada(campo, visiveis) : undefined;
    return destacada ?? (busca.trim() ? visiveis[0] : undefined);
  };

  /** Enter, Tab or a tap elsewhere: the option picked; an emptied field empties a clearable select. */
  const escolher = (campo: HTMLInputElement) => {
    if (desistiu.current) return;
    const opcao = escolhida(campo);
    pelasSetas.current = false;
    setAberta(false);
    if (opcao) mudar(opcao.value);
    else if (clearable && !campo.value.trim()) mudar('');
    else if (buscaDe(campo.value).trim())
      setNaoAchado(MENSAGENS.nenhumaOpcao(campo.value.trim(), rotuloDe(atual.current) ?? ''));
  };

  /** Letters typed in a select without search pick the closest option, as a native select does. */
  const responderLetra = (evento: KeyboardEvent<HTMLInputElement>) => {
    const letra = evento.key;
    if (letra.length !== 1 || evento.ctrlKey || evento.metaKey || evento.altKey) return;
    const agora = Date.now();
    const seguidas = agora < letras.current.ate ? letras.current.texto + letra : letra;
    // Letters that together name nothing ("fm") start again from the last one.
    const [texto, primeira] = [seguidas, letra]
      .map((busca) => [busca, opcoesPorProximidade(indice, busca, 1)[0]] as const)
      .find(([busca, achada]) => busca.trim() && achada) ?? [letra, undefined];
    letras.current = { texto, ate: agora + PAUSA_ENTRE_LETRAS_MS };
    if (primeira) mudar(primeira.value);
  };

  return (
    <Select
      allowDeselect={false}
      selectFirstOptionOnChange
      renderOption={opcaoNaLista}
      {...rest}
      {...naoAchadoSobOCampo(naoAchado)}
      data={opcoes}
      filter={filtro}
      searchable={searchable}
      clearable={clearable}
      value={valor === '' ? null : valor}
      onChange={(escolhido) => mudar(escolhido ?? '')}
      onFocus={(evento) => {
        desistiu.current = false;
        setNaoAchado(null);
        if (searchable) {
          evento.currentTarget.select();
          acabouDeFocar.current = true;
        }
        onFocus?.(evento);
      }}
      onMouseDown={(evento) => {
        // A tap on the field already holding the cursor, its list closed (a pick by Enter, or one
        // tapped), puts the cursor in it again: it selects what it shows, so typing replaces it.
        if (searchable && !aberta && document.activeElement === evento.currentTarget) {
          acabouDeFocar.current = true;
        }
        onMouseDown?.(evento);
      }}
      onMouseUp={(evento) => {
        // The click that put the cursor here would undo the selection as the button comes up.
        if (acabouDeFocar.current) {
          evento.preventDefault();
          evento.currentTarget.select();
        }
        acabouDeFocar.current = false;
        onMouseUp?.(evento);
      }}
      dropdownOpened={aberta}
      onDropdownOpen={() => setAberta(true)}
      onDropdownClose={() => setAberta(false)}
      onKeyDownCapture={(evento) => {
        acabouDeFocar.current = false;
        desistiu.current = evento.key === 'Escape' || (desistiu.current && evento.key === 'Tab');
        if (evento.key !== 'Enter' && evento.key !== 'Tab') setNaoAchado(null);
        if (evento.key === 'ArrowDown' || evento.key === 'ArrowUp') pelasSetas.current = true;
        else if (evento.key === 'Escape') pelasSetas.current = false;
        // Tab picks as the key goes down: by the time the field is left, the list is gone.
        else if (evento.key === 'Tab' && searchable) escolher(evento.currentTarget);
        else if (evento.key === 'Enter' && searchable) {
          // Before Mantine's own handler, which would click whatever it highlighted by itself.
          evento.preventDefault();
          evento.stopPropagation();
          escolher(evento.currentTarget);
          selecionarAoMostrar(evento.currentTarget);
        }
      }}
      onKeyDown={(evento) => {
        // Enter never submits the form; without search it opens the list, as Mantine does.
        if (evento.key === 'Enter') evento.preventDefault();
        else if (!searchable) responderLetra(evento);
        onKeyDown?.(evento);
      }}
      // Mantine calls this with the input still holding what was typed, the list still drawn.
      onBlur={(evento) => {
        if (searchable) escolher(evento.currentTarget);
        onBlur?.(evento);
      }}
    />
  );
}
