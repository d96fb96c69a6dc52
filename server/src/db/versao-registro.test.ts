import { MENSAGENS } from '@acolher/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { SessaoDeTeste } from '../modules/auth/fixtures.ts';
import { entrarComoEquipe } from '../modules/cadastro/fixtures.ts';
import { criarResidente, novaPessoa, novoResidente } from '../modules/residentes/fixtures.ts';
import { auditoria } from './schema.ts';

let t: TestApp;
let s: SessaoDeTeste;

beforeAll(async () => {
  t = await buildTestApp();
  s = await entrarComoEquipe(t);
});
afterAll(async () => {
  await t.close();
});

type Registro = Record<string, unknown> & { VERSAO: number };

async function enviar(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: s.headers, payload });
}

async function criado(url: string, corpo: object): Promise<Registro> {
  const r = await enviar('POST', url, corpo);
  if (r.statusCode !== 201) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
  return r.json();
}

async function convenioNovo(): Promise<number> {
  return (await criado('/convenio', { NOME: `Plano ${Math.random()}` })).CODIGO as number;
}

/**
 * One editable record of each kind: where its update goes (`put`) and where it is read back
 * (`get`), an update body that writes `marca` in `campo`, and its audit log key.
 */
interface Caso {
  put: string;
  get: string;
  corpo: (marca: string) => object;
  campo: string;
  entidade: string;
  registro: string;
}

const CASOS: Record<string, () => Promise<Caso>> = {
  residente: async () => {
    const { CODIGO_RESIDENTE: id } = await criarResidente(t.app, s);
    const url = `/residente/${id}`;
    return {
      put: url,
      get: url,
      corpo: (marca) => ({ DATA_ACOLHIMENTO: '2024-01-10', OBSERVACOES: marca }),
      campo: 'OBSERVACOES',
      entidade: 'residente',
      registro: String(id),
    };
  },
  pessoa: async () => {
    const { CODIGO: id } = await criado('/pessoa', novaPessoa());
    return {
      put: `/pessoa/${id}`,
      // No GET /pessoa/{id} in the spec: the answer of a no-op update reads it back.
      get: '',
      corpo: (marca) => novaPessoa({ PROFISSAO: marca }),
      campo: 'PROFISSAO',
      entidade: 'pessoa',
      registro: String(id),
    };
  },
  endereco: async () => {
    const base = { LOGRADOURO: 'Rua Aurora', CIDADE: 'Recife', ESTADO: 'PE' };
    const { CODIGO: id } = await criado('/endereco', base);
    const url = `/endereco/${id}`;
    return {
      put: url,
      get: url,
      corpo: (marca) => ({ ...base, COMPLEMENTO: marca }),
      campo: 'COMPLEMENTO',
      entidade: 'endereco',
      registro: String(id),
    };
  },
  telefone: async () => {
    const { CODIGO: id } = await criado('/telefone', { NUMERO: '81988887777' });
    const url = `/telefone/${id}`;
    return {
      put: url,
      get: url,
      corpo: (marca) => ({ NUMERO: '81988887777', OBSERVACAO: marca }),
      campo: 'OBSERVACAO',
      entidade: 'telefone',
      registro: String(id),
    };
  },
  familiar: async () => {
    const { CODIGO: id } = await criado('/familiar', { NOME: 'Carla', SOBRENOME: 'Silva' });
    const url = `/familiar/${id}`;
    return {
      put: url,
      get: url,
      corpo: (marca) => ({ NOME: 'Carla', SOBRENOME: 'Silva', OBSERVACOES: marca }),
      campo: 'OBSERVACOES',
      entidade: 'familiar',
      registro: String(id),
    };
  },
  certidao_casamento: async () => {
    const corpo = novoResidente({
      PESSOA: novaPessoa({ ESTADO_CIVIL: 'C' }),
      CERTIDAO_CASAMENTO: { NUMERO: '1234' },
    });
    const { CODIGO_RESIDENTE: id } = await criarResidente(t.app, s, corpo);
    const url = `/certidao_casamento/${id}`;
    return {
      put: url,
      get: url,
      corpo: (marca) => ({ NUMERO: '1234', CARTORIO: marca }),
      campo: 'CARTORIO',
      entidade: 'certidao_casamento',
      registro: String(id),
    };
  },
  residente_convenio: async () => {
    const { CODIGO_RESIDENTE } = await criarResidente(t.app, s);
    const base = {
      RESIDENTE_CODIGO: CODIGO_RESIDENTE,
      CONVENIO_CODIGO: await convenioNovo(),
      NUMERO_CONVENIO: 'C1',
    };
    const { CODIGO: id } = await criado('/residente_convenio', base);
    return {
      put: `/residente_convenio/${id}`,
      get: `/residente_convenio/one/${id}`,
      corpo: (marca) => ({ ...base, OBSERVACOES: marca }),
      campo: 'OBSERVACOES',
      entidade: 'residente_convenio',
      registro: String(id),
    };
  },
  beneficio: async () => {
    const { CODIGO_RESIDENTE } = await criarResidente(t.app, s);
    await criado('/beneficio', { CODIGO_RESIDENTE, NOME_BENEFICIO: 'BPC' });
    const url = `/beneficio/${CODIGO_RESIDENTE}/BPC`;
    return {
      put: url,
      get: url,
      corpo: (marca) => ({ NOME_BENEFICIO: 'BPC', OBSERVACOES: marca }),
      campo: 'OBSERVACOES',
      entidade: 'beneficio',
      registro: `${CODIGO_RESIDENTE}/BPC`,
    };
  },
  convenio: async () => {
    const id = await convenioNovo();
    const url = `/convenio/${id}`;
    return {
      put: url,
      get: url,
      corpo: (marca) => ({ NOME: `Plano ${id}`, OBSERVACOES: marca }),
      campo: 'OBSERVACOES',
      entidade: 'convenio',
      registro: String(id),
    };
  },
};

