import {
  funcionarioInput,
  MENSAGENS,
  PERMISSAO,
  READMISSAO_ANTES_DA_DEMISSAO,
  READMISSAO_FUTURA,
  TOTAL_HEADER,
} from '@acolher/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Comandos, gravarComandos } from '../../../test/support/comandos.ts';
import {
  comAdministrador,
  contarLinhasDeFuncionarios,
  novoFuncionario,
} from '../../../test/support/funcionarios.ts';
import { type Corpo, novaPessoa, novoCpf } from '../../../test/support/residentes.ts';
import { criarConta, entrar } from '../../../test/support/sessoes.ts';
import { auditoria, funcionario, pessoa, sessao, usuario } from '../../db/schema.ts';
import type { Autor } from '../../lib/autor.ts';
import { hojeNoLar } from '../../lib/hoje.ts';
import { criarFuncionario } from './service.ts';

const adm = comAdministrador();

async function criar(corpo: Corpo = novoFuncionario()) {
  const r = await adm.enviar('POST', '/funcionario', corpo);
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}

/** The tests share one database: an RT test starts with no active Responsável Técnico. */
async function semResponsavelTecnico(): Promise<void> {
  await adm.t.db.update(funcionario).set({ RESPONSAVEL_TECNICO: false }).where(eq(funcionario.ATIVO, true));
}

/** An employee whose person is named `nome sobrenome`, admitted on 2023-05-02. */
function chamado(NOME: string, SOBRENOME: string, extra: Corpo = {}): Corpo {
  return novoFuncionario({ PESSOA: novaPessoa({ NOME, SOBRENOME, CPF: novoCpf() }), ...extra });
}

