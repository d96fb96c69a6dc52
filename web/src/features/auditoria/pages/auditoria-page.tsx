import type { AuditoriaItem } from '@acolher/contract';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TabelaResponsiva } from '../../../components/tabela-responsiva.tsx';
import { TituloPagina } from '../../../components/titulo-pagina.tsx';
import { momentoNoFuso } from '../../../lib/datas.ts';
import { useFiltrosNaUrl } from '../../../lib/filtros-na-url.ts';
import { useUsuarioAtual } from '../../../lib/usuario-atual.ts';
import {
  auditoriaQuery,
  CHAVES_DO_FILTRO,
  consultaDoFiltro,
  type FiltroAuditoria,
} from '../api/auditoria.ts';
import { exportarCsv } from '../api/exportar-csv.ts';
import { usuariosDaAuditoriaQuery } from '../api/usuarios.ts';
import { DetalhesModal } from '../components/detalhes-modal.tsx';
import { FiltrosDaAuditoria } from '../components/filtros-da-auditoria.tsx';
import { Acao, quem, registro } from '../components/linha-da-auditoria.tsx';
import { PaginadorPorCursor, usePaginasPorCursor } from '../components/paginas-por-cursor.tsx';

const COLUNAS = ['Quando', 'Quem', 'Ação', 'Registro', 'De onde'] as const;

/** The filter of the address, without the page number the shared hook also reads (this list has cursors). */
function useFiltroDaAuditoria() {
  const { filtros, mudar } = useFiltrosNaUrl(CHAVES_DO_FILTRO);
  const { pagina: _pagina, ...filtro } = filtros;
  return { filtro: filtro as FiltroAuditoria, filtrar: (novo: FiltroAuditoria) => mudar(novo) };
}

function algumFiltro(filtro: FiltroAuditoria): boolean {
  return Object.values(filtro).some((valor) => valor !== '');
}

/**
 * "Exportar CSV": the rows the list's filter finds, with the button busy and a line saying so while
 * the export is checked; the browser's downloads then show the file's own progress.
 */
function ExportarCsv({ filtro, fuso }: { filtro: FiltroAuditoria; fuso: string | undefined }) {
  const [exportando, setExportando] = useState(false);
  async function exportar() {
    setExportando(true);
    await exportarCsv(filtro, fuso);
    setExportando(false);
  }
  return (
    <Group gap="sm">
      {exportando && (
        <Text size="sm" c="gray.7" role="status">
          Gerando o CSV…
        </Text>
      )}
      <Button variant="default" loading={exportando} onClick={() => void exportar()}>
        Exportar CSV
      </Button>
    </Group>
  );
}

/**
 * The audit screen (role 1 only, decision 0033): who did what to which record, when and from
 * where, newest first, 50 a page over the server's keyset cursor; filtered by person, action,
 * record, period and words, kept in the address; the filtered rows exported as CSV.
 */
export function AuditoriaPage() {
  const { filtro, filtrar } = useFiltroDaAuditoria();
  const paginas = usePaginasPorCursor();
  const fuso = useUsuarioAtual().data?.FUSO_LAR;
  const resultado = useQuery(auditoriaQuery(filtro, paginas.antes));
  const contas = useQuery(usuariosDaAuditoriaQuery).data ?? [];
  const [aberto, setAberto] = useState<AuditoriaItem | null>(null);
  const itens = resultado.data?.itens ?? [];

  return (
    <>
      <TituloPagina>Auditoria</TituloPagina>
      <FiltrosDaAuditoria
        key={consultaDoFiltro(filtro)}
        filtro={filtro}
        contas={contas}
        aoFiltrar={filtrar}
      />
      <Group justify="flex-end" my="md">
        <ExportarCsv filtro={filtro} fuso={fuso} />
      </Group>
      {resultado.isError ? (
        <Alert color="red" title="Não foi possível carregar a auditoria" role="alert">
          <Text size="sm" mb="sm">
            {resultado.error.message}
          </Text>
          <Group gap="sm">
            <Button size="xs" variant="default" onClick={() => void resultado.refetch()}>
              Tentar de novo
            </Button>
            {paginas.pagina > 1 && (
              <Button size="xs" variant="default" onClick={paginas.primeira}>
                Voltar ao início da lista
              </Button>
            )}
          </Group>
        </Alert>
      ) : (
        <>
          <TabelaResponsiva
            legenda="Registros de auditoria, dos mais recentes aos mais antigos"
            colunas={COLUNAS}
            itens={itens}
            chave={(item) => item.CODIGO}
            celulas={(item) => [
              momentoNoFuso(item.EM, fuso, ' '),
              quem(item),
              <Acao key="acao" item={item} />,
              registro(item),
              item.IP ?? '',
            ]}
            acoes={(item) => (
              <Button
                variant="light"
                size="xs"
                aria-label={`Detalhes do registro de auditoria nº ${item.CODIGO}`}
                onClick={() => setAberto(item)}
              >
                Detalhes
              </Button>
            )}
            abrir={setAberto}
            larguraMinima={720}
            striped
          />
          {/* The first page, or the next one while the page before stays on screen. */}
          {(resultado.isPending || resultado.isPlaceholderData) && <Loader aria-label="Carregando" mt="md" />}
          {resultado.isSuccess && itens.length === 0 && (
            <Text c="gray.7" mt="md">
              {algumFiltro(filtro)
                ? 'Nenhum registro de auditoria encontrado com esses filtros.'
                : 'Nenhum registro de auditoria.'}
            </Text>
          )}
          <PaginadorPorCursor
            pagina={paginas.pagina}
            proximo={resultado.data?.proximo ?? null}
            carregando={resultado.isPlaceholderData}
            anterior={paginas.anterior}
            proxima={paginas.proxima}
          />
        </>
      )}
      <DetalhesModal item={aberto} fuso={fuso} onClose={() => setAberto(null)} />
    </>
  );
}
