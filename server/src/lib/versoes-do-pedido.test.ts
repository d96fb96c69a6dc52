import { AsyncResource } from 'node:async_hooks';
import { TOTAL_HEADER } from '@acolher/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app.ts';
import { type ContadorDeConsultas, contarConsultas } from '../../test/support/consultas.ts';
import { criarResidente } from '../../test/support/linhas.ts';
import { entrarComoAdministrador, type SessaoDeTeste } from '../../test/support/sessoes.ts';
import { AREA_CADASTRO } from '../db/versao-dados.ts';
import { comPedidoDeLeitura, lerDoCadastro, rotaGuardaRespostas } from './cache-do-cadastro.ts';

/**
 * Decision 0038: a read request reads the data's versions in its session's own statement, so a kept
 * answer (decision 0015) costs it no other query — and is still never older than the request.
 */
let t: TestApp;
let sessao: SessaoDeTeste;
/** Statements the app's pool sent. */
let consultas: ContadorDeConsultas;

beforeAll(async () => {
  t = await buildTestApp();
  sessao = await entrarComoAdministrador(t);
  consultas = contarConsultas(t.app.pool);
});
afterAll(async () => {
  await t.close();
});

const pagina = () => t.app.inject({ method: 'GET', url: '/residente?limite=10', headers: sessao.headers });

describe('versões lidas com a sessão', () => {
  it('uma página guardada custa ao pedido um só comando: a sessão e as versões juntas', async () => {
    expect((await pagina()).statusCode).toBe(200);
    consultas.zerar();
    expect((await pagina()).statusCode).toBe(200);
    expect(consultas.total).toBe(1);
  });

  it('a lista inteira também: guardada já serializada, custa ao pedido o mesmo único comando', async () => {
    const inteira = () => t.app.inject({ method: 'GET', url: '/residente', headers: sessao.headers });
    await criarResidente(t.db);
    const primeira = await inteira();
    expect(primeira.statusCode).toBe(200);
    consultas.zerar();
    const segunda = await inteira();
    expect(consultas.total).toBe(1);
    expect(segunda.rawPayload.equals(primeira.rawPayload)).toBe(true);
    expect(segunda.headers[TOTAL_HEADER]).toBe(primeira.headers[TOTAL_HEADER]);
  });

  it('só as rotas que guardam respostas leem as versões com a sessão; a leitura de um registro, não', async () => {
    const { CODIGO_RESIDENTE } = await criarResidente(t.db);
    const registro = await t.app.inject({
      method: 'GET',
      url: `/residente/${CODIGO_RESIDENTE}`,
      headers: sessao.headers,
    });
    expect(registro.statusCode).toBe(200);
    expect(rotaGuardaRespostas('GET /residente/:id')).toBe(false);
    expect(rotaGuardaRespostas('GET /residente')).toBe(true);
  });

  it('a leitura de um registro, com a sessão guardada, não consulta a sessão: um comando a menos', async () => {
    const { CODIGO_RESIDENTE } = await criarResidente(t.db);
    const ler = async () => {
      consultas.zerar();
      const r = await t.app.inject({
        method: 'GET',
        url: `/residente/${CODIGO_RESIDENTE}`,
        headers: sessao.headers,
      });
      expect(r.statusCode).toBe(200);
      return { total: consultas.total, nomeadas: consultas.nomeadas };
    };
    // Decision 0040: the process forgets what it kept, so the first read looks the session up live.
    t.app.sessoes.esvaziar();
    const viva = await ler();
    expect(viva.nomeadas).toEqual(['resolver_sessao']);
    const guardada = await ler();
    expect(guardada.nomeadas).toEqual([]);
    expect(guardada.total).toBe(viva.total - 1);
  });

  it('nunca velha: um commit feito fora do app entre duas leituras aparece na segunda', async () => {
    const antes = Number((await pagina()).headers[TOTAL_HEADER]);
    await criarResidente(t.db);
    const depois = await pagina();
    expect(Number(depois.headers[TOTAL_HEADER])).toBe(antes + 1);
  });

  it('sem sessão, a página não sai, e nada é guardado para quem não entrou', async () => {
    const semSessao = await t.app.inject({ method: 'GET', url: '/residente?limite=10' });
    expect(semSessao.statusCode).toBe(401);
  });

  it('um trabalho que sobrevive ao pedido (um timer, a thread do PDF) não usa as versões dele depois da resposta', async () => {
    let emCurso = true;
    const ler = (rotulo: string) => lerDoCadastro(t.app.db, 'sobrevive-ao-pedido', async () => rotulo);
    // Versions older than any the database holds, as a store kept for hours would carry.
    const pedido = {
      db: t.app.db,
      rota: 'GET /teste',
      versoes: new Map([[AREA_CADASTRO, -1]]),
      emCurso: () => emCurso,
    };
    let depois: () => Promise<string> = async () => '';
    const dentro = await new Promise<string>((pronto) =>
      comPedidoDeLeitura(pedido, () => {
        depois = AsyncResource.bind(() => ler('depois da resposta'));
        void ler('durante o pedido').then(pronto);
      }),
    );
    expect(dentro).toBe('durante o pedido');
    emCurso = false;
    expect(await depois(), 'lida a versão de agora, não a do pedido').toBe('depois da resposta');
  });
});
