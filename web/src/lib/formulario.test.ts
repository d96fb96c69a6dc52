import { CAMPOS_PESSOA, formularioVazio, listaQuery, MENSAGENS_ZOD, mascaraCpf } from '@acolher/contract';
import { describe, expect, it } from 'vitest';
import { formularioDoCatalogo, formularioDoRegistro, versaoDoRegistro } from './formulario.ts';

describe('forms', () => {
  it("show zod's default messages in Brazilian Portuguese, not its English ones", () => {
    const resultado = listaQuery.safeParse({ limite: 'dez' });
    expect(resultado.success).toBe(false);
    expect(resultado.error?.issues[0]?.message).toBe(MENSAGENS_ZOD.tipoInvalido('um número'));
  });
});

describe('formularioDoRegistro', () => {
  const vazio = { NOME: '', CPF: '', CODIGO_PLANO: '', TITULAR: true, TIPO: 'celular' };

  it('sem registro devolve o formulário vazio', () => {
    expect(formularioDoRegistro(vazio, null)).toEqual(vazio);
  });

  it('toma cada campo do registro: nulo fica vazio, números viram texto, formatos aplicam a máscara', () => {
    const registro = {
      NOME: 'Ana',
      CPF: '52998224725',
      CODIGO_PLANO: 7,
      TITULAR: false,
      TIPO: null,
      EXTRA: 1,
    };
    expect(formularioDoRegistro(vazio, registro, { CPF: mascaraCpf })).toEqual({
      NOME: 'Ana',
      CPF: '529.982.247-25',
      CODIGO_PLANO: '7',
      TITULAR: false,
      TIPO: 'celular',
    });
  });
});

describe('formularioDoCatalogo', () => {
  it('preenche o formulário do catálogo com o registro: documentos com a máscara, nulos vazios', () => {
    const registro = {
      ...formularioVazio(CAMPOS_PESSOA),
      NOME: 'Ana',
      CPF: '52998224725',
      RG: null,
      VERSAO: 3,
    };
    const form = formularioDoCatalogo(CAMPOS_PESSOA, registro);
    expect(form.CPF).toBe('529.982.247-25');
    expect(form.RG).toBe('');
    expect(form.NOME).toBe('Ana');
    expect(form).not.toHaveProperty('VERSAO');
    expect(formularioDoCatalogo(CAMPOS_PESSOA, null)).toEqual(formularioVazio(CAMPOS_PESSOA));
  });

  it('a versão lida vai com o formulário de edição, nunca com o de um registro novo', () => {
    expect(versaoDoRegistro({ VERSAO: 4 })).toEqual({ VERSAO: 4 });
    expect(versaoDoRegistro(null)).toEqual({});
  });
});
