import { MENSAGENS, matriculaDe } from '@acolher/contract';
import { describe, expect, it } from 'vitest';
import {
  comAdministrador,
  contarLinhasDeFuncionarios,
  novoFuncionario,
} from '../../../test/support/funcionarios.ts';
import { type Corpo, novoCpf } from '../../../test/support/residentes.ts';

const adm = comAdministrador();

async function funcionarioNovo(): Promise<number> {
  const r = await adm.enviar('POST', '/funcionario', novoFuncionario());
  expect(r.statusCode, r.body).toBe(201);
  return r.json().CODIGO_FUNCIONARIO;
}

function novoDependente(CODIGO_FUNCIONARIO: number, extra: Corpo = {}): Corpo {
  return { CODIGO_FUNCIONARIO, NOME: 'Lucas', SOBRENOME: 'Simões', DATA_NASCIMENTO: '2015-10-12', ...extra };
}

async function criarDependente(corpo: Corpo) {
  const r = await adm.enviar('POST', '/dependente', corpo);
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}

/** A path segment as a client writes it. */
const caminho = (f: number, nome: string, sobrenome: string) =>
  `/dependente/${f}/${encodeURIComponent(nome)}/${encodeURIComponent(sobrenome)}`;

let sequencia = 0;
/** An old termo number never used before in this file, with its livro, folha and registry. */
function termoNovo(): Corpo {
  sequencia += 1;
  return {
    NUMERO_CERTIDAO_NASCIMENTO: String(40_000 + sequencia),
    LIVRO_CERTIDAO_NASCIMENTO: 'A-7',
    FOLHA_CERTIDAO_NASCIMENTO: '12',
    CIDADE_CERTIDAO_NASCIMENTO: 'Santos',
    ESTADO_CERTIDAO_NASCIMENTO: 'SP',
  };
}

describe('dependentes de um funcionário', () => {
  it('cria, lista, lê, edita (renomeando) e apaga pelo funcionário, nome e sobrenome', async () => {
    const f = await funcionarioNovo();
    const criado = await criarDependente(novoDependente(f, { PARENTESCO: 'Filho', CPF: novoCpf() }));
    expect(criado).toMatchObject({ CODIGO_FUNCIONARIO: f, NOME: 'Lucas', VERSAO: 1, PARENTESCO: 'Filho' });
    expect((await adm.enviar('GET', `/dependente/${f}`)).json()).toEqual([criado]);
    // Case, accents and outer blanks aside, as the unique index compares the names.
    expect((await adm.enviar('GET', caminho(f, ' lucas', 'SIMOES'))).json()).toEqual(criado);

    const editado = await adm.enviar('PUT', caminho(f, 'Lucas', 'Simões'), {
      ...novoDependente(f, { NOME: 'Lucas Gabriel' }),
      CODIGO_FUNCIONARIO: undefined,
      VERSAO: 1,
    });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json()).toMatchObject({ NOME: 'Lucas Gabriel', VERSAO: 2 });
    expect((await adm.enviar('GET', caminho(f, 'Lucas', 'Simões'))).statusCode).toBe(404);

    const apagado = await adm.enviar('DELETE', caminho(f, 'Lucas Gabriel', 'Simões'));
    expect(apagado.json()).toEqual({ message: MENSAGENS.dependenteRemovido });
    expect((await adm.enviar('GET', `/dependente/${f}`)).json()).toEqual([]);
    expect((await adm.enviar('DELETE', caminho(f, 'Lucas Gabriel', 'Simões'))).statusCode).toBe(404);
  });

  it('lista por nome como se lê, sem ligar para acentos e maiúsculas, aqui e no registro completo', async () => {
    const f = await funcionarioNovo();
    for (const NOME of ['Pedro', 'Ângela', 'beatriz']) await criarDependente(novoDependente(f, { NOME }));
    const nomes = (lista: { NOME: string }[]) => lista.map((d) => d.NOME);
    expect(nomes((await adm.enviar('GET', `/dependente/${f}`)).json())).toEqual([
      'Ângela',
      'beatriz',
      'Pedro',
    ]);
    expect(nomes((await adm.enviar('GET', `/funcionario-full/${f}`)).json().DEPENDENTES)).toEqual([
      'Ângela',
      'beatriz',
      'Pedro',
    ]);
  });

  it('fica no seu funcionário: o mesmo nome de outro funcionário não é lido, editado nem apagado', async () => {
    const [a, b] = [await funcionarioNovo(), await funcionarioNovo()];
    const doA = await criarDependente(novoDependente(a));
    const doB = await criarDependente(novoDependente(b));
    expect((await adm.enviar('DELETE', caminho(b, 'Lucas', 'Simões'))).statusCode).toBe(200);
    expect((await adm.enviar('GET', `/dependente/${a}`)).json()).toEqual([doA]);
    expect((await adm.enviar('GET', caminho(b, 'Lucas', 'Simões'))).statusCode).toBe(404);
    expect(doB.CODIGO).not.toBe(doA.CODIGO);
    expect((await adm.enviar('GET', '/dependente/999999')).statusCode).toBe(404);
    expect((await adm.enviar('POST', '/dependente', novoDependente(999999))).statusCode).toBe(404);
  });

  it('recusa o mesmo nome duas vezes no mesmo funcionário (409), ao criar e ao renomear', async () => {
    const f = await funcionarioNovo();
    await criarDependente(novoDependente(f));
    const repetido = await adm.enviar('POST', '/dependente', novoDependente(f, { NOME: 'LÚCAS ' }));
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().message).toBe(MENSAGENS.jaExistente('Dependente'));
    await criarDependente(novoDependente(f, { NOME: 'Ana' }));
    const renomeado = await adm.enviar('PUT', caminho(f, 'Ana', 'Simões'), {
      ...novoDependente(f),
      CODIGO_FUNCIONARIO: undefined,
    });
    expect(renomeado.statusCode).toBe(409);
  });

  it('recusa uma VERSAO velha (409) sem gravar', async () => {
    const f = await funcionarioNovo();
    await criarDependente(novoDependente(f));
    const corpo = { ...novoDependente(f, { PARENTESCO: 'Enteado' }), CODIGO_FUNCIONARIO: undefined };
    expect((await adm.enviar('PUT', caminho(f, 'Lucas', 'Simões'), { ...corpo, VERSAO: 1 })).statusCode).toBe(
      200,
    );
    const velho = await adm.enviar('PUT', caminho(f, 'Lucas', 'Simões'), {
      ...corpo,
      PARENTESCO: 'Filho',
      VERSAO: 1,
    });
    expect(velho.statusCode).toBe(409);
    expect((await adm.enviar('GET', caminho(f, 'Lucas', 'Simões'))).json().PARENTESCO).toBe('Enteado');
  });

  it.each([
    ['campo desconhecido', { FOO: 1 }],
    ['sem nome', { NOME: '  ' }],
    ['CPF inválido', { CPF: '111.111.111-11' }],
    ['nascimento no futuro', { DATA_NASCIMENTO: '2999-01-01' }],
  ])('recusa %s com 400 e não grava nada', async (_caso, extra) => {
    const f = await funcionarioNovo();
    const antes = await contarLinhasDeFuncionarios(adm.t.db);
    expect((await adm.enviar('POST', '/dependente', novoDependente(f, extra))).statusCode).toBe(400);
    expect(await contarLinhasDeFuncionarios(adm.t.db)).toEqual(antes);
  });
});

