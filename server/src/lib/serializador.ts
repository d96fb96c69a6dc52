import { serializerCompiler as serializadorDoZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** A value cut to what its schema declares, as zod's encode would leave it when the value is valid. */
type Recorte = (valor: unknown) => unknown;

/** zod 4's definition of a schema: its kind, and the parts this file walks. */
interface Definicao {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  catchall?: z.ZodType;
}

/** A zod 4 schema's definition; undefined for anything else (a plain JSON schema). */
const definicao = (schema: unknown): Definicao | undefined =>
  (schema as { _zod?: { def?: Definicao } } | null)?._zod?.def;

/** Kinds whose value JSON.stringify writes as zod's encode leaves it. */
const PRIMITIVOS = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'null',
  'enum',
  'literal',
  'date',
  'template_literal',
]);
/**
 * Kinds that wrap one schema and pass a present value through to it. A default or a catch decides
 * what an absent or wrong value becomes: left to zod.
 */
const ENVOLTORIOS = new Set(['nullable', 'optional', 'nonoptional', 'readonly']);

/**
 * How to cut a value to `schema`: undefined when it needs no cut (a primitive), null when this file
 * cannot say (unions, records, defaults, transforms, pipes…): then the whole answer goes through zod.
 */
function recorteDe(schema: unknown): Recorte | undefined | null {
  const def = definicao(schema);
  if (!def) return null;
  if (PRIMITIVOS.has(def.type)) return undefined;
  if (ENVOLTORIOS.has(def.type) && def.innerType) {
    const interno = recorteDe(def.innerType);
    if (!interno) return interno;
    return (valor) => (valor === null || valor === undefined ? valor : interno(valor));
  }
  if (def.type === 'array' && def.element) {
    const elemento = recorteDe(def.element);
    if (elemento === null) return null;
    if (!elemento) return (valor) => valor;
    return (valor) => (Array.isArray(valor) ? valor.map(elemento) : valor);
  }
  if (def.type === 'object' && def.shape) return recorteDeObjeto(def);
  return null;
}

/** An object keeps its declared keys, in the declared order (zod's own); unknown keys are dropped. */
function recorteDeObjeto(def: Definicao): Recorte | null {
  // A catch-all (looseObject) keeps unknown keys: left to zod.
  if (def.catchall && definicao(def.catchall)?.type !== 'never') return null;
  const campos: [string, Recorte | undefined][] = [];
  for (const [chave, campo] of Object.entries(def.shape ?? {})) {
    const recorte = recorteDe(campo);
    if (recorte === null) return null;
    campos.push([chave, recorte]);
  }
  return (valor) => {
    if (valor === null || typeof valor !== 'object') return valor;
    const origem = valor as Record<string, unknown>;
    const cortado: Record<string, unknown> = {};
    for (const [chave, recorte] of campos) {
      const v = origem[chave];
      if (v !== undefined) cortado[chave] = recorte ? recorte(v) : v;
    }
    return cortado;
  };
}

/**
 * Every route's answer serializer (app.ts). An answer's schema made of objects, arrays and plain
 * values is written by cutting the value to the schema's keys and `JSON.stringify`: the bytes zod's
 * encode and `JSON.stringify` made, without validating every answer at run time (decision 0051:
 * that validation was most of a list's serialization). The answers are validated against their
 * schemas in the tests instead (test/support/app.ts). Any other schema goes through zod as before.
 */
export const serializadorDaResposta: typeof serializadorDoZod = (rota) => {
  const recorte = recorteDe(rota.schema);
  if (recorte === null) return serializadorDoZod(rota);
  return escritoUmaVez(
    recorte ? (dados) => JSON.stringify(recorte(dados)) : (dados) => JSON.stringify(dados),
  );
};

/**
 * The route's serializer, writing each answer object once, as bytes: a kept answer
 * (lib/cache-do-cadastro.ts) is the same object on every request of its version, so its bytes are made
 * once per version and every request writes those same bytes to its socket (Fastify sends a Buffer as
 * it is). As a string, each request encoded its own copy: the whole residents' list (2.2 MB) fell from
 * 65 to 50 requests a second and the server's RSS rose from 218 to 308 MB at 50 connections (decision
 * 0056). One map per route: two routes may cut one value differently. A kept answer is never changed
 * (its contract), and a fresh one is a new object each time.
 */
function escritoUmaVez(escrever: (dados: unknown) => string): (dados: unknown) => string {
  const escritos = new WeakMap<object, Buffer>();
  return (dados) => {
    if (dados === null || typeof dados !== 'object') return escrever(dados);
    let bytes = escritos.get(dados);
    if (bytes === undefined) {
      bytes = Buffer.from(escrever(dados));
      escritos.set(dados, bytes);
    }
    // Fastify's serializer type says string; its reply sends a Buffer payload unchanged.
    return bytes as unknown as string;
  };
}