async function atualizacoesAuditadas(caso: Caso): Promise<number> {
  const [linha] = await t.db
    .select({ total: count() })
    .from(auditoria)
    .where(
      and(
        eq(auditoria.ENTIDADE, caso.entidade),
        eq(auditoria.REGISTRO, caso.registro),
        eq(auditoria.ACAO, 'atualizar'),
      ),
    );
  return linha?.total ?? 0;
}

async function lido(caso: Caso, ultimo: Registro): Promise<Registro> {
  if (!caso.get) return ultimo;
  const r = await enviar('GET', caso.get);
  expect(r.statusCode).toBe(200);
  return r.json();
}

describe.each(Object.keys(CASOS))('VERSAO de %s (decisão 0017)', (tipo) => {
  it('a atual grava e avança uma; a antiga responde 409 e nada muda; sem VERSAO, a última gravação vale', async () => {
    const caso = await CASOS[tipo]?.();
    if (!caso) throw new Error(tipo);
    const semVersao = await enviar('PUT', caso.put, caso.corpo('sem versão'));
    expect(semVersao.statusCode).toBe(200);
    const v = (semVersao.json() as Registro).VERSAO;
    expect(v).toBeGreaterThan(1);

    const atual = await enviar('PUT', caso.put, { ...caso.corpo('atual'), VERSAO: v });
    expect(atual.statusCode).toBe(200);
    expect(atual.json()).toMatchObject({ [caso.campo]: 'atual', VERSAO: v + 1 });

    const auditadas = await atualizacoesAuditadas(caso);
    const antiga = await enviar('PUT', caso.put, { ...caso.corpo('antiga'), VERSAO: v });
    expect(antiga.statusCode).toBe(409);
    expect(antiga.json()).toEqual({ message: MENSAGENS.registroAlterado });
    expect(await lido(caso, atual.json())).toMatchObject({ [caso.campo]: 'atual', VERSAO: v + 1 });
    expect(await atualizacoesAuditadas(caso)).toBe(auditadas);

    const ultima = await enviar('PUT', caso.put, caso.corpo('última'));
    expect(ultima.statusCode).toBe(200);
    expect(ultima.json()).toMatchObject({ [caso.campo]: 'última', VERSAO: v + 2 });
  });

  it('duas gravações simultâneas da mesma VERSAO: uma grava, a outra recebe 409', async () => {
    const caso = await CASOS[tipo]?.();
    if (!caso) throw new Error(tipo);
    const { VERSAO } = (await enviar('PUT', caso.put, caso.corpo('início'))).json() as Registro;
    const respostas = await Promise.all(
      ['A', 'B'].map((marca) => enviar('PUT', caso.put, { ...caso.corpo(marca), VERSAO })),
    );
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const vencedora = respostas.find((r) => r.statusCode === 200)?.json() as Registro;
    expect(await lido(caso, vencedora)).toMatchObject({
      [caso.campo]: vencedora[caso.campo],
      VERSAO: VERSAO + 1,
    });
  });
});

