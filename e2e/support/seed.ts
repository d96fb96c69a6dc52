import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createDb, type Db } from '../../server/src/db/client.ts';
import {
  beneficio,
  convenio,
  endereco,
  enderecoFamiliar,
  familiar,
  funcionario,
  pessoa,
  residente,
  residenteConvenio,
  residenteFamiliar,
  telefone,
  telefoneFamiliar,
} from '../../server/src/db/schema.ts';
import { criarConta } from '../../server/test/support/sessoes.ts';

export interface Conta {
  login: string;
  email: string;
  senha: string;
  /** The name the header greets: the employee's first name. */
  nome: string;
  /** The employee's CODIGO_FUNCIONARIO (`#/funcionarios/12`). */
  codigo: number;
}

export interface NovoResidente {
  nome: string;
  sobrenome: string;
  nascimento: string;
  /** 11 digits, as the database keeps it. */
  cpf?: string;
  beneficio?: { nome: string; provaDeVida: string };
  /** The CODIGO of a plan the resident is a member of. */
  convenio?: number;
  familiar?: NovoFamiliar;
}

/** A relative of the resident, with phones (digits, as stored) and the city of one address. */
export interface NovoFamiliar {
  nome: string;
  sobrenome: string;
  parentesco: string;
  telefones: string[];
  cidade: string;
  uf: string;
}

/** An employee without an account, as the Funcionários section lists it. */
export interface NovoFuncionario {
  codigo: number;
  nome: string;
  sobrenome: string;
}

export interface OpcoesDaConta {
  primeiroAcesso?: boolean;
  /** PERMISSAO_ACESSO: the care team (2) unless said. */
  permissao?: number;
  /** The employee's council registration, valid until this day (YYYY-MM-DD). */
  conselhoAte?: string;
}

export interface Semeador {
  /** An employee with an account (of the care team unless `permissao` says), unique in the run. */
  conta(opcoes?: OpcoesDaConta): Promise<Conta>;
  /** An employee with no account yet, unique in the run. */
  funcionario(): Promise<NovoFuncionario>;
  /** Answers the resident's CODIGO_RESIDENTE, for the addresses of its record (`#/residentes/12`). */
  residente(dados: NovoResidente): Promise<number>;
  /** An active health plan; answers its CODIGO. */
  convenio(nome: string): Promise<number>;
}

/**
 * Each call gives names no other test of the run uses, so tests never share a user. Letters only:
 * name fields take no digits (docs/produto.md §5 letters mask).
 */
export function sufixoUnico(bytes = 4): string {
  return Array.from(randomBytes(bytes), (b) => LETRAS.charAt(b >> 4) + LETRAS.charAt(b & 15)).join('');
}
const LETRAS = 'abcdefghijklmnop';

async function criarPessoa(
  db: Db,
  dados: { nome: string; sobrenome: string; nascimento: string; cpf?: string },
): Promise<number> {
  const [criada] = await db
    .insert(pessoa)
    .values({
      NOME: dados.nome,
      SOBRENOME: dados.sobrenome,
      DATA_NASCIMENTO: dados.nascimento,
      CPF: dados.cpf ?? null,
    })
    .returning({ CODIGO: pessoa.CODIGO });
  if (!criada) throw new Error('pessoa não criada');
  return criada.CODIGO;
}

async function criarFuncionario(db: Db, conselhoAte?: string): Promise<NovoFuncionario> {
  const nome = `Marta${sufixoUnico()}`;
  const sobrenome = 'Cuidadora';
  const pessoaCodigo = await criarPessoa(db, { nome, sobrenome, nascimento: '1985-04-12' });
  const [criado] = await db
    .insert(funcionario)
    .values({
      PESSOA_CODIGO: pessoaCodigo,
      CARGO: 'Cuidadora',
      DATA_ADMISSAO: '2020-03-02',
      ...(conselhoAte && {
        CONSELHO_SIGLA: 'COREN',
        CONSELHO_NUMERO: '123.456',
        CONSELHO_UF: 'SP',
        CONSELHO_VALIDADE: conselhoAte,
      }),
    })
    .returning({ CODIGO_FUNCIONARIO: funcionario.CODIGO_FUNCIONARIO });
  if (!criado) throw new Error('funcionário não criado');
  return { codigo: criado.CODIGO_FUNCIONARIO, nome, sobrenome };
}

async function criarContaDeFuncionario(db: Db, opcoes: OpcoesDaConta): Promise<Conta> {
  const { codigo, nome } = await criarFuncionario(db, opcoes.conselhoAte);
  const sufixo = nome.slice('Marta'.length);
  const conta = { login: `marta.${sufixo}`, email: `marta.${sufixo}@acolher.test`, senha: `senha-${sufixo}` };
  await criarConta(db, {
    ...conta,
    primeiroAcesso: opcoes.primeiroAcesso ?? false,
    ...(opcoes.permissao !== undefined && { permissao: opcoes.permissao }),
    codigoFuncionario: codigo,
  });
  return { ...conta, nome, codigo };
}

