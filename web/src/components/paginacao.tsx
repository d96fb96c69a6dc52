import { Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { TELA_ESTREITA } from '../lib/tela.ts';

/** docs/produto.md §9: 7 page links by default; 'current / last' on screens 601 px wide or narrower. */
export const LINKS_PADRAO = 7;
const MINIMO_LINKS = 5;

export type ItemPaginacao =
  | { tipo: 'pagina'; numero: number }
  | { tipo: 'reticencias'; posicao: 'inicio' | 'fim' };

/**
 * Page links with ellipses, always `maximo` items long once there are more pages than that:
 * first and last page stay visible and the window around the current page slides between them.
 */
export function itensPaginacao(atual: number, total: number, maximo = LINKS_PADRAO): ItemPaginacao[] {
  const links = Math.max(maximo, MINIMO_LINKS);
  if (total <= links) return intervalo(1, total).map(pagina);
  const metade = Math.ceil(links / 2);
  if (atual <= metade) {
    return [...intervalo(1, links - 2).map(pagina), reticencias('fim'), pagina(total)];
  }
  if (atual > total - metade) {
    return [pagina(1), reticencias('inicio'), ...intervalo(total - links + 3, total).map(pagina)];
  }
  const lado = Math.floor((links - 4) / 2);
  const inicio = atual - lado;
  return [
    pagina(1),
    reticencias('inicio'),
    ...intervalo(inicio, inicio + links - 5).map(pagina),
    reticencias('fim'),
    pagina(total),
  ];
}

function intervalo(de: number, ate: number): number[] {
  return Array.from({ length: Math.max(ate - de + 1, 0) }, (_, i) => de + i);
}

function pagina(numero: number): ItemPaginacao {
  return { tipo: 'pagina', numero };
}

function reticencias(posicao: 'inicio' | 'fim'): ItemPaginacao {
  return { tipo: 'reticencias', posicao };
}

/** docs/produto.md §3's labels, one word everywhere a list pages (cursor pages too). */
export const ROTULOS_DA_PAGINACAO = { anterior: 'Anterior', proximo: 'Próximo' } as const;

interface PaginationProps {
  pagina: number;
  totalPaginas: number;
  onChange: (pagina: number) => void;
  maximo?: number;
  /** Hide the whole control when there is one page or none. */
  ocultarSeUnica?: boolean;
}

export function Paginacao({
  pagina: atual,
  totalPaginas,
  onChange,
  maximo = LINKS_PADRAO,
  ocultarSeUnica = false,
}: PaginationProps) {
  const compacta = useMediaQuery(TELA_ESTREITA);
  if (ocultarSeUnica && totalPaginas <= 1) return null;
  const ultima = Math.max(totalPaginas, 1);
  return (
    <Group component="nav" aria-label="Paginação" gap={4} justify="center" wrap="wrap" my="md">
      <Button variant="default" size="xs" disabled={atual <= 1} onClick={() => onChange(atual - 1)}>
        {ROTULOS_DA_PAGINACAO.anterior}
      </Button>
      {compacta ? (
        <Text size="sm" px="xs" aria-live="polite">
          {atual} / {ultima}
        </Text>
      ) : (
        itensPaginacao(atual, ultima, maximo).map((item) =>
          item.tipo === 'pagina' ? (
            <Button
              key={item.numero}
              size="xs"
              variant={item.numero === atual ? 'filled' : 'default'}
              aria-current={item.numero === atual ? 'page' : undefined}
              aria-label={`Página ${item.numero}`}
              onClick={() => onChange(item.numero)}
            >
              {item.numero}
            </Button>
          ) : (
            <Text key={item.posicao} size="sm" px={4} aria-hidden>
              …
            </Text>
          ),
        )
      )}
      <Button variant="default" size="xs" disabled={atual >= ultima} onClick={() => onChange(atual + 1)}>
        {ROTULOS_DA_PAGINACAO.proximo}
      </Button>
    </Group>
  );
}