describe('uma VERSAO para o formulário do residente: residente, pessoa e certidão', () => {
  async function residenteCasado() {
    const corpo = novoResidente({
      PESSOA: novaPessoa({ ESTADO_CIVIL: 'C' }),
      CERTIDAO_CASAMENTO: { NUMERO: '1234' },
    });
    const { CODIGO_RESIDENTE, PESSOA_CODIGO } = await criarResidente(t.app, s, corpo);
    const ler = async () => (await enviar('GET', `/residente/${CODIGO_RESIDENTE}`)).json() as Registro;
    return { CODIGO_RESIDENTE, PESSOA_CODIGO, ler };
  }

  it('o PUT do formulário inteiro (pessoa e certidão aninhadas) avança a VERSAO uma vez só', async () => {
    const { CODIGO_RESIDENTE, ler } = await residenteCasado();
    const { VERSAO } = await ler();
    const r = await enviar('PUT', `/residente/${CODIGO_RESIDENTE}`, {
      DATA_ACOLHIMENTO: '2024-01-10',
      PESSOA: novaPessoa({ ESTADO_CIVIL: 'C', PROFISSAO: 'Pedreiro' }),
      CERTIDAO_CASAMENTO: { NUMERO: '1234', CARTORIO: 'Central' },
      VERSAO,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ VERSAO: VERSAO + 1, PESSOA: { PROFISSAO: 'Pedreiro' } });
  });

  it('a pessoa gravada por PUT /pessoa torna antigo o formulário aberto antes, que não a sobrescreve', async () => {
    const { CODIGO_RESIDENTE, PESSOA_CODIGO, ler } = await residenteCasado();
    const { VERSAO } = await ler();
    const pessoa = await enviar(
      'PUT',
      `/pessoa/${PESSOA_CODIGO}`,
      novaPessoa({ ESTADO_CIVIL: 'C', NOME: 'Josué' }),
    );
    expect(pessoa.statusCode).toBe(200);
    expect((await ler()).VERSAO).toBe(VERSAO + 1);

    const formulario = await enviar('PUT', `/residente/${CODIGO_RESIDENTE}`, {
      DATA_ACOLHIMENTO: '2024-01-10',
      PESSOA: novaPessoa({ ESTADO_CIVIL: 'C', NOME: 'José' }),
      VERSAO,
    });
    expect(formulario.statusCode).toBe(409);
    expect(await ler()).toMatchObject({ VERSAO: VERSAO + 1, PESSOA: { NOME: 'Josué' } });
  });

  it('a certidão gravada pela sua rota também avança a VERSAO do residente', async () => {
    const { CODIGO_RESIDENTE, ler } = await residenteCasado();
    const { VERSAO } = await ler();
    const certidao = await enviar('PUT', `/certidao_casamento/${CODIGO_RESIDENTE}`, { NUMERO: '5678' });
    expect(certidao.statusCode).toBe(200);
    expect((await ler()).VERSAO).toBe(VERSAO + 1);
  });
});