describe('POST /funcionario aninhado e GET /funcionario/{id}', () => {
  it('cria pessoa, funcionário, telefone, endereço e conta numa chamada, auditada', async () => {
    const criado = await criar();
    expect(criado).toMatchObject({
      CARGO: 'Técnico(a) de enfermagem',
      VINCULO: 'clt',
      DATA_ADMISSAO: '2023-05-02',
      CONSELHO_SIGLA: 'COREN',
      CONSELHO_UF: 'SP',
      RESPONSAVEL_TECNICO: false,
      ATIVO: true,
      VERSAO: 1,
      PESSOA: { NOME: 'Joana', SOBRENOME: 'Prado' },
      CONTA: { BANCO: '001', AGENCIA: '1234', CONTA: '98765-0', TIPO_CONTA: 'corrente', VERSAO: 1 },
      USUARIO: null,
    });
    const lido = await adm.enviar('GET', `/funcionario/${criado.CODIGO_FUNCIONARIO}`);
    expect(lido.json()).toEqual(criado);
    const auditado = await adm.t.db
      .select()
      .from(auditoria)
      .where(
        and(eq(auditoria.ENTIDADE, 'funcionario'), eq(auditoria.REGISTRO, String(criado.CODIGO_FUNCIONARIO))),
      );
    expect(auditado.map((a) => a.ACAO)).toEqual(['criar']);
  });

  it('GET /funcionario-full traz telefones, endereços e dependentes', async () => {
    const criado = await criar();
    await adm.enviar('POST', '/dependente', {
      CODIGO_FUNCIONARIO: criado.CODIGO_FUNCIONARIO,
      NOME: 'Lia',
      SOBRENOME: 'Prado',
      DATA_NASCIMENTO: '2016-04-01',
    });
    const r = await adm.enviar('GET', `/funcionario-full/${criado.CODIGO_FUNCIONARIO}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      TELEFONE: [{ NUMERO: '11988887777', TIPO: 'celular' }],
      ENDERECO: [{ LOGRADOURO: 'Rua das Flores', CIDADE: 'São Paulo' }],
      DEPENDENTES: [{ NOME: 'Lia', SOBRENOME: 'Prado', CODIGO_FUNCIONARIO: criado.CODIGO_FUNCIONARIO }],
    });
    expect((await adm.enviar('GET', '/funcionario-full/999999')).statusCode).toBe(404);
  });

  it('mostra o acesso do funcionário sem a senha', async () => {
    const criado = await criar();
    await criarConta(adm.t.db, {
      login: 'joana.prado',
      email: 'joana@lar.org',
      senha: 'segredo1',
      codigoFuncionario: criado.CODIGO_FUNCIONARIO,
    });
    const r = await adm.enviar('GET', `/funcionario/${criado.CODIGO_FUNCIONARIO}`);
    expect(r.json().USUARIO).toEqual({
      CODIGO: expect.any(Number),
      CODIGO_FUNCIONARIO: criado.CODIGO_FUNCIONARIO,
      EMAIL: 'joana@lar.org',
      LOGIN: 'joana.prado',
      PERMISSAO_ACESSO: PERMISSAO.equipe,
      primeiro_acesso: false,
      ATIVO: true,
      VERSAO: expect.any(Number),
    });
    expect(r.body).not.toMatch(/SENHA|argon/i);
  });

  it('é atômico: um telefone que não é da pessoa desfaz a pessoa criada', async () => {
    const antes = await contarLinhasDeFuncionarios(adm.t.db);
    const cpf = novoCpf();
    const corpo = novoFuncionario({
      PESSOA: novaPessoa({ CPF: cpf }),
      TELEFONE: [{ NUMERO: '11988887777' }, { CODIGO: 999999, NUMERO: '11977776666' }],
    });
    const r = await adm.enviar('POST', '/funcionario', corpo);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(MENSAGENS.telefoneAlheio);
    expect(await contarLinhasDeFuncionarios(adm.t.db)).toEqual(antes);
    expect(await adm.t.db.select().from(pessoa).where(eq(pessoa.CPF, cpf))).toEqual([]);
  });

  it.each([
    ['campo desconhecido', { FOO: 1 }, MENSAGENS.campoDesconhecido('FOO')],
    ['telefone inválido', { TELEFONE: [{ NUMERO: '123' }] }, MENSAGENS.telefoneInvalido],
    ['sem data de admissão', { DATA_ADMISSAO: undefined }, MENSAGENS.campoObrigatorio],
    ['conselho sem UF', { CONSELHO_UF: null }, MENSAGENS.conselhoIncompleto],
    ['validade sem conselho', { CONSELHO_SIGLA: null, CONSELHO_NUMERO: null, CONSELHO_UF: null }, null],
    ['pessoa e PESSOA_CODIGO juntos', { PESSOA_CODIGO: 1 }, MENSAGENS.informePessoa],
    ['vínculo fora da lista', { VINCULO: 'bolsista' }, 'Vínculo inválido'],
    ['PIS curto', { PIS: '123' }, 'PIS inválido'],
  ])('recusa %s com 400 e não grava nada', async (_caso, extra, mensagem) => {
    const antes = await contarLinhasDeFuncionarios(adm.t.db);
    const r = await adm.enviar('POST', '/funcionario', novoFuncionario(extra));
    expect(r.statusCode).toBe(400);
    if (mensagem) expect(r.body).toContain(mensagem);
    expect(await contarLinhasDeFuncionarios(adm.t.db)).toEqual(antes);
  });

  it('recusa a mesma pessoa como funcionário duas vezes (409)', async () => {
    const criado = await criar();
    const corpo = { ...novoFuncionario(), PESSOA: undefined, PESSOA_CODIGO: criado.PESSOA_CODIGO };
    const r = await adm.enviar('POST', '/funcionario', corpo);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(MENSAGENS.jaExistente('Funcionário'));
  });
});

/**
 * The SQL texts `escrita` sends through the test's own pool, one per round trip. Only that pool's
 * clients are recorded.
 */
async function idasAoBanco(escrita: () => Promise<unknown>): Promise<string[]> {
  comandos ??= gravarComandos(adm.t.pool);
  comandos.zerar();
  await escrita();
  return comandos.textos.map((texto) => texto.trim().split(/\s+/).slice(0, 3).join(' '));
}
let comandos: Comandos | undefined;

describe('POST /funcionario aninhado: o que custa ao banco', () => {
  /** The signed-in administrator as the routes pass it to the service. */
  async function autor(): Promise<Autor> {
    const [conta] = await adm.t.db
      .select({ CODIGO: usuario.CODIGO })
      .from(usuario)
      .where(eq(usuario.LOGIN, 'administrador'));
    return { usuarioCodigo: conta?.CODIGO ?? 0, ip: '127.0.0.1', permissao: PERMISSAO.administrador };
  }

  it('grava tudo numa transação de 8 idas: telefones e endereços com seus vínculos, e a auditoria de uma vez', async () => {
    const dados = funcionarioInput.parse(novoFuncionario());
    const quem = await autor();
    const idas = await idasAoBanco(() => criarFuncionario(adm.t.db, quem, dados));
    expect(idas).toEqual([
      'begin',
      'insert into "pessoa"',
      'insert into "funcionario"',
      'with criados as',
      'with criados as',
      'insert into "conta_bancaria"',
      'insert into "auditoria"',
      'commit',
    ]);
  });

  it('as listas de vários telefones e endereços não custam idas a mais', async () => {
    const dados = funcionarioInput.parse(
      novoFuncionario({
        TELEFONE: [{ NUMERO: '11988887777' }, { NUMERO: '1133335555', TIPO: 'recado' }],
        ENDERECO: [
          { LOGRADOURO: 'Rua A', CIDADE: 'Campinas', ESTADO: 'SP' },
          { LOGRADOURO: 'Rua B', CIDADE: 'Campinas', ESTADO: 'SP' },
        ],
      }),
    );
    const quem = await autor();
    let codigo = 0;
    const idas = await idasAoBanco(async () => {
      codigo = (await criarFuncionario(adm.t.db, quem, dados)).CODIGO_FUNCIONARIO;
    });
    expect(idas).toHaveLength(8);
    const r = await adm.enviar('GET', `/funcionario-full/${codigo}`);
    expect(r.json().TELEFONE.map((t: { NUMERO: string }) => t.NUMERO)).toEqual(['11988887777', '1133335555']);
    expect(r.json().ENDERECO.map((e: { LOGRADOURO: string }) => e.LOGRADOURO)).toEqual(['Rua A', 'Rua B']);
  });

  it('audita cada parte, na ordem em que foi gravada, na mesma transação', async () => {
    const criado = await criar();
    const { PESSOA_CODIGO: p, CODIGO_FUNCIONARIO: f } = criado;
    // This file's tests run one after another on a database of their own: the last seven rows are these.
    const linhas = (
      await adm.t.db.select().from(auditoria).orderBy(desc(auditoria.CODIGO)).limit(7)
    ).reverse();
    const full = (await adm.enviar('GET', `/funcionario-full/${f}`)).json();
    const [tel] = full.TELEFONE;
    const [end] = full.ENDERECO;
    expect(linhas.map((l) => [l.ACAO, l.ENTIDADE, l.REGISTRO])).toEqual([
      ['criar', 'pessoa', String(p)],
      ['criar', 'telefone', String(tel.CODIGO)],
      ['vincular', 'telefone_pessoa', `${p}/${tel.CODIGO}`],
      ['criar', 'endereco', String(end.CODIGO)],
      ['vincular', 'endereco_pessoa', `${p}/${end.CODIGO}`],
      ['gravar', 'conta_bancaria', String(f)],
      ['criar', 'funcionario', String(f)],
    ]);
    expect(new Set(linhas.map((l) => l.EM.getTime())).size).toBe(1);
  });
});

describe('a cadeia da especificação: pessoa, telefone, endereço, vínculos e funcionário', () => {
  it('liga telefone e endereço à pessoa e cria o funcionário com PESSOA_CODIGO', async () => {
    const p = await adm.enviar('POST', '/pessoa', novaPessoa({ CPF: novoCpf() }));
    const { CODIGO: PESSOA_CODIGO } = p.json();
    const tel = (await adm.enviar('POST', '/telefone', { NUMERO: '1133334444', TIPO: 'residencial' })).json();
    const end = (
      await adm.enviar('POST', '/endereco', { LOGRADOURO: 'Av. Brasil', CIDADE: 'Campinas', ESTADO: 'SP' })
    ).json();
    const ligarTelefone = { PESSOA_CODIGO, TELEFONE_CODIGO: tel.CODIGO };
    const ligado = await adm.enviar('POST', '/telefone_pessoa', ligarTelefone);
    expect(ligado.statusCode, ligado.body).toBe(201);
    expect((await adm.enviar('POST', '/telefone_pessoa', ligarTelefone)).statusCode).toBe(409);
    const ligarEndereco = { PESSOA_CODIGO, ENDERECO_CODIGO: end.CODIGO };
    expect((await adm.enviar('POST', '/endereco_pessoa', ligarEndereco)).statusCode).toBe(201);
    expect(
      (await adm.enviar('POST', '/telefone_pessoa', { PESSOA_CODIGO: 999999, TELEFONE_CODIGO: tel.CODIGO }))
        .statusCode,
    ).toBe(404);

    const f = await criar({
      ...novoFuncionario(),
      PESSOA: undefined,
      PESSOA_CODIGO,
      TELEFONE: undefined,
      ENDERECO: undefined,
    });
    const full = (await adm.enviar('GET', `/funcionario-full/${f.CODIGO_FUNCIONARIO}`)).json();
    expect(full.TELEFONE.map((t: { CODIGO: number }) => t.CODIGO)).toEqual([tel.CODIGO]);
    expect(full.ENDERECO.map((e: { CODIGO: number }) => e.CODIGO)).toEqual([end.CODIGO]);
    expect((await adm.enviar('GET', `/telefone_pessoa/${PESSOA_CODIGO}`)).json()).toEqual([tel]);
    expect((await adm.enviar('GET', `/endereco_pessoa/${PESSOA_CODIGO}`)).json()).toEqual([end]);
    expect((await adm.enviar('GET', '/telefone_pessoa/999999')).statusCode).toBe(404);
  });

  it('desvincula telefone e endereço da pessoa, e eles somem com o último vínculo (decisão 0019)', async () => {
    const f = await criar();
    const full = (await adm.enviar('GET', `/funcionario-full/${f.CODIGO_FUNCIONARIO}`)).json();
    const [tel] = full.TELEFONE;
    const [end] = full.ENDERECO;
    const remover = (url: string) => adm.enviar('DELETE', url);
    expect((await remover(`/telefone_pessoa/${f.PESSOA_CODIGO}/${tel.CODIGO}`)).statusCode).toBe(204);
    expect((await remover(`/telefone_pessoa/${f.PESSOA_CODIGO}/${tel.CODIGO}`)).statusCode).toBe(404);
    expect((await remover(`/endereco_pessoa/${f.PESSOA_CODIGO}/${end.CODIGO}`)).statusCode).toBe(204);
    expect((await adm.enviar('GET', `/telefone/${tel.CODIGO}`)).statusCode).toBe(404);
    expect((await adm.enviar('GET', `/endereco/${end.CODIGO}`)).statusCode).toBe(404);
    const depois = (await adm.enviar('GET', `/funcionario/${f.CODIGO_FUNCIONARIO}`)).json();
    // Two unlinks, two transactions: each advanced the version once.
    expect(depois.VERSAO).toBe(f.VERSAO + 2);
  });
});

describe('GET /funcionario e /funcionarioInativo', () => {
  it('paginam por nome, buscam cada palavra sem acento e contam em X-Total-Count', async () => {
    await criar(chamado('Zuleide', 'Câmara Listada'));
    await criar(chamado('Ágata', 'Câmara Listada'));
    await criar(chamado('Bruno', 'Outro Listado'));
    const r = await adm.enviar('GET', '/funcionario?limite=1&busca=camara%20listada');
    expect(r.headers[TOTAL_HEADER]).toBe('2');
    expect(r.json()).toEqual([
      expect.objectContaining({ NOME: 'Ágata', SOBRENOME: 'Câmara Listada', DATA_ADMISSAO: '2023-05-02' }),
    ]);
    const segunda = await adm.enviar('GET', '/funcionario?limite=1&deslocamento=1&busca=camara%20listada');
    expect(segunda.json().map((l: { NOME: string }) => l.NOME)).toEqual(['Zuleide']);
    const todos = await adm.enviar('GET', '/funcionario?busca=listad');
    expect(todos.json()).toHaveLength(3);
    expect(todos.headers[TOTAL_HEADER]).toBe('3');
    expect((await adm.enviar('GET', '/funcionario?limite=0')).statusCode).toBe(400);
  });

  it('o inativo sai da lista de ativos e entra na de inativos com data e motivo', async () => {
    const f = await criar(chamado('Inês', 'Desligada'));
    await adm.enviar('DELETE', `/funcionario/${f.CODIGO_FUNCIONARIO}`, {
      MOTIVO_DEMISSAO: 'Pedido de demissão',
      DATA_DEMISSAO: '2024-02-01',
    });
    expect((await adm.enviar('GET', '/funcionario?busca=desligada')).json()).toEqual([]);
    expect((await adm.enviar('GET', '/funcionarioInativo?busca=desligada')).json()).toEqual([
      expect.objectContaining({
        CODIGO_FUNCIONARIO: f.CODIGO_FUNCIONARIO,
        DATA_DEMISSAO: '2024-02-01',
        MOTIVO_DEMISSAO: 'Pedido de demissão',
      }),
    ]);
  });
  it('mostram cada escrita na leitura seguinte de uma página já lida, pela API ou por fora dela', async () => {
    const pagina = async (rota: string) => {
      const r = await adm.enviar('GET', `${rota}?busca=mutavel&limite=10`);
      return { nomes: r.json().map((l: { NOME: string }) => l.NOME), total: r.headers[TOTAL_HEADER] };
    };
    expect(await pagina('/funcionario')).toEqual({ nomes: [], total: '0' });
    const f = await criar(chamado('Otília', 'Mutável'));
    expect(await pagina('/funcionario')).toEqual({ nomes: ['Otília'], total: '1' });
    const renomeada = await adm.enviar('PUT', `/pessoa/${f.PESSOA_CODIGO}`, {
      ...novaPessoa({ NOME: 'Otílio', SOBRENOME: 'Mutável', CPF: f.PESSOA.CPF }),
    });
    expect(renomeada.statusCode, renomeada.body).toBe(200);
    expect(await pagina('/funcionario')).toEqual({ nomes: ['Otílio'], total: '1' });
    await adm.t.db.update(pessoa).set({ NOME: 'Otávio' }).where(eq(pessoa.CODIGO, f.PESSOA_CODIGO));
    expect(await pagina('/funcionario')).toEqual({ nomes: ['Otávio'], total: '1' });
    expect(await pagina('/funcionarioInativo')).toEqual({ nomes: [], total: '0' });
    await adm.enviar('DELETE', `/funcionario/${f.CODIGO_FUNCIONARIO}`, { MOTIVO_DEMISSAO: 'Mudou-se' });
    expect(await pagina('/funcionario')).toEqual({ nomes: [], total: '0' });
    expect(await pagina('/funcionarioInativo')).toEqual({ nomes: ['Otávio'], total: '1' });
  });

  it('mostram na hora a edição do funcionário e um UPDATE direto na sua tabela', async () => {
    const f = await criar(chamado('Rute', 'Recontratada'));
    const datas = async () =>
      (await adm.enviar('GET', '/funcionario?busca=recontratada&limite=10'))
        .json()
        .map((l: { DATA_ADMISSAO: string; CARGO: string }) => [l.DATA_ADMISSAO, l.CARGO]);
    expect(await datas()).toEqual([['2023-05-02', 'Técnico(a) de enfermagem']]);
    const lido = (await adm.enviar('GET', `/funcionario/${f.CODIGO_FUNCIONARIO}`)).json();
    const editado = await adm.enviar('PUT', `/funcionario/${f.CODIGO_FUNCIONARIO}`, {
      ...novoFuncionario({ DATA_ADMISSAO: '2023-06-01', VERSAO: lido.VERSAO }),
      PESSOA: undefined,
      TELEFONE: undefined,
      ENDERECO: undefined,
      CONTA: undefined,
    });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(await datas()).toEqual([['2023-06-01', 'Técnico(a) de enfermagem']]);
    await adm.t.db
      .update(funcionario)
      .set({ CARGO: 'Cuidador(a)' })
      .where(eq(funcionario.CODIGO_FUNCIONARIO, f.CODIGO_FUNCIONARIO));
    expect(await datas()).toEqual([['2023-06-01', 'Cuidador(a)']]);
  });
});

describe('PUT /funcionario/{id}', () => {
  it('grava funcionário, pessoa, lista de telefones e conta de uma vez, com a VERSAO lida', async () => {
    const f = await criar();
    const full = (await adm.enviar('GET', `/funcionario-full/${f.CODIGO_FUNCIONARIO}`)).json();
    const [tel] = full.TELEFONE;
    const r = await adm.enviar('PUT', `/funcionario/${f.CODIGO_FUNCIONARIO}`, {
      ...novoFuncionario({ CARGO: 'Enfermeiro(a)', VERSAO: f.VERSAO }),
      PESSOA: novaPessoa({ NOME: 'Joana Maria', CPF: f.PESSOA.CPF }),
      TELEFONE: [
        { CODIGO: tel.CODIGO, NUMERO: '11911112222' },
        { NUMERO: '1133335555', TIPO: 'recado' },
      ],
      ENDERECO: [],
      CONTA: null,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ CARGO: 'Enfermeiro(a)', VERSAO: f.VERSAO + 1, CONTA: null });
    expect(r.json().PESSOA.NOME).toBe('Joana Maria');
    const depois = (await adm.enviar('GET', `/funcionario-full/${f.CODIGO_FUNCIONARIO}`)).json();
    expect(depois.TELEFONE.map((t: { NUMERO: string }) => t.NUMERO)).toEqual(['11911112222', '1133335555']);
    expect(depois.ENDERECO).toEqual([]);
  });

  it('recusa uma VERSAO velha (409), também depois de PUT /pessoa ou da conta, sem gravar', async () => {
    const f = await criar();
    const salvar = (versao: number) =>
      adm.enviar('PUT', `/funcionario/${f.CODIGO_FUNCIONARIO}`, {
        ...novoFuncionario({ CARGO: 'Cozinha', VERSAO: versao }),
        PESSOA: undefined,
        TELEFONE: undefined,
        ENDERECO: undefined,
        CONTA: undefined,
      });
    await adm.enviar('PUT', `/pessoa/${f.PESSOA_CODIGO}`, { ...novaPessoa({ CPF: f.PESSOA.CPF }) });
    const velha = await salvar(f.VERSAO);
    expect(velha.statusCode).toBe(409);
    expect(velha.json().message).toBe(MENSAGENS.registroAlterado);
    const lido = (await adm.enviar('GET', `/funcionario/${f.CODIGO_FUNCIONARIO}`)).json();
    expect(lido.CARGO).toBe(f.CARGO);
    await adm.enviar('PUT', `/conta-bancaria-funcionario/${f.CODIGO_FUNCIONARIO}`, {
      BANCO: '237',
      AGENCIA: '1',
      CONTA: '2',
    });
    expect((await salvar(lido.VERSAO)).statusCode).toBe(409);
    expect((await salvar(lido.VERSAO + 1)).statusCode).toBe(200);
  });

  it('recusa demissão anterior à nova admissão de um inativo', async () => {
    const f = await criar();
    await adm.enviar('DELETE', `/funcionario/${f.CODIGO_FUNCIONARIO}`, {
      MOTIVO_DEMISSAO: 'Fim do contrato',
      DATA_DEMISSAO: '2024-01-10',
    });
    const r = await adm.enviar('PUT', `/funcionario/${f.CODIGO_FUNCIONARIO}`, {
      ...novoFuncionario({ DATA_ADMISSAO: '2024-03-01' }),
      PESSOA: undefined,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(MENSAGENS.demissaoAntesDaAdmissao);
  });
});

describe('unicidade ao criar e ao editar', () => {
  it('CPF e RG da pessoa: 409 pelo funcionário aninhado, ao criar e ao editar', async () => {
    const rg = `SP${novoCpf()}`;
    const primeiro = await criar(novoFuncionario({ PESSOA: novaPessoa({ CPF: novoCpf(), RG: rg }) }));
    for (const documento of [{ CPF: primeiro.PESSOA.CPF }, { RG: rg }]) {
      const criado = await adm.enviar(
        'POST',
        '/funcionario',
        novoFuncionario({ PESSOA: novaPessoa(documento) }),
      );
      expect(criado.statusCode).toBe(409);
      expect(criado.json().message).toBe(MENSAGENS.jaExistente(Object.keys(documento)[0] ?? ''));
    }
    const segundo = await criar();
    const editado = await adm.enviar('PUT', `/funcionario/${segundo.CODIGO_FUNCIONARIO}`, {
      ...novoFuncionario(),
      PESSOA: novaPessoa({ CPF: primeiro.PESSOA.CPF }),
    });
    expect(editado.statusCode).toBe(409);
    expect(editado.json().message).toBe(MENSAGENS.jaExistente('CPF'));
    const lido = (await adm.enviar('GET', `/funcionario/${segundo.CODIGO_FUNCIONARIO}`)).json();
    expect(lido.PESSOA.CPF).toBe(segundo.PESSOA.CPF);
  });

  it('responsável técnico ao editar: 409 enquanto outro ativo o é', async () => {
    await semResponsavelTecnico();
    const rt = await criar(novoFuncionario({ RESPONSAVEL_TECNICO: true }));
    const outro = await criar();
    const corpo = { ...novoFuncionario({ RESPONSAVEL_TECNICO: true }), PESSOA: undefined };
    const r = await adm.enviar('PUT', `/funcionario/${outro.CODIGO_FUNCIONARIO}`, corpo);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(MENSAGENS.jaExistente('Responsável técnico'));
    await adm.enviar('DELETE', `/funcionario/${rt.CODIGO_FUNCIONARIO}`, { MOTIVO_DEMISSAO: 'Saiu' });
    expect((await adm.enviar('PUT', `/funcionario/${outro.CODIGO_FUNCIONARIO}`, corpo)).statusCode).toBe(200);
  });

  it('PUT com corpo malformado é 400 e não grava nada', async () => {
    const f = await criar();
    const antes = await contarLinhasDeFuncionarios(adm.t.db);
    for (const extra of [{ FOO: 1 }, { CONSELHO_NUMERO: null }, { VERSAO: 0 }, { CONTA: { BANCO: '1' } }]) {
      const r = await adm.enviar('PUT', `/funcionario/${f.CODIGO_FUNCIONARIO}`, novoFuncionario(extra));
      expect(r.statusCode, JSON.stringify(extra)).toBe(400);
    }
    expect(await contarLinhasDeFuncionarios(adm.t.db)).toEqual(antes);
  });

  it('editar um telefone da pessoa (PUT /telefone) avança a VERSAO do funcionário', async () => {
    const f = await criar();
    const [tel] = (await adm.enviar('GET', `/telefone_pessoa/${f.PESSOA_CODIGO}`)).json();
    await adm.enviar('PUT', `/telefone/${tel.CODIGO}`, { NUMERO: '11955554444' });
    expect((await adm.enviar('GET', `/funcionario/${f.CODIGO_FUNCIONARIO}`)).json().VERSAO).toBe(
      f.VERSAO + 1,
    );
  });
});

describe('responsável técnico', () => {
  it('só um ativo por vez: o segundo é 409, e volta a ser possível quando o primeiro sai', async () => {
    await semResponsavelTecnico();
    const rt = await criar(novoFuncionario({ RESPONSAVEL_TECNICO: true }));
    const segundo = await adm.enviar(
      'POST',
      '/funcionario',
      novoFuncionario({ RESPONSAVEL_TECNICO: 'true' }),
    );
    expect(segundo.statusCode).toBe(409);
    expect(segundo.json().message).toBe(MENSAGENS.jaExistente('Responsável técnico'));
    await adm.enviar('DELETE', `/funcionario/${rt.CODIGO_FUNCIONARIO}`, { MOTIVO_DEMISSAO: 'Aposentadoria' });
    await criar(novoFuncionario({ RESPONSAVEL_TECNICO: true }));
    const volta = await adm.enviar('DELETE', `/funcionario-ativar/${rt.CODIGO_FUNCIONARIO}`);
    expect(volta.statusCode).toBe(409);
    expect(volta.json().message).toBe(MENSAGENS.jaExistente('Responsável técnico'));
  });
});

describe('DELETE /funcionario/{id} e /funcionario-ativar/{id}', () => {
  it('inativa com data e motivo e encerra as sessões do usuário do funcionário na mesma transação', async () => {
    const f = await criar();
    const usuarioCodigo = await criarConta(adm.t.db, {
      login: 'sai.hoje',
      email: 'sai.hoje@lar.org',
      senha: 'segredo1',
      codigoFuncionario: f.CODIGO_FUNCIONARIO,
    });
    const dela = await entrar(adm.t.app, 'sai.hoje@lar.org', 'segredo1');
    const pedir = () => adm.t.app.inject({ method: 'GET', url: '/residente', headers: dela.headers });
    expect((await pedir()).statusCode).toBe(200);

    const r = await adm.enviar('DELETE', `/funcionario/${f.CODIGO_FUNCIONARIO}`, {
      MOTIVO_DEMISSAO: 'Fim do contrato',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ ATIVO: false, MOTIVO_DEMISSAO: 'Fim do contrato' });
    expect(r.json().DATA_DEMISSAO).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await adm.t.db.select().from(sessao).where(eq(sessao.USUARIO_CODIGO, usuarioCodigo))).toEqual([]);
    expect((await pedir()).statusCode).toBe(401);
    // The administrator's own session is untouched.
    expect((await adm.enviar('GET', '/funcionario')).statusCode).toBe(200);
  });

  it('recusa inativar duas vezes, data futura, sem motivo ou antes da admissão', async () => {
    const f = await criar();
    const url = `/funcionario/${f.CODIGO_FUNCIONARIO}`;
    expect((await adm.enviar('DELETE', url, {})).statusCode).toBe(400);
    expect(
      (await adm.enviar('DELETE', url, { MOTIVO_DEMISSAO: 'x', DATA_DEMISSAO: '2999-01-01' })).statusCode,
    ).toBe(400);
    const antes = await adm.enviar('DELETE', url, { MOTIVO_DEMISSAO: 'x', DATA_DEMISSAO: '2020-01-01' });
    expect(antes.json().message).toBe(MENSAGENS.demissaoAntesDaAdmissao);
    expect((await adm.enviar('DELETE', url, { MOTIVO_DEMISSAO: 'Saiu' })).statusCode).toBe(200);
    const deNovo = await adm.enviar('DELETE', url, { MOTIVO_DEMISSAO: 'Saiu' });
    expect(deNovo.statusCode).toBe(409);
    expect(deNovo.json().message).toBe(MENSAGENS.funcionarioJaInativo);
    expect((await adm.enviar('DELETE', '/funcionario/999999', { MOTIVO_DEMISSAO: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('reativar um ativo é 409', async () => {
    const f = await criar();
    const deNovo = await adm.enviar('DELETE', `/funcionario-ativar/${f.CODIGO_FUNCIONARIO}`);
    expect(deNovo.statusCode).toBe(409);
    expect(deNovo.json().message).toBe(MENSAGENS.funcionarioJaAtivo);
  });
});

describe('readmissão (DELETE /funcionario-ativar/{id}?DATA_ADMISSAO=): cada período de trabalho fica', () => {
  const hoje = () => hojeNoLar(adm.t.app.config.TZ_LAR);
  const demitir = (codigo: number, DATA_DEMISSAO: string, MOTIVO_DEMISSAO: string) =>
    adm.enviar('DELETE', `/funcionario/${codigo}`, { DATA_DEMISSAO, MOTIVO_DEMISSAO });
  const readmitir = (codigo: number, consulta = '') =>
    adm.enviar('DELETE', `/funcionario-ativar/${codigo}${consulta}`);

  it('começa um período na nova data e guarda o anterior com admissão, demissão e motivo', async () => {
    const f = await criar();
    const codigo = f.CODIGO_FUNCIONARIO;
    expect(f.PERIODOS).toEqual([{ DATA_ADMISSAO: '2023-05-02', DATA_DEMISSAO: null, MOTIVO_DEMISSAO: null }]);
    await demitir(codigo, '2024-01-10', 'Fim do contrato');
    const r = await readmitir(codigo, '?DATA_ADMISSAO=2024-03-01');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      ATIVO: true,
      DATA_ADMISSAO: '2024-03-01',
      DATA_DEMISSAO: null,
      MOTIVO_DEMISSAO: null,
    });
    await demitir(codigo, '2024-06-30', 'Pediu demissão');
    // The spec's call sends no date: the home's today.
    const semData = await readmitir(codigo);
    expect(semData.statusCode, semData.body).toBe(200);
    const periodos = [
      { DATA_ADMISSAO: '2023-05-02', DATA_DEMISSAO: '2024-01-10', MOTIVO_DEMISSAO: 'Fim do contrato' },
      { DATA_ADMISSAO: '2024-03-01', DATA_DEMISSAO: '2024-06-30', MOTIVO_DEMISSAO: 'Pediu demissão' },
      { DATA_ADMISSAO: hoje(), DATA_DEMISSAO: null, MOTIVO_DEMISSAO: null },
    ];
    expect(semData.json().PERIODOS).toEqual(periodos);
    expect((await adm.enviar('GET', `/funcionario/${codigo}`)).json().PERIODOS).toEqual(periodos);
    expect((await adm.enviar('GET', `/funcionario-full/${codigo}`)).json().PERIODOS).toEqual(periodos);
    const auditado = await adm.t.db
      .select({ ACAO: auditoria.ACAO, DETALHES: auditoria.DETALHES })
      .from(auditoria)
      .where(and(eq(auditoria.ENTIDADE, 'funcionario'), eq(auditoria.REGISTRO, String(codigo))))
      .orderBy(auditoria.CODIGO);
    expect(auditado.filter((a) => a.ACAO === 'reativar').map((a) => a.DETALHES)).toEqual([
      { data: '2024-03-01' },
      { data: hoje() },
    ]);
  });

  it('recusa data antes da última demissão, futura ou ilegível (400) e VERSAO velha (409), sem gravar nada', async () => {
    const f = await criar();
    const codigo = f.CODIGO_FUNCIONARIO;
    const demitido = (await demitir(codigo, '2024-01-10', 'Fim do contrato')).json();
    const antes = await contarLinhasDeFuncionarios(adm.t.db);
    const lido = (await adm.enviar('GET', `/funcionario/${codigo}`)).body;

    const cedo = await readmitir(codigo, '?DATA_ADMISSAO=2024-01-09');
    expect(cedo.statusCode).toBe(400);
    expect(cedo.json()).toMatchObject({
      message: READMISSAO_ANTES_DA_DEMISSAO,
      errors: [{ campo: 'DATA_ADMISSAO', mensagem: READMISSAO_ANTES_DA_DEMISSAO }],
    });
    const futura = await readmitir(codigo, '?DATA_ADMISSAO=2999-01-01');
    expect(futura.statusCode).toBe(400);
    expect(futura.json().errors).toEqual([{ campo: 'DATA_ADMISSAO', mensagem: READMISSAO_FUTURA }]);
    const ilegivel = await readmitir(codigo, '?DATA_ADMISSAO=01/03/2024');
    expect(ilegivel.statusCode).toBe(400);
    expect(ilegivel.json().errors[0]).toMatchObject({ campo: 'DATA_ADMISSAO' });
    const velha = await readmitir(codigo, `?DATA_ADMISSAO=2024-03-01&VERSAO=${demitido.VERSAO - 1}`);
    expect(velha.statusCode).toBe(409);
    expect(velha.json().message).toBe(MENSAGENS.registroAlterado);
    expect((await readmitir(codigo, '?VERSAO=abc')).statusCode).toBe(400);
    expect((await readmitir(999999, '?DATA_ADMISSAO=2024-03-01')).statusCode).toBe(404);

    expect(await contarLinhasDeFuncionarios(adm.t.db)).toEqual(antes);
    expect((await adm.enviar('GET', `/funcionario/${codigo}`)).body).toBe(lido);
    // On the very day of the dismissal, with the VERSAO read: accepted.
    const mesmoDia = await readmitir(codigo, `?DATA_ADMISSAO=2024-01-10&VERSAO=${demitido.VERSAO}`);
    expect(mesmoDia.statusCode, mesmoDia.body).toBe(200);
  });

  it('ao editar, a admissão do período atual não volta para antes da demissão do anterior', async () => {
    const f = await criar();
    const codigo = f.CODIGO_FUNCIONARIO;
    await demitir(codigo, '2024-01-10', 'Fim do contrato');
    const readmitido = (await readmitir(codigo, '?DATA_ADMISSAO=2024-03-01')).json();
    const editar = (DATA_ADMISSAO: string, VERSAO: number) =>
      adm.enviar('PUT', `/funcionario/${codigo}`, {
        ...novoFuncionario({ DATA_ADMISSAO }),
        PESSOA: undefined,
        VERSAO,
      });
    const r = await editar('2023-12-01', readmitido.VERSAO);
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual([{ campo: 'DATA_ADMISSAO', mensagem: READMISSAO_ANTES_DA_DEMISSAO }]);
    const certo = await editar('2024-02-15', readmitido.VERSAO);
    expect(certo.statusCode, certo.body).toBe(200);
    expect(certo.json().PERIODOS.map((p: { DATA_ADMISSAO: string }) => p.DATA_ADMISSAO)).toEqual([
      '2023-05-02',
      '2024-02-15',
    ]);
  });

  it('a conta fica bloqueada: a senha antiga não entra até o administrador reativar o acesso', async () => {
    const f = await criar();
    const codigo = f.CODIGO_FUNCIONARIO;
    await criarConta(adm.t.db, {
      login: 'volta.depois',
      email: 'volta.depois@lar.org',
      senha: 'segredo1',
      codigoFuncionario: codigo,
    });
    const login = () =>
      adm.t.app.inject({
        method: 'POST',
        url: '/login/',
        payload: { email: 'volta.depois@lar.org', senha: 'segredo1' },
      });
    expect((await login()).statusCode).toBe(200);
    await demitir(codigo, '2024-01-10', 'Fim do contrato');
    const r = await readmitir(codigo, '?DATA_ADMISSAO=2024-03-01');
    expect(r.json().USUARIO).toMatchObject({ LOGIN: 'volta.depois', ATIVO: false });
    const recusado = await login();
    expect(recusado.statusCode).toBe(403);
    expect(recusado.json().message).toBe(MENSAGENS.usuarioInativo);

    const conta = r.json().USUARIO;
    const ligar = await adm.enviar('POST', `/usuario-reativar/${codigo}`, { VERSAO: conta.VERSAO });
    expect(ligar.statusCode, ligar.body).toBe(200);
    expect(ligar.json()).toMatchObject({ LOGIN: 'volta.depois', ATIVO: true });
    expect((await login()).statusCode).toBe(200);
  });
});

describe('conta bancária nas rotas próprias', () => {
  it('cria uma por funcionário; a segunda é 409; edita com VERSAO', async () => {
    const f = await criar(novoFuncionario({ CONTA: null }));
    const conta = { CODIGO_FUNCIONARIO: f.CODIGO_FUNCIONARIO, BANCO: '341', AGENCIA: '0001', CONTA: '1-1' };
    const criada = await adm.enviar('POST', '/conta-bancaria-funcionario', conta);
    expect(criada.statusCode).toBe(201);
    expect(criada.json()).toMatchObject({ ...conta, TIPO_CONTA: 'corrente', CHAVE_PIX: null, VERSAO: 1 });
    const segunda = await adm.enviar('POST', '/conta-bancaria-funcionario', conta);
    expect(segunda.statusCode).toBe(409);
    expect(segunda.json().message).toBe(MENSAGENS.jaExistente('Conta bancária'));

    const url = `/conta-bancaria-funcionario/${f.CODIGO_FUNCIONARIO}`;
    const editada = await adm.enviar('PUT', url, { ...conta, TIPO_CONTA: 'poupanca', VERSAO: 1 });
    expect(editada.json()).toMatchObject({ TIPO_CONTA: 'poupanca', VERSAO: 2 });
    expect((await adm.enviar('PUT', url, { ...conta, VERSAO: 1 })).statusCode).toBe(409);
    const outro = await adm.enviar('PUT', url, { ...conta, CODIGO_FUNCIONARIO: f.CODIGO_FUNCIONARIO + 1 });
    expect(outro.statusCode).toBe(400);
    expect(outro.json().message).toBe(MENSAGENS.funcionarioDoCorpoDiferente);
  });

  it('404 para funcionário ou conta que não existem; corpo estranho é 400', async () => {
    const semConta = await criar(novoFuncionario({ CONTA: null }));
    const conta = { BANCO: '341', AGENCIA: '0001', CONTA: '1-1' };
    expect(
      (await adm.enviar('POST', '/conta-bancaria-funcionario', { ...conta, CODIGO_FUNCIONARIO: 999999 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await adm.enviar('PUT', `/conta-bancaria-funcionario/${semConta.CODIGO_FUNCIONARIO}`, conta))
        .statusCode,
    ).toBe(404);
    const estranho = await adm.enviar('POST', '/conta-bancaria-funcionario', {
      ...conta,
      CODIGO_FUNCIONARIO: semConta.CODIGO_FUNCIONARIO,
      SALDO: 10,
    });
    expect(estranho.statusCode).toBe(400);
    expect((await adm.enviar('GET', `/funcionario/${semConta.CODIGO_FUNCIONARIO}`)).json().CONTA).toBeNull();
  });
});
