import { Button, Group, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROTULOS_DA_PAGINACAO } from '../../../components/paginacao.tsx';

/**
 * The cursors followed from the first page: `cursores[i]` opened page i + 2. They live in the history
 * entry's state, not in the address: a reload or a Back into the list finds the same page, a change
 * of filter (which replaces the address without state) starts again from the newest rows, and an
 * address pasted elsewhere opens the first page of its filters instead of a cursor out of context.
 */
function cursoresDe(estado: unknown): string[] {
  if (typeof estado !== 'object' || estado === null || !('cursores' in estado)) return [];
  const { cursores } = estado;
  return Array.isArray(cursores) && cursores.every((c) => typeof c === 'string') ? cursores : [];
}

/**
 * Pages over the keyset cursor of `GET /auditoria` (decision 0033: no total, no "previous" cursor):
 * going forward keeps the cursor it followed, going back drops it.
 */
export function usePaginasPorCursor() {
  const location = useLocation();
  const navigate = useNavigate();
  const cursores = cursoresDe(location.state);
  const ir = (proximos: string[]) =>
    navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: { cursores: proximos } },
    );
  return {
    pagina: cursores.length + 1,
    antes: cursores.at(-1),
    proxima: (cursor: string) => ir([...cursores, cursor]),
    anterior: () => ir(cursores.slice(0, -1)),
    primeira: () => ir([]),
  };
}

/**
 * "Anterior · Página N · Próximo"; hidden while everything fits on the first page. While a page
 * loads, the rows (and `proximo`) on screen are still the page before's: both buttons wait, or a
 * second "Próximo" would follow the same cursor twice.
 */
export function PaginadorPorCursor({
  pagina,
  proximo,
  carregando,
  anterior,
  proxima,
}: {
  pagina: number;
  proximo: string | null;
  carregando: boolean;
  anterior: () => void;
  proxima: (cursor: string) => void;
}) {
  if (pagina === 1 && proximo === null) return null;
  return (
    <Group component="nav" aria-label="Paginação" gap="sm" justify="center" my="md">
      <Button variant="default" size="xs" disabled={pagina === 1 || carregando} onClick={anterior}>
        {ROTULOS_DA_PAGINACAO.anterior}
      </Button>
      <Text size="sm" aria-live="polite">
        Página {pagina}
      </Text>
      <Button
        variant="default"
        size="xs"
        disabled={proximo === null || carregando}
        onClick={() => proximo !== null && proxima(proximo)}
      >
        {ROTULOS_DA_PAGINACAO.proximo}
      </Button>
    </Group>
  );
}
