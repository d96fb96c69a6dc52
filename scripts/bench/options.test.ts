import { describe, expect, it } from 'vitest';
import { OptionsError, parseOptions } from './options.ts';

describe('parseOptions', () => {
  it('defaults to the volumes and load of DESIGN §8', () => {
    expect(parseOptions([])).toEqual({
      residentes: 10_000,
      acompanhamentos: 200_000,
      funcionarios: 1_000,
      auditoria: 1_000_000,
      duration: 10,
      connections: 50,
      starts: 3,
      limitMinutes: 30,
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

  it.each([
    [['--duration', '0']],
    [['--connections', 'muitas']],
    [['--residentes', '1.5']],
    [['--nada', '1']],
  ])('refuses %j with a message', (argv) => {
    expect(() => parseOptions(argv)).toThrow(OptionsError);
  });
});
