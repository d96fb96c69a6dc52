import type { Campo, Catalogo } from '@acolher/contract';
import { novoCpf } from './residentes.ts';

/**
 * Test support: a body with every field of a catalogue filled with a value its own rule accepts
 * (decision 0054), so a test over "every field" needs no list of fields that a new one would miss.
 * Each field takes the first of these its `entrada` keeps as a value: a selection's first option,
 * a date, then documents and texts of growing strictness.
 */
function candidatos(campo: Campo): string[] {
  const opcoes = campo.opcoes ? Object.keys(campo.opcoes) : [];
  return [
    ...opcoes,
    ...(campo.tipo === 'data' ? ['2020-01-02'] : []),
    novoCpf(),
    '898001160660001',
    '004356870906',
    '12345678919',
    '11222333000181',
    '01310100',
    '123456',
    '1234',
    '10:30',
    'COREN',
    'ana@exemplo.com',
    'Texto',
  ];
}

export function valorDeExemplo(nome: string, campo: Campo): string {
  const aceito = candidatos(campo).find((valor) => {
    const lido = campo.entrada?.safeParse(valor);
    return lido?.success && lido.data !== null;
  });
  if (aceito === undefined) throw new Error(`nenhum valor de exemplo serve para ${nome}`);
  return aceito;
}

/** A body of the catalogue's fields, each filled; `fixos` set what a test needs as it is. */
export function corpoCompleto(
  catalogo: Catalogo<string>,
  fixos: Record<string, unknown> = {},
): Record<string, unknown> {
  const preenchidos = Object.entries(catalogo)
    .filter(([nome]) => !(nome in fixos))
    .map(([nome, campo]) => [nome, valorDeExemplo(nome, campo)]);
  return { ...Object.fromEntries(preenchidos), ...fixos };
}
