import { Table } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import classes from './tabela-responsiva.module.css';

interface TabelaResponsivaProps<T> {
  /** The table's caption, shown above it ("Residentes ativos"). */
  legenda?: string;
  colunas: readonly string[];
  itens: readonly T[];
  chave: (item: T) => string | number;
  /** One cell per column, in the columns' order; the first one names the row (a card's title on a phone). */
  celulas: (item: T) => readonly ReactNode[];
  /** The row's buttons, in the last column (pinned at the right edge; beside the title on a phone). */
  acoes: (item: T) => ReactNode;
  /** What tapping the row does (open the record, the edit modal); its buttons and links keep their own. */
  abrir: (item: T) => void;
  /** Below this width a wide screen scrolls the table sideways instead of squeezing it. */
  larguraMinima: number;
  striped?: boolean;
}

/**
 * On a phone a cell is a grid of its label and its value: the value, however many nodes it has
 * (phones and their commas), is one item; an empty cell stays empty, so its line is left out.
 */
const vazia = (celula: ReactNode) =>
  celula === null || celula === undefined || celula === '' || celula === false;

/** Buttons, links and menu items inside a row do their own thing; a menu's dropdown is not in the row at all. */
function cliqueNaLinha(evento: MouseEvent<HTMLElement>): boolean {
  const alvo = evento.target as Element;
  return evento.currentTarget.contains(alvo) && !alvo.closest('a, button, input, [role="menuitem"]');
}

/**
 * A list's or sub-list's table that stays readable on a phone: at 48em or less each row becomes a
 * card (tabela-responsiva.module.css) with its first cell as title, the other cells as labelled lines
 * and the actions at its foot, so nothing is clipped or scrolled out of sight (decision 0014). Tapping a
 * row opens it, at every width; the actions remain the way there by keyboard.
 */
export function TabelaResponsiva<T>(props: TabelaResponsivaProps<T>) {
  const { colunas } = props;
  return (
    <Table.ScrollContainer
      minWidth={props.larguraMinima}
      classNames={{ scrollContainerInner: classes.interno }}
    >
      <Table className={classes.tabela} striped={props.striped} highlightOnHover captionSide="top">
        {props.legenda && (
          <Table.Caption c="gray.8" ta="left">
            {props.legenda}
          </Table.Caption>
        )}
        <Table.Thead>
          <Table.Tr>
            {colunas.map((coluna) => (
              <Table.Th key={coluna}>{coluna}</Table.Th>
            ))}
            <Table.Th className={classes.acoes}>Ações</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.itens.map((item) => (
            <Table.Tr
              key={props.chave(item)}
              className={classes.linhaClicavel}
              onClick={(evento) => cliqueNaLinha(evento) && props.abrir(item)}
            >
              {props.celulas(item).map((celula, i) => (
                <Table.Td
                  key={colunas[i]}
                  data-rotulo={colunas[i]}
                  className={i === 0 ? classes.titulo : undefined}
                >
                  {vazia(celula) ? null : <div>{celula}</div>}
                </Table.Td>
              ))}
              <Table.Td className={classes.acoes}>{props.acoes(item)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
