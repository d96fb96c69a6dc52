import { describe, expect, it } from 'vitest';
import {
  type Aviso,
  avisosQueAfetam,
  dentroDaFaixa,
  lerSaidaDoAudit,
  pacotesDaArvore,
} from './auditoria-de-dependencias.ts';

describe('a auditoria de dependências da CI', () => {
  it('um relatório do npm audit: só os achados altos e críticos contam', () => {
    const saida = JSON.stringify({
      auditReportVersion: 2,
      vulnerabilities: {
        fastify: {
          severity: 'high',
          range: '<5.7.2',
          via: [{ url: 'https://github.com/advisories/GHSA-x' }],
        },
        cookie: { severity: 'low', range: '<0.7.0', via: [] },
        pg: { severity: 'critical', range: '<1.0.0', via: ['pg-protocol'] },
      },
    });
    const resultado = lerSaidaDoAudit(saida);
    expect(resultado.tipo).toBe('relatorio');
    expect(resultado.tipo === 'relatorio' && resultado.graves).toEqual([
      'fastify <5.7.2 (high) https://github.com/advisories/GHSA-x',
      'pg <1.0.0 (critical)',
    ]);
    expect(lerSaidaDoAudit(JSON.stringify({ vulnerabilities: {} }))).toEqual({
      tipo: 'relatorio',
      graves: [],
    });
  });

  it('o endpoint que recusa (405 do espelho) ou uma saída que não é JSON: inalcançável, com o motivo', () => {
    const recusa = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    });
    expect(lerSaidaDoAudit(recusa)).toEqual({
      tipo: 'inalcancavel',
      motivo: '405 Method Not Allowed - POST https://registry/-/npm/v1/security/advisories/bulk',
    });
    expect(lerSaidaDoAudit('npm error network\nmais')).toEqual({
      tipo: 'inalcancavel',
      motivo: 'npm error network',
    });
  });

  it('faixas de versões: comparadores juntos, alternativas com ||, prerelease como a sua versão', () => {
    expect(dentroDaFaixa('5.7.1', '<5.7.2')).toBe(true);
    expect(dentroDaFaixa('5.7.2', '<5.7.2')).toBe(false);
    expect(dentroDaFaixa('9.1.0', '>=8.0.0 <9.2.0')).toBe(true);
    expect(dentroDaFaixa('7.9.0', '>=8.0.0 <9.2.0')).toBe(false);
    expect(dentroDaFaixa('3.1.5', '<2.4.1 || >=3.0.0 <3.1.6 || >=4.0.0 <4.1.4')).toBe(true);
    expect(dentroDaFaixa('4.2.3', '<2.4.1 || >=3.0.0 <3.1.6 || >=4.0.0 <4.1.4')).toBe(false);
    expect(dentroDaFaixa('10.0.5', '<=10.0.5')).toBe(true);
    expect(dentroDaFaixa('18.4.0-beta.17', '<18.4.0')).toBe(false);
  });

  it('a árvore do npm ls: cada versão de cada pacote, em qualquer profundidade, contra os avisos', () => {
    const arvore = {
      dependencies: {
        '@acolher/server': {
          version: '1.0.0',
          dependencies: {
            fastify: { version: '5.7.1', dependencies: { 'fast-uri': { version: '3.1.9' } } },
            ajv: { version: '8.0.0', dependencies: { 'fast-uri': { version: '3.1.0' } } },
          },
        },
      },
    };
    const avisos: Aviso[] = [
      { pacote: 'fastify', id: 'GHSA-a', gravidade: 'high', afetadas: '<5.7.2' },
      { pacote: 'fast-uri', id: 'GHSA-b', gravidade: 'high', afetadas: '>=3.0.0 <3.1.6' },
      { pacote: 'nodemailer', id: 'GHSA-c', gravidade: 'critical', afetadas: '<99.0.0' },
    ];
    expect(avisosQueAfetam(pacotesDaArvore(arvore), avisos)).toEqual([
      'fastify@5.7.1: GHSA-a (high, afeta <5.7.2)',
      'fast-uri@3.1.0: GHSA-b (high, afeta >=3.0.0 <3.1.6)',
    ]);
  });
});
