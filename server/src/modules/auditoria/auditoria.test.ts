import { AUDITORIA_POR_PAGINA, type AuditoriaItem, type AuditoriaPagina, MENSAGENS } from '@acolher/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { envelhecerAuditoria } from '../../../test/support/auditoria.ts';
import { criarFuncionario, criarUsuario } from '../../../test/support/linhas.ts';
import {
  entrarComoAdministrador,
  entrarComoEquipe,
  enviarComo,
  type SessaoDeTeste,
} from '../../../test/support/sessoes.ts';
import { auditoria } from '../../db/tabelas/auditoria.ts';
import { registrarEventoRepetido } from '../../lib/auditoria.ts';
import { lotesDaAuditoria } from './consulta.ts';
import { OCULTO } from './sanitizar.ts';

let t: TestApp;
let admin: SessaoDeTeste;
let equipe: SessaoDeTeste;
let maria: number;
let outro: number;
const comoAdmin = enviarComo(
  () => t,
  () => admin,
);
const comoEquipe = enviarComo(
  () => t,
  () => equipe,
);

/** The rows planted here all carry this entity, so each test reads them apart from the sign-ins'. */
const ENTIDADE = 'familiar';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await entrarComoAdministrador(t);
  equipe = await entrarComoEquipe(t);
  const funcionario = await criarFuncionario(t.db);
  maria = (await criarUsuario(t.db, { LOGIN: 'maria.c', CODIGO_FUNCIONARIO: funcionario.CODIGO_FUNCIONARIO }))
    .CODIGO;
  outro = (await criarUsuario(t.db, { LOGIN: 'joao.p' })).CODIGO;
  // 120 rows a minute apart, newest at 2026-03-10 12:00 UTC; each 10th twice at the same instant,
  // so the cursor's tie on EM is broken by CODIGO.
  await t.db.execute(sql`
    insert into auditoria (em, usuario_codigo, acao, entidade, registro, ip)
    select timestamptz '2026-03-10 12:00:00+00' - make_interval(mins => i - (i % 10 = 0)::int),
           case when i % 2 = 0 then ${maria}::int else ${outro}::int end,
           case when i % 3 = 0 then 'apagar' else 'atualizar' end,
           ${ENTIDADE}, i::text, '10.7.0.' || (i % 4)
      from generate_series(1, 120) as i`);
});
afterAll(() => t.close());

async function pagina(query: string): Promise<AuditoriaPagina> {
  const resposta = await comoAdmin('GET', `/auditoria?${query}`);
  expect(resposta.statusCode, resposta.body).toBe(200);
  return resposta.json();
}

/** Every page of a filter, following `proximo`. */
async function todasAsPaginas(query: string): Promise<AuditoriaItem[][]> {
  const paginas: AuditoriaItem[][] = [];
  let antes: string | null = null;
  do {
    const p: AuditoriaPagina = await pagina(antes ? `${query}&antes=${encodeURIComponent(antes)}` : query);
    paginas.push(p.itens);
    antes = p.proximo;
  } while (antes !== null);
  return paginas;
}