describe('unicidade dos documentos dos dependentes', () => {
  it.each([
    ['CPF', () => ({ CPF: novoCpf() }), 'CPF', '/dependente/cpf'],
    ['RG', () => ({ RG: `MG${novoCpf()}` }), 'RG', '/dependente/rg'],
    [
      'matrícula',
      () => ({ NUMERO_CERTIDAO_NASCIMENTO: matriculaDe(novoCpf().padStart(30, '1')) }),
      'Certidão de nascimento',
      '/dependente/numero_certidao_nascimento',
    ],
    ['termo', termoNovo, 'Certidão de nascimento', '/dependente/numero_certidao_nascimento'],
  ])(
    '%s: 409 ao criar e ao editar, e a checagem vê outro dependente mas não o próprio',
    async (_c, gerar, rotulo, rota) => {
      const [a, b] = [await funcionarioNovo(), await funcionarioNovo()];
      const documento = gerar();
      await criarDependente(novoDependente(a, documento));
      const noOutro = await adm.enviar('POST', '/dependente', novoDependente(b, documento));
      expect(noOutro.statusCode).toBe(409);
      expect(noOutro.json().message).toBe(MENSAGENS.jaExistente(rotulo));

      await criarDependente(novoDependente(b, { NOME: 'Rita' }));
      const editado = await adm.enviar('PUT', caminho(b, 'Rita', 'Simões'), {
        ...novoDependente(b, { NOME: 'Rita', ...documento }),
        CODIGO_FUNCIONARIO: undefined,
      });
      expect(editado.statusCode).toBe(409);

      const checar = async (corpo: Corpo) =>
        (await adm.enviar('POST', rota, { ...documento, ...corpo })).json();
      expect(await checar({})).toEqual({ existente: true });
      expect(await checar({ CODIGO: b, NOME: 'Rita', SOBRENOME: 'Simões' })).toEqual({ existente: true });
      expect(await checar({ CODIGO: a, NOME: 'lucas', SOBRENOME: 'simoes' })).toEqual({ existente: false });
    },
  );

  it('termo antigo: o mesmo número de outro livro ou cartório não é repetido (decision 0023)', async () => {
    const f = await funcionarioNovo();
    const termo = termoNovo();
    await criarDependente(novoDependente(f, termo));
    const outroLivro = { ...termo, LIVRO_CERTIDAO_NASCIMENTO: 'A-8' };
    const rota = '/dependente/numero_certidao_nascimento';
    expect((await adm.enviar('POST', rota, outroLivro)).json()).toEqual({ existente: false });
    await criarDependente(novoDependente(f, { NOME: 'Bia', ...outroLivro }));
    const mesmasPartes = { ...termo, CIDADE_CERTIDAO_NASCIMENTO: ' santos ' };
    expect((await adm.enviar('POST', rota, mesmasPartes)).json()).toEqual({ existente: true });
  });

  it('as checagens são estritas e exigem o valor', async () => {
    expect((await adm.enviar('POST', '/dependente/cpf', { CODIGO: 1 })).statusCode).toBe(400);
    expect((await adm.enviar('POST', '/dependente/rg', { RG: '1', FOO: 1 })).statusCode).toBe(400);
    expect((await adm.enviar('POST', '/dependente/cpf', { CPF: '' })).json()).toEqual({ existente: false });
  });
});
