import { MENSAGENS, PERMISSAO } from '@acolher/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hojeNoLar } from '../src/lib/hoje.ts';
import {
  type DoisProcessos,
  iniciarDoisProcessos,
  Navegador,
  type Resposta,
} from './support/dois-processos.ts';
import { novoFuncionario } from './support/funcionarios.ts';
import { criarFuncionario, criarResidente } from './support/linhas.ts';
import { novaPessoa, novoCpf, novoResidente } from './support/residentes.ts';
import { criarConta } from './support/sessoes.ts';

/**
 * Two app processes on one PostgreSQL (decision 0035, docs/deployment-em-varios-processos.md): what a home behind a proxy balancing two app
 * processes relies on (docs/deployment-em-varios-processos.md). Each device below reaches A and B at
 * will, as the proxy would send it; nothing waits between a write on one and a read on the other.
 */
let p: DoisProcessos;
const SENHA = 'segredo-do-lar-1';

beforeAll(async () => {
  p = await iniciarDoisProcessos();
});
afterAll(async () => {
  await p?.parar();
});

let contas = 0;
/** A new account of the care team (or `permissao`), tied to an employee of its own; answers its e-mail. */
async function novaConta(
  permissao: number = PERMISSAO.equipe,
): Promise<{ email: string; funcionario: number }> {
  contas += 1;
  const login = `pessoa${'abcdefghij'[contas % 10]}${contas}`;
  const email = `${login}@lar.org`;
  const { CODIGO_FUNCIONARIO } = await criarFuncionario(p.banco.db);
  await criarConta(p.banco.db, {
    login,
    email,
    senha: SENHA,
    permissao,
    codigoFuncionario: CODIGO_FUNCIONARIO,
  });
  return { email, funcionario: CODIGO_FUNCIONARIO };
}

/** A device signed in through `base` with a new account. */
async function dispositivoEntrado(base: string, permissao?: number): Promise<Navegador> {
  const { email } = await novaConta(permissao);
  const navegador = new Navegador();
  await navegador.entrar(base, email, SENHA);
  return navegador;
}

const sessaoAbre = async (n: Navegador, base: string): Promise<number> =>
  (await n.pedir(base, 'GET', '/sessao')).status;

/** Each of `bases` has served the device's session before it ends: it opens there. */
async function servidaPor(n: Navegador, ...bases: string[]): Promise<void> {
  for (const base of bases) expect(await sessaoAbre(n, base)).toBe(200);
}

