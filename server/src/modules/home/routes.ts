import { aniversarianteResponse, conselhoAVencerResponse, provaDeVidaResponse } from '@acolher/contract';
import { modulo, rota } from '../../lib/rota.ts';
import { listarAniversariantes, listarConselhosAVencer, listarProvasDeVida } from './service.ts';

/** The home page's boxes, each a list with its total. */
export default modulo({ tags: ['Início'], acesso: 'equipe' }, [
  rota('GET /prova-de-vida', {
    resumo: 'Lista os benefícios com prova de vida a vencer (caixa da página inicial)',
    lista: provaDeVidaResponse,
    trata: (c) => listarProvasDeVida(c.db, c.config.TZ_LAR),
  }),
  rota('GET /aniversariante', {
    resumo: 'Lista os residentes que fazem aniversário neste mês (caixa da página inicial)',
    lista: aniversarianteResponse,
    trata: (c) => listarAniversariantes(c.db, c.config.TZ_LAR),
  }),
  // Employees' registrations are personal data: the administrator's box only (decision 0008).
  rota('GET /conselho-a-vencer', {
    acesso: 'administrador',
    resumo: 'Lista os registros em conselho de classe de funcionários a vencer (caixa da página inicial)',
    lista: conselhoAVencerResponse,
    trata: (c) => listarConselhosAVencer(c.db, c.config.TZ_LAR),
  }),
]);
