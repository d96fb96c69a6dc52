import { SECOES_RESIDENTE, valorNoCaminho } from '@acolher/contract';
import { describe, expect, it } from 'vitest';
import { CERTIDAO_VAZIA, residenteNovo } from './residente-formulario.ts';

describe('formulário do residente desenhado pelo catálogo (decisão 0022)', () => {
  it('cada campo das seções tem o seu lugar nos valores do formulário: nenhum fica preso a nada', () => {
    const valores = { ...residenteNovo(), CERTIDAO_CASAMENTO: CERTIDAO_VAZIA };
    const caminhos = SECOES_RESIDENTE.flatMap((secao) => secao.campos.map((c) => c.nome));
    expect(caminhos.length).toBeGreaterThan(30);
    for (const caminho of caminhos) expect(typeof valorNoCaminho(valores, caminho), caminho).toBe('string');
  });
});