describe('a sessão vale nos dois processos', () => {
  it('feita em A, abre B, por cookie e por Bearer', async () => {
    const { email } = await novaConta();
    const n = new Navegador();
    const login = await n.pedir(p.a, 'POST', '/login/', { corpo: { email, senha: SENHA } });
    expect(login.status).toBe(200);
    expect(await sessaoAbre(n, p.b)).toBe(200);
    expect((await n.pedir(p.b, 'GET', '/sessao', { bearer: login.corpo.accessToken })).status).toBe(200);
  });

  it('a saída em A encerra a sessão em B na hora, mesmo que B já a tenha visto', async () => {
    const n = await dispositivoEntrado(p.a);
    const token = n.token;
    await servidaPor(n, p.a, p.b);
    expect((await n.pedir(p.a, 'POST', '/logout')).status).toBe(200);
    const depois = await n.pedir(p.b, 'GET', '/sessao', { bearer: token });
    expect(depois.status).toBe(401);
    expect(depois.corpo.message).toBe(MENSAGENS.naoAutenticado);
    expect((await n.pedir(p.a, 'GET', '/sessao', { bearer: token })).status).toBe(401);
  });

  it('a saída em B encerra a sessão em A na hora', async () => {
    const n = await dispositivoEntrado(p.a);
    const token = n.token;
    await servidaPor(n, p.a, p.b);
    expect((await n.pedir(p.b, 'POST', '/logout')).status).toBe(200);
    expect((await n.pedir(p.a, 'GET', '/sessao', { bearer: token })).status).toBe(401);
  });

  it('a troca de senha em A encerra em B a sessão do outro aparelho, e a de quem trocou segue', async () => {
    const { email } = await novaConta();
    const celular = new Navegador();
    const computador = new Navegador();
    await celular.entrar(p.b, email, SENHA);
    await computador.entrar(p.a, email, SENHA);
    await servidaPor(celular, p.b);
    const login = email.split('@')[0];
    const troca = await computador.pedir(p.a, 'POST', '/alterar-senha', {
      corpo: { LOGIN: login, SENHA_ATUAL: SENHA, NOVA_SENHA: 'outra-senha-do-lar-9' },
    });
    expect(troca.status, JSON.stringify(troca.corpo)).toBe(200);
    expect(await sessaoAbre(celular, p.b)).toBe(401);
    expect(await sessaoAbre(celular, p.a)).toBe(401);
    expect(await sessaoAbre(computador, p.b)).toBe(200);
  });

  it('a conta desativada à mão no banco: a próxima requisição em A e em B já recusa a sessão', async () => {
    const { email } = await novaConta();
    const n = new Navegador();
    await n.entrar(p.a, email, SENHA);
    await servidaPor(n, p.a, p.b);
    await p.banco.pool.query('update usuario set ativo = false where lower(email) = $1', [email]);
    expect(await sessaoAbre(n, p.b)).toBe(401);
    expect(await sessaoAbre(n, p.a)).toBe(401);
  });

  it.each([
    [
      'a senha redefinida pelo administrador',
      'POST',
      '/usuario-redefinir-senha',
      { SENHA: 'inicial-do-lar-7' },
    ],
    [
      'o funcionário inativado',
      'DELETE',
      '/funcionario',
      { DATA_DEMISSAO: '2026-01-31', MOTIVO_DEMISSAO: 'Pedido de demissão' },
    ],
  ] as const)('%s em A encerra em B a sessão que B já servia', async (_, metodo, rota, corpo) => {
    const coordenacao = await dispositivoEntrado(p.a, PERMISSAO.administrador);
    const { email, funcionario } = await novaConta();
    const n = new Navegador();
    await n.entrar(p.b, email, SENHA);
    await servidaPor(n, p.b);
    const r = await coordenacao.pedir(p.a, metodo, `${rota}/${funcionario}`, { corpo });
    expect(r.status, JSON.stringify(r.corpo)).toBe(200);
    expect(await sessaoAbre(n, p.b)).toBe(401);
    expect((await n.pedir(p.b, 'GET', '/residente?limite=10')).status).toBe(401);
  });
});

describe('o token XSRF vale nos dois processos', () => {
  it('o token da sessão feita em A é aceito numa escrita em B', async () => {
    const n = await dispositivoEntrado(p.a);
    const r = await n.pedir(p.b, 'POST', '/convenio', { corpo: { NOME: 'Plano Feito em B' } });
    expect(r.status, JSON.stringify(r.corpo)).toBe(201);
  });

  it.each([
    ['sem o token', null],
    ['com o token de outra sessão', 'outro'],
  ] as const)('%s, a escrita é recusada em A e em B e nada é gravado', async (_, qual) => {
    const n = await dispositivoEntrado(p.a);
    const outra = await dispositivoEntrado(p.b);
    const xsrf = qual === null ? null : outra.xsrf;
    for (const base of [p.a, p.b]) {
      const r = await n.pedir(base, 'POST', '/convenio', { corpo: { NOME: `Plano Forjado ${base}` }, xsrf });
      expect(r.status).toBe(403);
      expect(r.corpo.message).toBe(MENSAGENS.xsrfInvalido);
    }
    const { rows } = await p.banco.pool.query(
      "select count(*)::int as n from convenio where nome like 'Plano Forjado%'",
    );
    expect(rows[0].n).toBe(0);
  });
});

