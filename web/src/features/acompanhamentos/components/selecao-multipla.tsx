import {
  type ComboboxItem,
  isOptionsGroup,
  type MantineSize,
  MultiSelect,
  type OptionsFilter,
} from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { type CampoBase, useEntrada } from '../../../components/campo-texto.tsx';
import { semAcentos } from '../../../lib/textos.ts';

/** docs/produto.md §9's multi-select: its list is 197 px high, its English 'Select' and 'Search' said in Portuguese. */
export const ALTURA_DA_LISTA = 197;
export const TEXTO_SELECIONE = 'Selecione';
export const TEXTO_PESQUISAR = 'Pesquisar';
/** Options drawn at once: with 10,000 residents the list shows the first matches, typing finds the rest. */
export const OPCOES_VISIVEIS = 50;

export interface Opcao {
  value: number;
  label: string;
}

/**
 * Options holding every word typed, in any order ("silva maria" finds "Maria da Silva"), those that
 * begin with the first word first, at most `limit` of them. Labels are normalized once per list, not
 * once per keystroke: the residents' list has 10,000 of them.
 */
function filtroSemAcentos(normalizados: Map<string, string>): OptionsFilter<number> {
  return ({ options, search, limit }) => {
    // The lib trims as well: "maria " typed before the next word still finds "Maria Souza".
    const palavras = semAcentos(search).split(/\s+/).filter(Boolean);
    const itens = options.filter((opcao): opcao is ComboboxItem<number> => !isOptionsGroup(opcao));
    if (palavras.length === 0) return itens.slice(0, limit);
    const primeira = palavras[0] ?? '';
    const noInicio: ComboboxItem<number>[] = [];
    const noMeio: ComboboxItem<number>[] = [];
    for (const item of itens) {
      const rotulo = normalizados.get(item.label) ?? semAcentos(item.label);
      if (!palavras.every((palavra) => rotulo.includes(palavra))) continue;
      (rotulo.startsWith(primeira) ? noInicio : noMeio).push(item);
      if (noInicio.length >= limit) break;
    }
    return [...noInicio, ...noMeio].slice(0, limit);
  };
}

export type SelecaoMultiplaProps<V> = CampoBase<V, number[]> & {
  opcoes: readonly Opcao[];
  carregando?: boolean;
  /** The input's and its pills' size: larger on a phone, for gloved fingers. */
  size?: MantineSize;
};

/**
 * Several people picked from a long list, searching as one types (docs/produto.md §9, decision 0028: employees and
 * residents of a follow-up). Typing highlights the first match and Enter picks it; Enter never sends
 * the form from here, nor picks anyone while the search is empty (unless the arrows highlighted
 * someone): after a pick Mantine highlights the first option again, and a second Enter added a
 * resident nobody chose. Tab only moves on: it never picks an option the user did not choose.
 * A pick closes the list (typing opens it again), and focus alone never opens it (a tap, a letter or
 * an arrow does): on a phone the open list covered Salvar, and the tap meant for Salvar picked
 * whoever lay under it, after a pick or after a refused save had put the focus here. A picked option
 * is taken out again by clicking it in the list, its pill's ×, or Backspace in an empty search.
 */
export function SelecaoMultipla<V = never>({
  name,
  label,
  opcoes,
  carregando = false,
  size,
}: SelecaoMultiplaProps<V>) {
  const entrada = useEntrada(name, undefined);
  const valor: number[] = Array.isArray(entrada.value) ? entrada.value : [];
  const destacadoPelasSetas = useRef(false);
  const [aberta, setAberta] = useState(false);
  const filtro = useMemo(
    () => filtroSemAcentos(new Map(opcoes.map((opcao) => [opcao.label, semAcentos(opcao.label)]))),
    [opcoes],
  );
  return (
    <MultiSelect<number>
      {...entrada}
      value={valor}
      onChange={(novos) => {
        destacadoPelasSetas.current = false;
        entrada.onChange(novos);
      }}
      name={name}
      label={label}
      size={size}
      // Every multi-select of the app needs one pick at least (a follow-up's employees and residents).
      required
      data={opcoes as Opcao[]}
      searchable
      filter={filtro}
      limit={OPCOES_VISIVEIS}
      maxDropdownHeight={ALTURA_DA_LISTA}
      placeholder={valor.length === 0 ? TEXTO_SELECIONE : TEXTO_PESQUISAR}
      nothingFoundMessage={carregando ? 'Carregando…' : 'Nenhum resultado'}
      selectFirstOptionOnChange
      openOnFocus={false}
      dropdownOpened={aberta}
      onDropdownOpen={() => setAberta(true)}
      onDropdownClose={() => setAberta(false)}
      onOptionSubmit={() => setAberta(false)}
      comboboxProps={{ withinPortal: true }}
      onKeyDownCapture={(evento) => {
        if (evento.key === 'ArrowDown' || evento.key === 'ArrowUp') destacadoPelasSetas.current = true;
        else if (evento.key === 'Escape') destacadoPelasSetas.current = false;
        else if (evento.key === 'Enter' && !evento.currentTarget.value && !destacadoPelasSetas.current) {
          // Before Mantine's own handler, which would click the option it highlighted by itself.
          evento.preventDefault();
          evento.stopPropagation();
        }
      }}
      onKeyDown={(evento) => {
        // Enter picks the highlighted option (Mantine, after this) or does nothing: a half-typed name
        // must not save the follow-up.
        if (evento.key === 'Enter') evento.preventDefault();
      }}
    />
  );
}
