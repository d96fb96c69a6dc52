import { describe, expect, it } from 'vitest';
import { CAMPOS_PESSOA, UNICIDADES_PESSOA } from './cadastro.ts';
import {
  formatarCampo,
  formularioVazio,
  paraFormulario,
  rotuloDaUnicidade,
  valorNoCaminho,
} from './catalogo.ts';
import {
  CAMPO_DO_RESIDENTE,
  CAMPOS_RESIDENTE,
  SECOES_RESIDENTE,
  UNICIDADES_RESIDENTE,
} from './residentes.ts';

describe('catálogo de campos', () => {
  it('formata o valor guardado como as telas e o PDF o mostram', () => {
    expect(formatarCampo(CAMPOS_PESSOA.CPF, '52998224725')).toBe('529.982.247-25');
    expect(formatarCampo(CAMPOS_RESIDENTE.CARTAO_SUS, '898001160660001')).toBe('898 0011 6066 0001');
    expect(formatarCampo(CAMPOS_PESSOA.DATA_NASCIMENTO, '1941-07-09')).toBe('09/07/1941');
    expect(formatarCampo(CAMPOS_PESSOA.ESTADO_CIVIL, 'V')).toBe('Viúvo(a)');
    expect(formatarCampo(CAMPOS_PESSOA.NOME, null)).toBe('');
  });

  it('um valor maior que a máscara aparece inteiro, nunca cortado', () => {
    expect(formatarCampo(CAMPOS_PESSOA.CPF, '529982247251')).toBe('529982247251');
  });

  it('as seções seguem a ordem do formulário, com a pessoa sob PESSOA.', () => {
    expect(SECOES_RESIDENTE.map((s) => s.titulo)).toEqual([
      'Dados pessoais',
      'Documentos',
      'Certidão de nascimento',
      'Certidão de casamento',
      'Acolhimento',
    ]);
    const documentos = SECOES_RESIDENTE[1]?.campos.map((c) => c.nome);
    expect(documentos?.slice(0, 2)).toEqual(['PESSOA.CPF', 'PESSOA.RG']);
    expect(documentos).toContain('CARTAO_SAMS');
    expect(valorNoCaminho({ PESSOA: { CPF: '1' } }, 'PESSOA.CPF')).toBe('1');
    expect(valorNoCaminho({ CERTIDAO_CASAMENTO: null }, 'CERTIDAO_CASAMENTO.NUMERO')).toBeNull();
  });

  it('cada verificação de unicidade do servidor tem o seu campo no catálogo, com o mesmo rótulo', () => {
    const rotas = Object.values(CAMPO_DO_RESIDENTE)
      .flatMap((c) => (c.unicidade ? [c.unicidade.rota] : []))
      .sort();
    const doServidor = [
      ...Object.keys(UNICIDADES_PESSOA).map((s) => `/pessoa/${s}`),
      ...Object.keys(UNICIDADES_RESIDENTE).map((s) => `/residente/${s}`),
    ].sort();
    expect(rotas).toEqual(doServidor);
    expect(rotuloDaUnicidade(CAMPOS_RESIDENTE.NUMERO_CERTIDAO_NASCIMENTO)).toBe('Certidão de nascimento');
    expect(rotuloDaUnicidade(CAMPOS_RESIDENTE.CARTAO_SAMS)).toBe('Cartão SAMS');
  });

  it('o formulário vazio e o de um registro saem do catálogo', () => {
    expect(formularioVazio(CAMPOS_PESSOA).NACIONALIDADE).toBe('Brasileira');
    expect(formularioVazio(CAMPOS_PESSOA).CPF).toBe('');
    const registro = { ...formularioVazio(CAMPOS_PESSOA), CPF: '52998224725', RG: null };
    const form = paraFormulario(CAMPOS_PESSOA, registro);
    expect(form.CPF).toBe('529.982.247-25');
    expect(form.RG).toBe('');
  });
});