/** The home's yesterday: a follow-up's date and time that is never in the future. */
function ontemNoLar(): string {
  const hoje = new Date(`${hojeNoLar('America/Sao_Paulo')}T12:00:00Z`);
  return new Date(hoje.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/** The rows of a list answer that `filtro` picks. */
function linhas(r: Resposta, filtro: (linha: Record<string, unknown>) => boolean): Record<string, unknown>[] {
  expect(r.status, JSON.stringify(r.corpo)).toBe(200);
  return (r.corpo as Record<string, unknown>[]).filter(filtro);
}

describe('as respostas guardadas (decisão 0015): uma escrita em A aparece na hora numa leitura em B', () => {
  let n: Navegador;
  beforeAll(async () => {
    n = await dispositivoEntrado(p.a);
  });

  it.each([
    ['a lista de residentes', '/residente?limite=10', 'Aurora', 'Aurélia'],
    [
      'a lista inteira de residentes, guardada já serializada (decisão 0043)',
      '/residente',
      'Berenice',
      'Berenilda',
    ],
  ])('%s, ao criar e ao alterar', async (_nome, rota, nome, novoNome) => {
    const lista = () => n.pedir(p.b, 'GET', rota);
    await lista();
    const criado = await n.pedir(p.a, 'POST', '/residente', {
      corpo: novoResidente({ PESSOA: novaPessoa({ NOME: nome, SOBRENOME: 'Processo' }) }),
    });
    expect(criado.status, JSON.stringify(criado.corpo)).toBe(201);
    const codigo = criado.corpo.CODIGO_RESIDENTE;
    const dele = (linha: Record<string, unknown>) => linha.CODIGO_RESIDENTE === codigo;
    expect(linhas(await lista(), dele)).toMatchObject([{ NOME: nome }]);

    const alterado = await n.pedir(p.a, 'PUT', `/residente/${codigo}`, {
      corpo: novoResidente({ PESSOA: novaPessoa({ NOME: novoNome, SOBRENOME: 'Processo' }) }),
    });
    expect(alterado.status, JSON.stringify(alterado.corpo)).toBe(200);
    expect(linhas(await lista(), dele)).toMatchObject([{ NOME: novoNome }]);
  });

  it('a lista de convênios', async () => {
    const lista = () => n.pedir(p.b, 'GET', '/convenio?limite=10');
    await lista();
    const criado = await n.pedir(p.a, 'POST', '/convenio', { corpo: { NOME: 'Plano Visto em B' } });
    expect(criado.status, JSON.stringify(criado.corpo)).toBe(201);
    expect(linhas(await lista(), (l) => l.CODIGO === criado.corpo.CODIGO)).toMatchObject([
      { NOME: 'Plano Visto em B' },
    ]);
  });

  it('a lista de acompanhamentos', async () => {
    const { CODIGO_RESIDENTE } = await criarResidente(p.banco.db);
    const { CODIGO_FUNCIONARIO } = await criarFuncionario(p.banco.db);
    const lista = () => n.pedir(p.b, 'GET', '/acompanhamento?limite=10');
    await lista();
    const atividade = 'Caminhada no jardim registrada em A';
    const criado = await n.pedir(p.a, 'POST', '/acompanhamentos', {
      corpo: {
        DATA_ACOMPANHAMENTO: ontemNoLar(),
        HORA_ACOMPANHAMENTO: '09:30',
        ATIVIDADE: atividade,
        FUNCIONARIOS: [CODIGO_FUNCIONARIO],
        RESIDENTES: [CODIGO_RESIDENTE],
      },
    });
    expect(criado.status, JSON.stringify(criado.corpo)).toBe(201);
    expect(linhas(await lista(), (l) => l.ATIVIDADE === atividade)).toHaveLength(1);
  });

  it('o quadro de aniversariantes da página inicial', async () => {
    const quadro = () => n.pedir(p.b, 'GET', '/aniversariante');
    await quadro();
    const hoje = hojeNoLar('America/Sao_Paulo');
    const criado = await n.pedir(p.a, 'POST', '/residente', {
      corpo: novoResidente({
        PESSOA: novaPessoa({
          NOME: 'Celeste',
          SOBRENOME: 'Aniversário',
          DATA_NASCIMENTO: `1940${hoje.slice(4)}`,
        }),
      }),
    });
    expect(criado.status, JSON.stringify(criado.corpo)).toBe(201);
    expect(linhas(await quadro(), (l) => l.CODIGO_RESIDENTE === criado.corpo.CODIGO_RESIDENTE)).toMatchObject(
      [{ NOME: 'Celeste' }],
    );
  });
  it('o quadro de provas de vida da página inicial', async () => {
    const quadro = () => n.pedir(p.b, 'GET', '/prova-de-vida');
    await quadro();
    const residente = await n.pedir(p.a, 'POST', '/residente', { corpo: novoResidente() });
    const codigo = residente.corpo.CODIGO_RESIDENTE;
    await quadro();
    const beneficio = await n.pedir(p.a, 'POST', '/beneficio', {
      corpo: {
        CODIGO_RESIDENTE: codigo,
        NOME_BENEFICIO: 'Aposentadoria vista em B',
        PROVAS_VIDA: ontemNoLar(),
      },
    });
    expect(beneficio.status, JSON.stringify(beneficio.corpo)).toBe(201);
    expect(linhas(await quadro(), (l) => l.CODIGO_RESIDENTE === codigo)).toMatchObject([
      { NOME_BENEFICIO: 'Aposentadoria vista em B' },
    ]);
  });

  it('a lista de funcionários', async () => {
    const coordenacao = await dispositivoEntrado(p.a, PERMISSAO.administrador);
    const lista = () => coordenacao.pedir(p.b, 'GET', '/funcionario?limite=10&busca=Processo');
    expect(linhas(await lista(), () => true)).toEqual([]);
    const criado = await coordenacao.pedir(p.a, 'POST', '/funcionario', {
      corpo: novoFuncionario({
        PESSOA: novaPessoa({
          NOME: 'Joana',
          SOBRENOME: 'Processo',
          DATA_NASCIMENTO: '1988-02-03',
          CPF: novoCpf(),
        }),
      }),
    });
    expect(criado.status, JSON.stringify(criado.corpo)).toBe(201);
    expect(linhas(await lista(), () => true)).toMatchObject([{ NOME: 'Joana', SOBRENOME: 'Processo' }]);
  });
});

describe('edições simultâneas de um registro, uma por processo (decisão 0017)', () => {
  let n: Navegador;
  beforeAll(async () => {
    n = await dispositivoEntrado(p.a);
  });

  it('a segunda gravação, da mesma versão, responde 409 e não grava', async () => {
    const criado = await n.pedir(p.a, 'POST', '/convenio', { corpo: { NOME: 'Plano Disputado' } });
    const codigo = criado.corpo.CODIGO;
    const [emA, emB] = await Promise.all([
      n.pedir(p.a, 'GET', `/convenio/${codigo}`),
      n.pedir(p.b, 'GET', `/convenio/${codigo}`),
    ]);
    expect(emB.corpo.VERSAO).toBe(emA.corpo.VERSAO);
    const primeira = await n.pedir(p.a, 'PUT', `/convenio/${codigo}`, {
      corpo: { NOME: 'Plano de A', VERSAO: emA.corpo.VERSAO },
    });
    expect(primeira.status, JSON.stringify(primeira.corpo)).toBe(200);
    const segunda = await n.pedir(p.b, 'PUT', `/convenio/${codigo}`, {
      corpo: { NOME: 'Plano de B', VERSAO: emB.corpo.VERSAO },
    });
    expect(segunda.status).toBe(409);
    expect(segunda.corpo.message).toBe(MENSAGENS.registroAlterado);
    expect((await n.pedir(p.b, 'GET', `/convenio/${codigo}`)).corpo.NOME).toBe('Plano de A');
  });

  it('duas gravações ao mesmo tempo, uma em cada processo: uma passa, a outra responde 409', async () => {
    const criado = await n.pedir(p.a, 'POST', '/residente', { corpo: novoResidente() });
    const codigo = criado.corpo.CODIGO_RESIDENTE;
    const { VERSAO } = (await n.pedir(p.b, 'GET', `/residente/${codigo}`)).corpo;
    const salvar = (base: string, observacao: string) =>
      n.pedir(base, 'PUT', `/residente/${codigo}`, {
        corpo: novoResidente({ OBSERVACOES: observacao, VERSAO }),
      });
    const respostas = await Promise.all([salvar(p.a, 'salvo em A'), salvar(p.b, 'salvo em B')]);
    expect(respostas.map((r) => r.status).sort()).toEqual([200, 409]);
    const vencedora = respostas.find((r) => r.status === 200);
    const guardado = (await n.pedir(p.b, 'GET', `/residente/${codigo}`)).corpo;
    expect(guardado.OBSERVACOES).toBe(vencedora?.corpo.OBSERVACOES);
    expect(guardado.VERSAO).toBe(VERSAO + 1);
  });
});

describe('os limites por endereço e os freios da entrada valem para os dois processos juntos', () => {
  it('30 pedidos de entrada por minuto de um endereço, somados em A e B; o 31º, em qualquer um, responde 429', async () => {
    const { email } = await novaConta();
    const n = new Navegador();
    for (let i = 0; i < 30; i++) {
      const r = await n.pedir(i % 2 === 0 ? p.a : p.b, 'POST', '/login/', { corpo: { email, senha: SENHA } });
      expect(r.status, `pedido ${i + 1}: ${JSON.stringify(r.corpo)}`).toBe(200);
    }
    for (const base of [p.a, p.b]) {
      const r = await n.pedir(base, 'POST', '/login/', { corpo: { email, senha: SENHA } });
      expect(r.status).toBe(429);
      expect(r.corpo.message).toBe(MENSAGENS.muitasTentativas);
    }
    // Another address of the home is not held by it.
    await new Navegador().entrar(p.b, email, SENHA);
  });

  it('5 pedidos de redefinição de senha em 15 minutos de um endereço, somados em A e B', async () => {
    const { email } = await novaConta();
    const n = new Navegador();
    for (let i = 0; i < 5; i++) {
      const r = await n.pedir(i % 2 === 0 ? p.a : p.b, 'POST', '/esqueci-a-senha', {
        corpo: { EMAIL: email },
      });
      expect(r.status, `pedido ${i + 1}: ${JSON.stringify(r.corpo)}`).toBe(200);
    }
    for (const base of [p.a, p.b]) {
      expect((await n.pedir(base, 'POST', '/esqueci-a-senha', { corpo: { EMAIL: email } })).status).toBe(429);
    }
    expect(
      (await new Navegador().pedir(p.a, 'POST', '/esqueci-a-senha', { corpo: { EMAIL: email } })).status,
    ).toBe(200);
  });

  it('5 senhas erradas de uma conta num endereço, somadas em A e B, travam a conta nesse endereço nos dois', async () => {
    const { email } = await novaConta();
    const n = new Navegador();
    for (let i = 0; i < 5; i++) {
      const r = await n.pedir(i % 2 === 0 ? p.a : p.b, 'POST', '/login/', {
        corpo: { email, senha: 'errada-1' },
      });
      expect(r.status, `tentativa ${i + 1}`).toBe(401);
    }
    for (const base of [p.a, p.b]) {
      const r = await n.pedir(base, 'POST', '/login/', { corpo: { email, senha: SENHA } });
      expect(r.status).toBe(429);
      expect(r.corpo.message).toBe(MENSAGENS.muitasTentativas);
    }
    await new Navegador().entrar(p.a, email, SENHA);
  });
});

describe('um processo congelado', () => {
  it('B congelado: a saída em A responde sem esperar por B; B, de volta, recusa a sessão', async () => {
    const n = await dispositivoEntrado(p.a);
    const token = n.token;
    await servidaPor(n, p.a, p.b);
    const retomar = p.congelarB();
    let esperou: number;
    try {
      const inicio = Date.now();
      expect((await n.pedir(p.a, 'POST', '/logout')).status).toBe(200);
      esperou = Date.now() - inicio;
    } finally {
      retomar();
    }
    // Nothing to acknowledge (decision 0052): the logout is its own delete. The bound is room for
    // a machine busy with other tests, under the 3 s a frozen peer once cost.
    expect(esperou).toBeLessThan(2000);
    expect((await n.pedir(p.b, 'GET', '/sessao', { bearer: token })).status).toBe(401);
    expect(await sessaoAbre(await dispositivoEntrado(p.b), p.b)).toBe(200);
  });
});

describe('um processo parado', () => {
  it('parado A, B segue servindo a sessão feita em A, e grava com o seu token XSRF', async () => {
    const n = await dispositivoEntrado(p.a);
    await p.pararA();
    await expect(fetch(`${p.a}/health`)).rejects.toThrow();
    expect(await sessaoAbre(n, p.b)).toBe(200);
    const r = await n.pedir(p.b, 'POST', '/convenio', { corpo: { NOME: 'Plano Depois de A' } });
    expect(r.status, JSON.stringify(r.corpo)).toBe(201);
  });
});
