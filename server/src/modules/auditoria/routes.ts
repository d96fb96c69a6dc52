import { Readable } from 'node:stream';
import {
  auditoriaFiltroQuery,
  auditoriaListaQuery,
  auditoriaPagina,
  auditoriaUsuarios,
} from '@acolher/contract';
import { respostaDeArquivo } from '../../lib/documentacao.ts';
import { disposicaoDeAnexo } from '../../lib/pdf.ts';
import { modulo, rota } from '../../lib/rota.ts';
import { listarAuditoria, listarUsuariosDaAuditoria } from './consulta.ts';
import { exportarAuditoria } from './csv.ts';

/** The audit screen (decision 0033): the administrator's only. */
export default modulo({ tags: ['Auditoria'], acesso: 'administrador' }, [
  rota('GET /auditoria', {
    resumo: 'Lista o registro de auditoria, mais novo primeiro, em páginas: quem, o quê, quando, de onde',
    query: auditoriaListaQuery,
    resposta: auditoriaPagina,
    trata: (c) => listarAuditoria(c.db, c.query, c.config.TZ_LAR),
  }),
  rota('GET /auditoria/usuarios', {
    resumo: 'Lista as contas que aparecem na auditoria, para o filtro',
    resposta: auditoriaUsuarios,
    trata: (c) => listarUsuariosDaAuditoria(c.db),
  }),
  rota('GET /auditoria.csv', {
    resumo: 'Exporta em CSV as linhas de auditoria do filtro',
    query: auditoriaFiltroQuery,
    arquivo: { 200: respostaDeArquivo('text/csv', 'As linhas filtradas, em CSV (UTF-8), para baixar.') },
    trata: async (c) => {
      const { nome, conteudo } = await exportarAuditoria(c.db, c.autor, c.query, c.config.TZ_LAR);
      return c.reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', disposicaoDeAnexo(nome))
        .send(Readable.from(conteudo));
    },
  }),
]);
