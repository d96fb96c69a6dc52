import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CAMPOS_PESSOA, pessoaInput, UNICIDADES_PESSOA } from './cadastro.ts';
import {
  formatarCampo,
  formatarNoRegistro,
  formularioVazio,
  rotuloDaUnicidade,
  valorNoCaminho,
} from './catalogo.ts';
import {
  CAMPOS_CONTA_BANCARIA,
  CAMPOS_DEMISSAO,
  CAMPOS_DEPENDENTE,
  CAMPOS_FUNCIONARIO,
  contaBancariaCampos,
  demissaoInput,
  dependenteCampos,
  funcionarioCampos,
  SECOES_FUNCIONARIO,
} from './funcionarios.ts';
import {
  CAMPO_DO_RESIDENTE,
  CAMPOS_CERTIDAO_CASAMENTO,
  CAMPOS_DESACOLHIMENTO,
  CAMPOS_RESIDENTE,
  certidaoCasamentoInput,
  desacolhimentoInput,
  residenteCampos,
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

  it('flexiona o estado civil pelo sexo da pessoa quando ele é conhecido; sem ele mantém "(a)"', () => {
    expect(formatarCampo(CAMPOS_PESSOA.ESTADO_CIVIL, 'C', 'M')).toBe('Casado');
    expect(formatarCampo(CAMPOS_PESSOA.ESTADO_CIVIL, 'C', 'F')).toBe('Casada');
    expect(formatarCampo(CAMPOS_PESSOA.ESTADO_CIVIL, 'V', 'F')).toBe('Viúva');
    expect(formatarCampo(CAMPOS_PESSOA.ESTADO_CIVIL, 'S', 'M')).toBe('Solteiro');
    expect(formatarCampo(CAMPOS_PESSOA.ESTADO_CIVIL, 'D', 'F')).toBe('Divorciada');
    expect(formatarCampo(CAMPOS_PESSOA.ESTADO_CIVIL, 'E', null)).toBe('Separado(a)');
    expect(formatarCampo(CAMPOS_PESSOA.ESTADO_CIVIL, 'U', 'F')).toBe('União estável');
  });

  it('no registro, o sexo vem da mesma pessoa do campo (PESSOA.SEXO para PESSOA.ESTADO_CIVIL)', () => {
    const homem = { PESSOA: { SEXO: 'M', ESTADO_CIVIL: 'C' } };
    const mulher = { PESSOA: { SEXO: 'F', ESTADO_CIVIL: 'C' } };
    const semSexo = { PESSOA: { SEXO: null, ESTADO_CIVIL: 'C' } };
    expect(formatarNoRegistro(homem, 'PESSOA.ESTADO_CIVIL', CAMPOS_PESSOA.ESTADO_CIVIL)).toBe('Casado');
    expect(formatarNoRegistro(mulher, 'PESSOA.ESTADO_CIVIL', CAMPOS_PESSOA.ESTADO_CIVIL)).toBe('Casada');
    expect(formatarNoRegistro(semSexo, 'PESSOA.ESTADO_CIVIL', CAMPOS_PESSOA.ESTADO_CIVIL)).toBe('Casado(a)');
    expect(
      formatarNoRegistro({ SEXO: 'F', ESTADO_CIVIL: 'V' }, 'ESTADO_CIVIL', CAMPOS_PESSOA.ESTADO_CIVIL),
    ).toBe('Viúva');
    expect(formatarNoRegistro(homem, 'PESSOA.SEXO', CAMPOS_PESSOA.SEXO)).toBe('Masculino');
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

  it('cada verificação de unicidade do servidor é a do seu campo no catálogo, com o mesmo rótulo', () => {
    const doCatalogo = Object.entries(CAMPO_DO_RESIDENTE)
      .flatMap(([caminho, c]) =>
        c.unicidade ? [`${c.unicidade.rota} ${caminho.replace('PESSOA.', '')}`] : [],
      )
      .sort();
    const doServidor = [
      ...Object.entries(UNICIDADES_PESSOA).map(([s, campo]) => `/pessoa/${s} ${campo}`),
      ...Object.entries(UNICIDADES_RESIDENTE).map(([s, campo]) => `/residente/${s} ${campo}`),
    ].sort();
    expect(doCatalogo).toEqual(doServidor);
    expect(rotuloDaUnicidade(CAMPOS_RESIDENTE.NUMERO_CERTIDAO_NASCIMENTO)).toBe('Certidão de nascimento');
    expect(rotuloDaUnicidade(CAMPOS_RESIDENTE.CARTAO_SAMS)).toBe('Cartão SAMS');
  });

  it('o funcionário: pessoa, trabalho, conselho e conta; sim/não e vínculo lidos como as pessoas leem', () => {
    expect(SECOES_FUNCIONARIO.map((s) => s.titulo)).toEqual([
      'Dados pessoais',
      'Documentos',
      'Trabalho',
      'Conselho profissional',
      'Conta bancária',
    ]);
    expect(formatarCampo(CAMPOS_FUNCIONARIO.RESPONSAVEL_TECNICO, true)).toBe('Sim');
    expect(formatarCampo(CAMPOS_FUNCIONARIO.VINCULO, 'estatutario')).toBe('Estatutário');
    expect(formatarCampo(CAMPOS_FUNCIONARIO.PIS, '12345678901')).toBe('123.45678.90-1');
    expect(funcionarioCampos.shape.RESPONSAVEL_TECNICO.parse('true')).toBe(true);
    expect(formularioVazio(CAMPOS_FUNCIONARIO).RESPONSAVEL_TECNICO).toBe('false');
    const rotas = Object.values(CAMPOS_DEPENDENTE).flatMap((c) =>
      'unicidade' in c ? [c.unicidade.rota] : [],
    );
    expect(rotas).toEqual(['/dependente/cpf', '/dependente/rg', '/dependente/numero_certidao_nascimento']);
  });

  it('o formulário vazio sai do catálogo, com o valor padrão de cada campo', () => {
    expect(formularioVazio(CAMPOS_PESSOA).NACIONALIDADE).toBe('Brasileira');
    expect(formularioVazio(CAMPOS_PESSOA).CPF).toBe('');
  });
});

/** The catalogue's length and required mark say what the schema enforces, field by field. */
describe.each([
  ['pessoa', CAMPOS_PESSOA, pessoaInput.shape],
  ['residente', CAMPOS_RESIDENTE, residenteCampos.shape],
  ['certidão de casamento', CAMPOS_CERTIDAO_CASAMENTO, certidaoCasamentoInput.shape],
  ['desacolhimento', CAMPOS_DESACOLHIMENTO, desacolhimentoInput.shape],
  ['funcionário', CAMPOS_FUNCIONARIO, funcionarioCampos.shape],
  ['conta bancária', CAMPOS_CONTA_BANCARIA, contaBancariaCampos.shape],
  ['dependente', CAMPOS_DEPENDENTE, dependenteCampos.shape],
  ['demissão', CAMPOS_DEMISSAO, demissaoInput.shape],
] as const)('o catálogo de %s e o esquema concordam', (_, catalogo, forma) => {
  const esquemaDe = (nome: string) => (forma as Record<string, z.ZodType>)[nome];
  it.each(Object.entries(catalogo))('%s', (nome, campo) => {
    const esquema = esquemaDe(nome);
    expect(esquema).toBeDefined();
    // Required: an empty field is refused. Optional: a field left out is accepted.
    if ('obrigatorio' in campo && campo.obrigatorio) expect(esquema?.safeParse('').success).toBe(false);
    else expect(esquema?.safeParse(undefined).success).toBe(true);
    if ('max' in campo && campo.max !== undefined) {
      expect(esquema?.safeParse('a'.repeat(campo.max)).success).toBe(true);
      expect(esquema?.safeParse('a'.repeat(campo.max + 1)).success).toBe(false);
    }
  });
});
