import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { errorCodes } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app.ts';
import { novaPessoa, novoCpf, novoResidente } from '../../test/support/residentes.ts';
import { criarConta, entrar } from '../../test/support/sessoes.ts';
import { usuario } from '../db/schema.ts';
import { erroParaLog, urlParaLog } from './log-seguro.ts';
import type { Mailer } from './mail.ts';
import { criarMailerOutbox } from './mail-outbox.ts';

/**
 * The real app, its logger at trace writing to memory and its mail to the outbox, walked through the
 * paths that handle secrets. Every secret is planted or read back, then looked for in the whole log.
 */
let t: TestApp;
let dataDir: string;
const linhas: string[] = [];
const log = () => linhas.join('');
/** Every route the app registers, as declared (`/esqueci-a-senha/:token`). */
const rotas: string[] = [];

/** Values that must never reach the log, by what they are (the failure names the leak). */
const segredos = new Map<string, string>();

const EMAIL = 'conceicao@lar.org';
const SENHA_ANTIGA = 'Jabuticaba-1961';
const SENHA_NOVA = 'Ipe-Amarelo-1987!';
const SENHA_TROCADA = 'Sabia-Laranjeira-2003';
const CPF = novoCpf();
const NOTA_DE_SAUDE = 'Hipertensão; losartana 50 mg às 8h; alergia a dipirona (nota 7f3a)';
const NOME_PLANTADO = 'Benedita Plantada';

/** Writes to `tabela` fail as PostgreSQL fails a constraint: a value quoted in the message, the row in DETAIL. */
async function gatilhoQueFalha(tabela: string, coluna: string): Promise<void> {
  await t.db.execute(
    sql.raw(`create or replace function falha_forcada() returns trigger language plpgsql as $$
      begin
        raise exception 'falha forçada em "%"', to_jsonb(new) ->> tg_argv[0]
          using detail = format('Failing row contains %s.', to_jsonb(new));
      end $$`),
  );
  await t.db.execute(
    sql.raw(
      `create trigger falha_forcada before insert or update on ${tabela} for each row execute function falha_forcada('${coluna}')`,
    ),
  );
}

async function linkDaCaixaDeSaida(): Promise<string> {
  const pasta = path.join(dataDir, 'outbox');
  const [arquivo] = await readdir(pasta);
  const eml = await readFile(path.join(pasta, arquivo ?? ''), 'utf8');
  const link = /esqueci-a-senha\/([A-Za-z0-9_-]+)/.exec(eml)?.[1];
  if (!link) throw new Error(`sem link no e-mail: ${eml}`);
  return link;
}