describe('GET /auditoria', () => {
  it('lista da mais nova para a mais antiga, 50 por página, e o cursor percorre tudo sem repetir nem pular', async () => {
    const paginas = await todasAsPaginas(`entidade=${ENTIDADE}`);
    expect(paginas.map((p) => p.length)).toEqual([AUDITORIA_POR_PAGINA, AUDITORIA_POR_PAGINA, 20]);
    const itens = paginas.flat();
    const { rows } = await t.db.execute<{ codigo: string }>(
      sql`select codigo from auditoria where entidade = ${ENTIDADE} order by em desc, codigo desc`,
    );
    expect(itens.map((i) => i.CODIGO)).toEqual(rows.map((r) => Number(r.codigo)));
    expect(itens[1]).toMatchObject({
      USUARIO: 'Maria da Conceição',
      LOGIN: 'maria.c',
      USUARIO_CODIGO: maria,
    });
    expect(itens[0]).toMatchObject({
      EM: '2026-03-10T11:59:00.000000Z',
      USUARIO: 'joao.p',
      LOGIN: 'joao.p',
      USUARIO_CODIGO: outro,
      ACAO: 'atualizar',
      ENTIDADE,
      REGISTRO: '1',
      IP: '10.7.0.1',
      DETALHES: null,
      CONTAGEM: 1,
    });
  });

  it('filtra por usuário, ação, registro e período (dias do lar, os dois inclusive)', async () => {
    const porUsuario = (await todasAsPaginas(`entidade=${ENTIDADE}&usuario=${outro}`)).flat();
    expect(porUsuario).toHaveLength(60);
    expect(new Set(porUsuario.map((i) => i.USUARIO))).toEqual(new Set(['joao.p']));
    const apagados = (await todasAsPaginas(`entidade=${ENTIDADE}&acao=apagar`)).flat();
    expect(apagados).toHaveLength(40);
    expect((await pagina(`entidade=${ENTIDADE}&registro=33`)).itens.map((i) => i.REGISTRO)).toEqual(['33']);
    // 2026-03-10 10:00 UTC is 07:00 in São Paulo: the home's 10/03 holds rows from 03:00 UTC on.
    const { rows } = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from auditoria
       where entidade = ${ENTIDADE} and em >= timestamptz '2026-03-10 03:00:00+00'`);
    const doDia = (await todasAsPaginas(`entidade=${ENTIDADE}&de=2026-03-10&ate=2026-03-10`)).flat();
    expect(doDia).toHaveLength(rows[0]?.n ?? -1);
    expect((await pagina(`entidade=${ENTIDADE}&de=2026-03-11`)).itens).toEqual([]);
  });

  it('busca sem acento nem caixa no nome de quem fez, no registro, no endereço e no rótulo da ação', async () => {
    const [planted] = await t.db
      .insert(auditoria)
      .values({ ACAO: 'criar', ENTIDADE: 'beneficio', REGISTRO: '7/Pensão por Morte', IP: '192.168.9.9' })
      .returning();
    const codigos = async (busca: string) =>
      (await todasAsPaginas(`busca=${encodeURIComponent(busca)}`)).flat().map((i) => i.CODIGO);
    expect(await codigos('PENSAO morte')).toEqual([planted?.CODIGO]);
    expect(await codigos('192.168.9.9')).toEqual([planted?.CODIGO]);
    const daMaria = (await todasAsPaginas(`entidade=${ENTIDADE}&busca=conceicao`)).flat();
    expect(daMaria).toHaveLength(60);
    // "Entrou" is the label of `login`: the administrator's and the team's own sign-ins.
    const entradas = (await todasAsPaginas('busca=entrou')).flat();
    expect(entradas.length).toBeGreaterThanOrEqual(2);
    expect(new Set(entradas.map((i) => i.ACAO))).toEqual(new Set(['login']));
  });

  it('curingas do LIKE, até em largura total, são letras: não trazem tudo', async () => {
    for (const busca of ['%', '_', '％', '＿', '＼']) {
      expect((await pagina(`busca=${encodeURIComponent(busca)}`)).itens, busca).toEqual([]);
    }
  });

  it('mostra a contagem de cada sequência de repetições, e cada sequência guarda a sua', async () => {
    const negado = { acao: 'acesso_negado', entidade: 'rota', registro: 'GET /repeticao', ip: '10.8.8.8' };
    await registrarEventoRepetido(t.db, negado, 3);
    // The run is aged past its window: the next repeat opens a second row, and the first keeps its 3.
    await envelhecerAuditoria(t.db, sql`registro = 'GET /repeticao'`, 60 * 60 * 1000);
    await registrarEventoRepetido(t.db, negado);
    await registrarEventoRepetido(t.db, negado);
    const itens = (await pagina(`registro=${encodeURIComponent('GET /repeticao')}`)).itens;
    expect(itens.map((i) => i.CONTAGEM)).toEqual([2, 3]);
    // Each run says when it last repeated: the older one before the window it was aged past.
    const [nova, velha] = itens.map((i) => Date.parse(i.ULTIMA_EM ?? ''));
    expect(nova).toBeGreaterThan(Date.now() - 60_000);
    expect(velha).toBeLessThan(Date.now() - 59 * 60 * 1000);
  });

  it('nunca mostra senha, token ou hash guardados nos detalhes', async () => {
    const segredo = 'Zr9xQ2Kp7Lw4Vt1Nb8Mc5Hd3Fg6Js0Ya_-Pq';
    await t.db.insert(auditoria).values({
      ACAO: 'atualizar',
      ENTIDADE: 'usuario',
      REGISTRO: 'segredos',
      DETALHES: {
        senha: 'minhasenha123',
        novaSenha: 'outra123',
        token: 'abc',
        dentro: [{ HASH: 'x' }, { valor: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA' }],
        link: segredo,
        hex: 'a3f9'.repeat(16),
        campos: ['EMAIL'],
        palavraLonga: 'cuidar'.repeat(200),
      },
    });
    const resposta = await comoAdmin('GET', '/auditoria?registro=segredos');
    for (const vazado of ['minhasenha123', 'outra123', 'abc', '"x"', 'argon2', segredo]) {
      expect(resposta.body).not.toContain(vazado);
    }
    expect(resposta.json().itens[0].DETALHES).toEqual({
      senha: OCULTO,
      novaSenha: OCULTO,
      token: OCULTO,
      dentro: [{ HASH: OCULTO }, { valor: OCULTO }],
      link: OCULTO,
      hex: OCULTO,
      campos: ['EMAIL'],
      // Letters alone, however long, are text (the careless-user pass saw a long value hidden).
      palavraLonga: 'cuidar'.repeat(200),
    });
    const csv = await comoAdmin('GET', '/auditoria.csv?registro=segredos');
    for (const vazado of ['minhasenha123', 'outra123', 'argon2', segredo])
      expect(csv.body).not.toContain(vazado);
  });

  it('recusa chave a mais, cursor forjado e período invertido com 400 em português', async () => {
    const chaveAMais = await comoAdmin('GET', '/auditoria?pagina=2');
    expect(chaveAMais.statusCode).toBe(400);
    const forjado = Buffer.from(JSON.stringify(["2026-01-01'; drop table auditoria; --", 1])).toString(
      'base64url',
    );
    for (const antes of ['xyz', forjado, Buffer.from('[1,2]').toString('base64url')]) {
      const resposta = await comoAdmin('GET', `/auditoria?antes=${antes}`);
      expect(resposta.statusCode).toBe(400);
      expect(resposta.json().message).toBe('Página inválida: volte ao início da lista');
    }
    const invertido = await comoAdmin('GET', '/auditoria?de=2026-03-10&ate=2026-03-01');
    expect(invertido.statusCode).toBe(400);
  });

  it('é só do administrador: a equipe recebe 403, sem sessão 401', async () => {
    for (const url of ['/auditoria', '/auditoria.csv', '/auditoria/usuarios']) {
      const negado = await comoEquipe('GET', url);
      expect(negado.statusCode).toBe(403);
      expect(negado.json()).toEqual({ message: MENSAGENS.naoAutorizado });
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('GET /auditoria/usuarios', () => {
  it('dá cada conta pelo nome do funcionário, ou pelo login sem funcionário', async () => {
    const resposta = await comoAdmin('GET', '/auditoria/usuarios');
    expect(resposta.json()).toEqual(
      expect.arrayContaining([
        { CODIGO: maria, USUARIO: 'Maria da Conceição', LOGIN: 'maria.c' },
        { CODIGO: outro, USUARIO: 'joao.p', LOGIN: 'joao.p' },
      ]),
    );
  });
});

describe('GET /auditoria.csv', () => {
  it('exporta todas as linhas do filtro: BOM, ";", cabeçalhos em português, hora do lar', async () => {
    const resposta = await comoAdmin('GET', `/auditoria.csv?entidade=${ENTIDADE}&acao=apagar`);
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(resposta.headers['content-disposition']).toMatch(
      /^attachment; filename="auditoria-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const linhas = resposta.body.split('\r\n');
    expect(linhas[0]).toBe(
      '\uFEFF"Código";"Data e hora";"Usuário";"Login";"Ação";"Entidade";"Registro";"Endereço IP";"Repetições";"Última repetição";"Detalhes"',
    );
    expect(linhas.at(-1)).toBe('');
    expect(linhas.slice(1, -1)).toHaveLength(40);
    // Row 3 (i = 3): 2026-03-10 11:57 UTC is 08:57 in São Paulo.
    expect(linhas[1]).toMatch(
      /^"\d+";"10\/03\/2026 08:57:00";"joao\.p";"joao\.p";"Apagou";"Familiar";"3";"10\.7\.0\.3";"1";"";""$/,
    );
  });

  it('neutraliza células que o Excel leria como fórmula', async () => {
    for (const registro of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)']) {
      await t.db.insert(auditoria).values({ ACAO: 'login_falhou', ENTIDADE: 'usuario', REGISTRO: registro });
    }
    const corpo = (await comoAdmin('GET', '/auditoria.csv?acao=login_falhou')).body;
    expect(corpo).toContain(`"'=HYPERLINK(""http://x"")"`);
    for (const celula of [`"'+1+1"`, `"'-2+3"`, `"'@SUM(A1)"`]) expect(corpo).toContain(celula);
    expect(corpo).not.toMatch(/;"[=+\-@]/);
  });

  it('fica na auditoria: quem exportou e com que filtro', async () => {
    await comoAdmin('GET', '/auditoria.csv?acao=apagar&busca=x');
    const { rows } = await t.db.execute<{ registro: string; detalhes: { filtro: unknown } }>(sql`
      select registro, detalhes from auditoria where acao = 'emitir' order by codigo desc limit 1`);
    expect(rows[0]).toMatchObject({
      registro: 'auditoria',
      detalhes: { filtro: { acao: 'apagar', busca: 'x' } },
    });
  });

  it('um filtro que a lista recusa é 400 também no CSV, antes de responder, e nenhuma exportação é auditada', async () => {
    const exportacoes = async () =>
      (await t.db.execute(sql`select 1 from auditoria where acao = 'emitir' and registro = 'auditoria'`)).rows
        .length;
    const antes = await exportacoes();
    for (const filtro of [
      'de=0000-01-01',
      'ate=0000-01-01',
      'de=2026-02-30',
      'de=2026-03-10&ate=2026-03-01',
      'usuario=0',
      'acao=hackear',
      'entidade=nada',
      `registro=${'x'.repeat(101)}`,
      `busca=${'x'.repeat(101)}`,
      'pagina=2',
    ]) {
      const lista = await comoAdmin('GET', `/auditoria?${filtro}`);
      const csv = await comoAdmin('GET', `/auditoria.csv?${filtro}`);
      expect([lista.statusCode, csv.statusCode], filtro).toEqual([400, 400]);
      expect(csv.json().message, filtro).toBe(lista.json().message);
    }
    expect(await exportacoes()).toBe(antes);
  });

  it('lê em lotes pelo cursor, nunca a tabela inteira de uma vez', async () => {
    const lotes: AuditoriaItem[][] = [];
    for await (const lote of lotesDaAuditoria(t.db, { entidade: ENTIDADE }, 'America/Sao_Paulo', 7))
      lotes.push(lote);
    expect(lotes.every((lote) => lote.length <= 7)).toBe(true);
    expect(lotes.flat().map((i) => i.CODIGO)).toEqual(
      (await todasAsPaginas(`entidade=${ENTIDADE}`)).flat().map((i) => i.CODIGO),
    );
  });
});
