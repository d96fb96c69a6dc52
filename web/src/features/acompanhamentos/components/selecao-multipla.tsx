import { MENSAGENS } from '@acolher/contract';
import { type MantineSize, MultiSelect, type OptionsFilter } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { type CampoBase, useEntrada } from '../../../components/campo-texto.tsx';
import { naoAchadoSobOCampo, opcaoDestacada } from '../../../components/selecao.tsx';
import { type IndiceDeBusca, indiceDeBusca, opcoesPorProximidade } from '../../../lib/busca-de-opcoes.ts';

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

/** Mantine's filter over the shared ranking: the closest names first (decision 0025). */
function filtroPorProximidade(indice: IndiceDeBusca<number, Opcao>): OptionsFilter<number> {
  return ({ search, limit }) => opcoesPorProximidade(indice, search, limit);
}

export type SelecaoMultiplaProps<V> = CampoBase<V, number[]> & {
  opcoes: readonly Opcao[];
  carregando?: boolean;
  /** The input's and its pills' size: larger on a phone, for gloved fingers. */
  size?: MantineSize;
};

/**
 * Several people picked from a long list, searching as one types (docs/produto.md §9: employees and residents
 * of a follow-up), with the rule of every select (decision 0025): typing shows the closest names
 * first and highlights the first; Enter and Tab pick the highlighted one (Tab then moves on); only
 * Enter on an option the arrows highlighted takes it out again when it was picked; Esc gives up what
 * was typed. Enter never sends the form from here, nor picks anyone while the search is empty and
 * the arrows highlighted nobody: after a pick Mantine highlights the first option again, and a
 * second Enter added a resident nobody chose. A pick closes the list (typing opens it again), and
 * focus alone never opens it (a tap, a letter or an arrow does): on a phone the open list covered
 * Salvar, and the tap meant for Salvar picked whoever lay under it. A picked option is taken out
 * again by clicking it in the list, its pill's ×, or Backspace in an empty search.
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
  const [busca, setBusca] = useState('');
  /** A typed name that found nobody, said under the field with who stayed once Tab or Enter left it. */
  const [naoAchado, setNaoAchado] = useState<string | null>(null);
  const indice = useMemo(() => indiceDeBusca<number, Opcao>(opcoes), [opcoes]);
  const filtro = useMemo(() => filtroPorProximidade(indice), [indice]);
  /**
   * Enter's and Tab's pick: the highlighted option, added. Enter on one the arrows highlighted acts
   * as a click on it, which takes out one already picked; a typed match and Tab only ever add.
   */
  const escolherDestacada = (campo: HTMLInputElement, comoClique: boolean) => {
    const pelasSetas = destacadoPelasSetas.current;
    if (!busca.trim() && !pelasSetas) return;
    const visiveis = opcoesPorProximidade(indice, busca, OPCOES_VISIVEIS);
    // While the list has not caught up with a fast typist, nothing is highlighted yet: the closest match.
    const opcao = opcaoDestacada(campo, visiveis) ?? (busca.trim() ? visiveis[0] : undefined);
    destacadoPelasSetas.current = false;
    setBusca('');
    setAberta(false);
    if (!opcao) {
      const ficaram = opcoes.filter((o) => valor.includes(o.value)).map((o) => o.label);
      setNaoAchado(MENSAGENS.nenhumaOpcao(busca.trim(), ficaram.join(', ')));
      return;
    }
    if (!valor.includes(opcao.value)) entrada.onChange([...valor, opcao.value]);
    else if (comoClique && pelasSetas) entrada.onChange(valor.filter((codigo) => codigo !== opcao.value));
  };
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
      searchValue={busca}
      onSearchChange={setBusca}
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
      {...naoAchadoSobOCampo(naoAchado)}
      onFocus={(evento) => {
        setNaoAchado(null);
        entrada.onFocus?.(evento);
      }}
      onKeyDownCapture={(evento) => {
        if (evento.key !== 'Enter' && evento.key !== 'Tab') setNaoAchado(null);
        if (evento.key === 'ArrowDown' || evento.key === 'ArrowUp') destacadoPelasSetas.current = true;
        else if (evento.key === 'Escape') {
          // Esc gives up what was typed: Tab after it picks nobody.
          destacadoPelasSetas.current = false;
          setBusca('');
        } else if (evento.key === 'Tab') escolherDestacada(evento.currentTarget, false);
        else if (evento.key === 'Enter') {
          // Before Mantine's own handler, which would click the option it highlighted by itself, or
          // take out one already picked; and a half-typed name must not save the follow-up.
          evento.preventDefault();
          evento.stopPropagation();
          escolherDestacada(evento.currentTarget, true);
        }
      }}
    />
  );
}