const hashDaSenha = async () =>
  (await t.db.select({ SENHA: usuario.SENHA }).from(usuario).where(eq(usuario.EMAIL, EMAIL)))[0]?.SENHA ?? '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'acolher-log-'));
  // As main.ts does: the outbox logs through the app's own logger, which exists once the app does.
  let outbox: Mailer | undefined;
  t = await buildTestApp({
    env: { DATA_DIR: dataDir },
    logger: { level: 'trace', stream: { write: (linha: string) => linhas.push(linha) } },
    mailer: { send: (mensagem) => (outbox as Mailer).send(mensagem) },
    aoRegistrarRota: (rota) => {
      rotas.push(rota.url);
    },
  });
  outbox = criarMailerOutbox(dataDir, t.config.MAIL_FROM, t.app.log);
  await criarConta(t.db, { login: 'conceicao', email: EMAIL, senha: SENHA_ANTIGA, permissao: 1 });
  segredos.set('senha antiga', SENHA_ANTIGA);
  segredos.set('senha nova', SENHA_NOVA);
  segredos.set('senha trocada', SENHA_TROCADA);
  // Any argon2id hash, the ones no test can read back (a write that failed) included.
  segredos.set('hash argon2', '$argon2');
  segredos.set('hash da senha antiga', await hashDaSenha());
  segredos.set('CPF', CPF);
  segredos.set('CPF formatado', CPF.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'));
  segredos.set('nota de saúde', NOTA_DE_SAUDE);
  segredos.set('trecho da nota de saúde', 'alergia a dipirona');
  segredos.set('nome plantado', NOME_PLANTADO);
});

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('o log do app, em nível trace, não guarda segredo algum', () => {
  it('pedido e uso do link de redefinição, com o token no caminho', async () => {
    const pedido = await t.app.inject({ method: 'POST', url: '/esqueci-a-senha', payload: { EMAIL } });
    expect(pedido.statusCode).toBe(200);
    await t.app.correio.aguardar();
    const token = await linkDaCaixaDeSaida();
    segredos.set('token de redefinição', token);

    const base = `/esqueci-a-senha/${token}`;
    const corpo = { newPassword: SENHA_NOVA, verifyPassword: SENHA_NOVA };
    // The token also in URLs no route takes: a 404 under the prefix, a bad %, a segment too long.
    for (const [url, status] of [
      [`${base}/mais`, 404],
      [`${base}%zz`, 400],
      [`${base}${'x'.repeat(80)}`, 414],
      [`${base}?token=${token}`, 400],
      [base, 200],
    ] as const) {
      const resposta = await t.app.inject({ method: 'POST', url, payload: corpo });
      expect(resposta.statusCode, url).toBe(status);
    }
    segredos.set('hash da senha nova', await hashDaSenha());
    expect(log()).toContain('"url":"/esqueci-a-senha/[oculto]"');
    expect(log()).toContain('E-mail guardado na caixa de saída');
  });

  it('entrada, e pedidos com cookies, X-XSRF-TOKEN e uma busca por CPF', async () => {
    const sessao = await entrar(t.app, EMAIL, SENHA_NOVA);
    segredos.set('token da sessão', sessao.token);
    segredos.set('token XSRF', sessao.xsrf);
    const headers = { ...sessao.headers, authorization: `Bearer ${sessao.token}` };
    const busca = await t.app.inject({ method: 'GET', url: `/residente?busca=${CPF}&limite=10`, headers });
    expect(busca.statusCode).toBe(200);
    expect(log()).toContain('"url":"/residente?busca=[oculto]&limite=[oculto]"');
    // Whatever code logs headers one day, the redaction has them.
    t.app.log.info({ headers, res: { headers: sessao.resposta.headers } }, 'cabeçalhos');
    expect(log()).toContain('"cookie":"[oculto]"');
  });

  it('erros do banco com valores nos parâmetros, na mensagem e no DETAIL: 500 e log sem os valores', async () => {
    const sessao = await entrar(t.app, EMAIL, SENHA_NOVA);
    await gatilhoQueFalha('pessoa', 'cpf');
    await gatilhoQueFalha('acompanhamento', 'atividade');
    await gatilhoQueFalha('usuario', 'login');
    const residente = await t.app.inject({
      method: 'POST',
      url: '/residente',
      headers: sessao.headers,
      payload: novoResidente({ PESSOA: novaPessoa({ NOME: NOME_PLANTADO, CPF }) }),
    });
    const acompanhamento = await t.app.inject({
      method: 'POST',
      url: '/acompanhamento',
      headers: sessao.headers,
      payload: { DATA_ACOMPANHAMENTO: '2024-05-01', ATIVIDADE: NOTA_DE_SAUDE },
    });
    // The new password's hash is a bound value of the UPDATE that fails.
    const troca = await t.app.inject({
      method: 'POST',
      url: '/alterar-senha',
      headers: sessao.headers,
      payload: { SENHA_ATUAL: SENHA_NOVA, NOVA_SENHA: SENHA_TROCADA, LOGIN: 'conceicao' },
    });
    expect([residente.statusCode, acompanhamento.statusCode, troca.statusCode]).toEqual([500, 500, 500]);
    // A value PostgreSQL itself quotes, and repeats in the bind error's context.
    const erroDeConversao = await t.db
      .execute(sql`select ${NOTA_DE_SAUDE}::int`)
      .catch((err: unknown) => err);
    t.app.log.error({ err: erroDeConversao }, 'falha de conversão');

    const erros = linhas.filter((l) => l.includes('"err"')).map((l) => JSON.parse(l).err);
    expect(erros.map((e) => e.cause?.code)).toEqual(['P0001', 'P0001', 'P0001', '22P02']);
    // What a 500 needs to be understood stays: which query, which table.
    expect(erros[0].message).toMatch(/^Failed query: insert into "pessoa"/);
    expect(erros[0].cause.message).toBe('falha forçada em "[oculto]"');
    expect(erros[0].stack).toContain('    at ');
  });

  it('nenhum dos segredos aparece em linha alguma', () => {
    expect(segredos.size).toBe(14);
    const vazados = [...segredos].filter(([, valor]) => log().includes(valor)).map(([nome]) => nome);
    expect(vazados).toEqual([]);
  });
});

describe('a URL no log', () => {
  it('toda rota com um segredo no caminho, achada entre as registradas, o tem escondido', () => {
    const comSegredo = rotas.filter((url) => /:(token|senha|segredo|chave)/i.test(url));
    expect(comSegredo).toContain('/esqueci-a-senha/:token');
    for (const url of comSegredo) {
      const exemplo = url.replace(/:\w+/g, 'valor-secreto-123');
      expect(urlParaLog(exemplo), url).not.toContain('valor-secreto-123');
    }
  });

  it('a query guarda os nomes dos parâmetros, nunca os valores; o resto do caminho fica como veio', () => {
    expect(urlParaLog('/residente?busca=Maria%20Jos%C3%A9&limite=50&vazio=&sem-valor')).toBe(
      '/residente?busca=[oculto]&limite=[oculto]&vazio=[oculto]&sem-valor',
    );
    expect(urlParaLog('/residente/12')).toBe('/residente/12');
    expect(urlParaLog('/esqueci-a-senha')).toBe('/esqueci-a-senha');
    expect(urlParaLog('/esqueci-a-senha/')).toBe('/esqueci-a-senha/');
  });

  it('nem nas mensagens de erro: o erro do roteador cita o caminho', () => {
    const erro = new errorCodes.FST_ERR_BAD_URL('/esqueci-a-senha/valor-secreto-123%zz');
    const registrado = erroParaLog(erro);
    expect(registrado.message).toBe("'/esqueci-a-senha/[oculto]' is not a valid url component");
    expect(registrado.stack).not.toContain('valor-secreto-123');
  });
});
