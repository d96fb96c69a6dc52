import { MENSAGENS } from '@acolher/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app.ts';
import { criarResidente, novaPessoa, novoResidente } from '../../test/support/residentes.ts';
import { entrarComoEquipe, enviarComo, type SessaoDeTeste } from '../../test/support/sessoes.ts';
import { auditoria, residente } from '../db/schema.ts';
import { exigirVersao } from './versao-registro.ts';

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

const enviar = enviarComo(
  () => t,
  () => s,
);

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

describe('a VERSAO do dono cobre seus vínculos e contatos (decisão 0017)', () => {
  const ENDERECO = { LOGRADOURO: 'Rua Aurora', CIDADE: 'Recife', ESTADO: 'PE' };
  type Contato = Registro & { CODIGO: number };
  type Dono = Registro & { TELEFONE: Contato[] };

  /** `escrita`, made through a route other than the owner's own, answers 2xx and advances the owner's VERSAO by one. */
  async function avancaUma(ler: () => Promise<Registro>, escrita: () => Promise<{ statusCode: number }>) {
    const { VERSAO } = await ler();
    const r = await escrita();
    expect(r.statusCode).toBeLessThan(300);
    expect((await ler()).VERSAO).toBe(VERSAO + 1);
  }

  const ligar = (url: string, corpo: object) => () => enviar('POST', url, corpo);
  // The phone keeps its own number: one owner takes a number once (decision 0050).
  const gravarTelefone = (fone: Contato, OBSERVACAO: string) => () =>
    enviar('PUT', `/telefone/${fone.CODIGO}`, { NUMERO: String(fone.NUMERO), OBSERVACAO });
  const gravarEndereco = (endereco: Contato, BAIRRO: string) => () =>
    enviar('PUT', `/endereco/${endereco.CODIGO}`, { ...ENDERECO, BAIRRO });
  const telefoneNovo = () => criado('/telefone', { NUMERO: '81977776666' }) as Promise<Contato>;

  it('um formulário de convênio antigo recebe 409 e não desfaz o telefone e o endereço gravados por outras rotas', async () => {
    const plano = await criado('/convenio', {
      NOME: `Plano ${Math.random()}`,
      ENDERECO,
      TELEFONE: [{ NUMERO: '81988887777' }],
    });
    const ler = async () =>
      (await enviar('GET', `/convenio-full/${plano.CODIGO}`)).json() as Dono & { ENDERECO: Contato };
    const aberto = await ler();
    const fone = await telefoneNovo();
    await avancaUma(
      ler,
      ligar('/telefone_convenio', { CONVENIO_CODIGO: plano.CODIGO, TELEFONE_CODIGO: fone.CODIGO }),
    );
    await avancaUma(ler, gravarEndereco(aberto.ENDERECO, 'Boa Vista'));
    await avancaUma(ler, gravarTelefone(fone, 'recado'));
    await avancaUma(ler, () => enviar('DELETE', `/telefone_convenio/${plano.CODIGO}/${fone.CODIGO}`));
    await avancaUma(ler, async () => {
      const outro = await telefoneNovo();
      return enviar('POST', '/telefone_convenio', {
        CONVENIO_CODIGO: plano.CODIGO,
        TELEFONE_CODIGO: outro.CODIGO,
      });
    });

    const antes = await ler();
    const formulario = await enviar('PUT', `/convenio/${plano.CODIGO}`, {
      NOME: aberto.NOME,
      ENDERECO,
      TELEFONE: aberto.TELEFONE.map(({ CODIGO, NUMERO }) => ({ CODIGO, NUMERO })),
      VERSAO: aberto.VERSAO,
    });
    expect(formulario.statusCode).toBe(409);
    expect(await ler()).toEqual(antes);
  });

  it('o PUT /convenio do formulário inteiro (endereço e telefones aninhados) avança a VERSAO uma vez só', async () => {
    const plano = await criado('/convenio', {
      NOME: `Plano ${Math.random()}`,
      TELEFONE: [{ NUMERO: '81988887777' }],
    });
    const r = await enviar('PUT', `/convenio/${plano.CODIGO}`, {
      NOME: plano.NOME,
      ENDERECO,
      TELEFONE: [{ NUMERO: '81977776666' }, { NUMERO: '81966665555' }],
      VERSAO: plano.VERSAO,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ VERSAO: plano.VERSAO + 1, ENDERECO: { CIDADE: 'Recife' } });
  });

  it('o vínculo, os endereços e os telefones do familiar, por qualquer rota, avançam a VERSAO do familiar', async () => {
    const { CODIGO_RESIDENTE } = await criarResidente(t.app, s);
    const VINCULO = { RESIDENTE_CODIGO: CODIGO_RESIDENTE, PARENTESCO: 'Filha', RESPONSAVEL: false };
    const familiar = await criado('/familiar', {
      NOME: 'Carla',
      SOBRENOME: 'Silva',
      ENDERECOS: [ENDERECO],
      TELEFONE: [{ NUMERO: '81988887777' }],
      VINCULO,
    });
    const ler = async () => (await enviar('GET', `/familiar/${familiar.CODIGO}`)).json() as Dono;
    const aberto = (await ler()) as Dono & { ENDERECOS: Contato[] };
    const [fone] = aberto.TELEFONE;
    const [endereco] = aberto.ENDERECOS;
    if (!fone || !endereco) throw new Error('familiar sem contatos');
    const outroResidente = (await criarResidente(t.app, s)).CODIGO_RESIDENTE;
    const novo = await telefoneNovo();
    const outroEndereco = await criado('/endereco', ENDERECO);

    await avancaUma(
      ler,
      ligar('/residente_familiar', {
        ...VINCULO,
        RESIDENTE_CODIGO: outroResidente,
        FAMILIAR_CODIGO: familiar.CODIGO,
      }),
    );
    await avancaUma(
      ler,
      ligar('/residente_familiar', { ...VINCULO, PARENTESCO: 'Neta', FAMILIAR_CODIGO: familiar.CODIGO }),
    );
    await avancaUma(
      ler,
      ligar('/telefone_familiar', { FAMILIAR_CODIGO: familiar.CODIGO, TELEFONE_CODIGO: novo.CODIGO }),
    );
    await avancaUma(ler, () => enviar('DELETE', `/telefone_familiar/${familiar.CODIGO}/${novo.CODIGO}`));
    await avancaUma(
      ler,
      ligar('/endereco_familiar', {
        FAMILIAR_CODIGO: familiar.CODIGO,
        ENDERECO_CODIGO: outroEndereco.CODIGO,
      }),
    );
    await avancaUma(ler, gravarEndereco(endereco, 'Boa Vista'));
    await avancaUma(ler, gravarTelefone(fone, 'recado'));

    const formulario = await enviar('PUT', `/familiar/${familiar.CODIGO}`, {
      NOME: 'Carla',
      SOBRENOME: 'Silva',
      VINCULO,
      VERSAO: aberto.VERSAO,
    });
    expect(formulario.statusCode).toBe(409);
  });

  it('o PUT /familiar com o vínculo avança a VERSAO uma vez só', async () => {
    const { CODIGO_RESIDENTE } = await criarResidente(t.app, s);
    const VINCULO = { RESIDENTE_CODIGO: CODIGO_RESIDENTE, PARENTESCO: 'Filha', RESPONSAVEL: false };
    const familiar = await criado('/familiar', { NOME: 'Carla', SOBRENOME: 'Silva', VINCULO });
    const r = await enviar('PUT', `/familiar/${familiar.CODIGO}`, {
      NOME: 'Carla',
      SOBRENOME: 'Silva',
      VINCULO: { ...VINCULO, RESPONSAVEL: true },
      VERSAO: familiar.VERSAO,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ VERSAO: familiar.VERSAO + 1 });
  });

  it('os telefones do titular, por qualquer rota, avançam a VERSAO do vínculo ao convênio', async () => {
    const { CODIGO_RESIDENTE } = await criarResidente(t.app, s);
    const vinculo = await criado('/residente_convenio', {
      RESIDENTE_CODIGO: CODIGO_RESIDENTE,
      CONVENIO_CODIGO: await convenioNovo(),
      NUMERO_CONVENIO: 'C1',
      TELEFONE: [{ NUMERO: '81988887777' }],
    });
    const ler = async () => (await enviar('GET', `/residente_convenio/one/${vinculo.CODIGO}`)).json() as Dono;
    const [fone] = (await ler()).TELEFONE;
    if (!fone) throw new Error('vínculo sem telefone');
    const novo = await telefoneNovo();
    const ligacao = { RESIDENTE_CONVENIO_CODIGO: vinculo.CODIGO, TELEFONE_CODIGO: novo.CODIGO };
    await avancaUma(ler, ligar('/telefone_parentesco', ligacao));
    await avancaUma(ler, () => enviar('DELETE', `/telefone_parentesco/${vinculo.CODIGO}/${novo.CODIGO}`));
    await avancaUma(ler, gravarTelefone(fone, 'recado'));
  });
});

describe('exigirVersao', () => {
  it('devolve as colunas pedidas da linha que travou, para quem grava não travá-la de novo', async () => {
    const { CODIGO_RESIDENTE, PESSOA_CODIGO } = await criarResidente(t.app, s);
    const onde = eq(residente.CODIGO_RESIDENTE, CODIGO_RESIDENTE);
    const colunas = { PESSOA_CODIGO: residente.PESSOA_CODIGO, ATIVO: residente.ATIVO };
    const lida = await t.db.transaction((tx) => exigirVersao(tx, residente, onde, 1, colunas));
    expect(lida).toMatchObject({ PESSOA_CODIGO, ATIVO: true });
  });
});