async function criarFamiliar(db: Db, codigoResidente: number, dados: NovoFamiliar): Promise<void> {
  const [criado] = await db
    .insert(familiar)
    .values({ NOME: dados.nome, SOBRENOME: dados.sobrenome })
    .returning({ CODIGO: familiar.CODIGO });
  if (!criado) throw new Error('familiar não criado');
  const FAMILIAR_CODIGO = criado.CODIGO;
  await db
    .insert(residenteFamiliar)
    .values({ RESIDENTE_CODIGO: codigoResidente, FAMILIAR_CODIGO, PARENTESCO: dados.parentesco });
  for (const NUMERO of dados.telefones) {
    const [fone] = await db.insert(telefone).values({ NUMERO }).returning({ CODIGO: telefone.CODIGO });
    await db.insert(telefoneFamiliar).values({ FAMILIAR_CODIGO, TELEFONE_CODIGO: fone?.CODIGO ?? 0 });
  }
  const [casa] = await db
    .insert(endereco)
    .values({ LOGRADOURO: 'Rua das Flores', CIDADE: dados.cidade, ESTADO: dados.uf })
    .returning({ CODIGO: endereco.CODIGO });
  await db.insert(enderecoFamiliar).values({ FAMILIAR_CODIGO, ENDERECO_CODIGO: casa?.CODIGO ?? 0 });
}

async function criarResidente(db: Db, dados: NovoResidente): Promise<number> {
  const pessoaCodigo = await criarPessoa(db, dados);
  const [criado] = await db
    .insert(residente)
    // Never the column's default: the database's current_date is UTC's, a day ahead of the home's at night.
    .values({ PESSOA_CODIGO: pessoaCodigo, DATA_ACOLHIMENTO: '2024-01-15' })
    .returning({ CODIGO_RESIDENTE: residente.CODIGO_RESIDENTE });
  if (!criado) throw new Error('residente não criado');
  if (dados.beneficio) {
    await db.insert(beneficio).values({
      CODIGO_RESIDENTE: criado.CODIGO_RESIDENTE,
      NOME_BENEFICIO: dados.beneficio.nome,
      PROVAS_VIDA: dados.beneficio.provaDeVida,
    });
  }
  if (dados.convenio !== undefined) {
    await db.insert(residenteConvenio).values({
      RESIDENTE_CODIGO: criado.CODIGO_RESIDENTE,
      CONVENIO_CODIGO: dados.convenio,
      NUMERO_CONVENIO: sufixoUnico(),
    });
  }
  if (dados.familiar) await criarFamiliar(db, criado.CODIGO_RESIDENTE, dados.familiar);
  return criado.CODIGO_RESIDENTE;
}

async function criarConvenio(db: Db, nome: string): Promise<number> {
  const [criado] = await db.insert(convenio).values({ NOME: nome }).returning({ CODIGO: convenio.CODIGO });
  if (!criado) throw new Error('convênio não criado');
  return criado.CODIGO;
}

/** Seeds straight into the run's database with the server's own tables; the pool closes after the file. */
export function usarSemeador(): Semeador {
  let pool: pg.Pool | undefined;
  let db: Db | undefined;
  const banco = (): Db => {
    pool ??= new pg.Pool({ connectionString: inject('e2e').databaseUrl, max: 2 });
    db ??= createDb(pool);
    return db;
  };
  afterAll(async () => {
    await pool?.end();
  });
  return {
    conta: (opcoes = {}) => criarContaDeFuncionario(banco(), opcoes),
    funcionario: () => criarFuncionario(banco()),
    residente: (dados) => criarResidente(banco(), dados),
    convenio: (nome) => criarConvenio(banco(), nome),
  };
}

/** The home's calendar (TZ_LAR), which decides "due soon" and "born this month". */
export function hojeNoLar(): { ano: number; mes: number; dia: number } {
  const partes = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const valor = (tipo: string) => Number(partes.find((p) => p.type === tipo)?.value);
  return { ano: valor('year'), mes: valor('month'), dia: valor('day') };
}

export function dataIso(ano: number, mes: number, dia: number): string {
  return `${String(ano).padStart(4, '0')}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}

/** dd/MM/yyyy, as every screen shows dates. */
export function dataBr(iso: string): string {
  const [ano, mes, dia] = iso.split('-');
  return `${dia}/${mes}/${ano}`;
}
