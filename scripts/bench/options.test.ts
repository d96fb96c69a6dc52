import { describe, expect, it } from 'vitest';
import { casoIncluido, casosSemEfeito, HelpRequested, OptionsError, parseOptions } from './options.ts';

describe('parseOptions', () => {
  it('defaults to the volumes and load of docs/arquitetura.md §8', () => {
    expect(parseOptions([])).toEqual({
      residentes: 10_000,
      acompanhamentos: 200_000,
      funcionarios: 1_000,
      auditoria: 1_000_000,
      convenios: 20,
      duration: 10,
      connections: 50,
      starts: 3,
      limitMinutes: 60,
      casos: null,
      markdown: false,
    });
  });

  it('takes the flags', () => {
    const options = parseOptions([
      '--residentes',
      '50',
      '--acompanhamentos',
      '100',
      '--funcionarios',
      '20',
      '--duration',
      '2',
    ]);
    expect(options).toMatchObject({
      residentes: 50,
      acompanhamentos: 100,
      funcionarios: 20,
      duration: 2,
      connections: 50,
    });
  });

  it('takes --casos as lower-case words, and --markdown', () => {
    expect(parseOptions(['--casos', 'Residente, POST /pessoa,', '--markdown'])).toMatchObject({
      casos: ['residente', 'post /pessoa'],
      markdown: true,
    });
  });

  it('keeps the endpoint lines and phases --casos names, and all of them without it', () => {
    const casos = parseOptions(['--casos', 'convenio,prontuario']);
    expect(casoIncluido(casos, 'GET /convenio/1')).toBe(true);
    expect(casoIncluido(casos, 'prontuario')).toBe(true);
    expect(casoIncluido(casos, 'GET /residente')).toBe(false);
    expect(casoIncluido(casos, 'rajada')).toBe(false);
    expect(casoIncluido(parseOptions([]), 'rajada')).toBe(true);
    const inteira = parseOptions(['--casos', 'GET /residente$']);
    expect(casoIncluido(inteira, 'GET /residente')).toBe(true);
    expect(casoIncluido(inteira, 'GET /residente/1')).toBe(false);
  });

  it('names the --casos words that keep nothing (a typo must not run an empty bench)', () => {
    const casos = parseOptions(['--casos', 'convenio,resdente,web']);
    expect(casosSemEfeito(casos, ['GET /convenio', 'GET /residente', 'web'])).toEqual(['resdente']);
    expect(casosSemEfeito(parseOptions([]), ['GET /convenio'])).toEqual([]);
  });

  it('answers --help with the usage', () => {
    expect(() => parseOptions(['--help'])).toThrow(HelpRequested);
  });

  it.each([
    [['--casos', ' , ']],
    [['--duration', '0']],
    [['--connections', 'muitas']],
    [['--residentes', '1.5']],
    [['--nada', '1']],
  ])('refuses %j with a message', (argv) => {
    expect(() => parseOptions(argv)).toThrow(OptionsError);
  });
});
