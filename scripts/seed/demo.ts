import { sql } from 'drizzle-orm';
import type { Tx } from '../../server/src/db/client.ts';
import {
  beneficio,
  certidaoCasamento,
  contaBancaria,
  convenio,
  dependente,
  endereco,
  enderecoConvenio,
  enderecoFamiliar,
  enderecoPessoa,
  familiar,
  funcionario,
  pessoa,
  residente,
  residenteConvenio,
  residenteFamiliar,
  telefone,
  telefoneConvenio,
  telefoneFamiliar,
  telefoneParentesco,
  telefonePessoa,
  usuario,
} from '../../server/src/db/schema.ts';
import { hashPassword } from '../../server/src/lib/password.ts';
import { data, hojeNoFuso, horaNoFuso, somarDias } from './datas.ts';
import { type EquipeDoDemo, semearAcompanhamentosDoDemo } from './demo-acompanhamentos.ts';
import { cartaoSus, cnpj, cpfDaBase, tituloEleitor } from './documentos.ts';
import {
  BAIRROS,
  BANCOS,
  CARGOS,
  type Cargo,
  CIDADES,
  LOGRADOUROS,
  NOMES_FEMININOS,
  NOMES_MASCULINOS,
  PARENTESCOS,
  SOBRENOMES,
} from './nomes.ts';
import { Sorteio } from './sorteio.ts';

/** The team account the demo creates; its password is documented in docs/decisions/0002-data-model.md. */
export const USUARIO_DEMO = { LOGIN: 'equipe', EMAIL: 'equipe@acolher.local', SENHA: 'equipe123' } as const;

const QUANTOS = { residentes: 30, inativos: 2, aniversariantes: 5 };

const CONVENIOS = [
  { NOME: 'Unimed Vale do Café', TIPO: 'saude', REGISTRO_ANS: '312345' },
  { NOME: 'Bradesco Saúde Sênior', TIPO: 'saude', REGISTRO_ANS: '005711' },
  { NOME: 'OdontoVida', TIPO: 'odontologico', REGISTRO_ANS: '418765' },
  { NOME: 'Farmácia Popular São Bento', TIPO: 'farmacia', REGISTRO_ANS: null },
  { NOME: 'Plano Funerário Paz Eterna', TIPO: 'funerario', REGISTRO_ANS: null },
  { NOME: 'Saúde Solidária (descredenciado)', TIPO: 'saude', REGISTRO_ANS: '339900' },
] as const;

const BENEFICIOS = ['Aposentadoria por idade', 'Pensão por morte', 'BPC/LOAS'] as const;

interface Contexto {
  tx: Tx;
  sorteio: Sorteio;
  hoje: string;
  /** Numbers every generated document, so no two collide with a unique index. */
  sequencia: number;
}

/** No demo person uses more document numbers than this (a resident: CPF, RG, 4 resident documents, relatives' CPFs, card). */
const DOCUMENTOS_POR_PESSOA = 20;

/**
 * `prefixo` followed by the next sequence number in 6 fixed digits: values built this way never
 * repeat, within a run or across `--force` runs (each starts past the previous one's numbers).
 */
function documento(ctx: Contexto, prefixo: string): string {
  ctx.sequencia += 1;
  if (ctx.sequencia > 999_999) throw new Error('Sequência de documentos da demonstração esgotada.');
  return `${prefixo}${String(ctx.sequencia).padStart(6, '0')}`;
}

function primeira<T>(linhas: T[]): T {
  const [linha] = linhas;
  if (linha === undefined) throw new Error('INSERT sem RETURNING');
  return linha;
}

function nomeCompleto(ctx: Contexto, sexo: 'F' | 'M') {
  const nomes = sexo === 'F' ? NOMES_FEMININOS : NOMES_MASCULINOS;
  return {
    NOME: ctx.sorteio.item(nomes),
    SOBRENOME: `${ctx.sorteio.item(SOBRENOMES)} ${ctx.sorteio.item(SOBRENOMES)}`,
  };
}

/** Demo CPFs start with 1–6; volume ones with 8 (volume.ts). */
function cpfNovo(ctx: Contexto): string {
  return cpfDaBase(documento(ctx, `${ctx.sorteio.inteiro(1, 6)}${ctx.sorteio.digitos(2)}`));
}

/** A new person's code and sex (an employee's job title agrees with it). */
async function inserirPessoa(ctx: Contexto, nascimento: string, estadoCivil: string) {
  const sexo = ctx.sorteio.chance(0.6) ? 'F' : 'M';
  const [cidade, uf] = ctx.sorteio.item(CIDADES);
  const valores = {
    ...nomeCompleto(ctx, sexo),
    DATA_NASCIMENTO: nascimento,
    SEXO: sexo,
    ESTADO_CIVIL: estadoCivil,
    CPF: cpfNovo(ctx),
    RG: `${documento(ctx, ctx.sorteio.digitos(2))}${ctx.sorteio.chance(0.2) ? 'X' : ''}`,
    ORGAO_EMISSOR_RG: 'SSP',
    UF_RG: uf,
    NATURALIDADE: cidade,
    UF_NATURALIDADE: uf,
    NOME_MAE: `${nomeCompleto(ctx, 'F').NOME} ${ctx.sorteio.item(SOBRENOMES)}`,
    RELIGIAO: ctx.sorteio.item(['Católica', 'Evangélica', 'Espírita', 'Sem religião']),
  };
  const { CODIGO } = primeira(await ctx.tx.insert(pessoa).values(valores).returning());
  return { CODIGO, SEXO: sexo } as const;
}

async function inserirEndereco(ctx: Contexto): Promise<number> {
  const [cidade, uf] = ctx.sorteio.item(CIDADES);
  const valores = {
    CEP: ctx.sorteio.digitos(8),
    LOGRADOURO: ctx.sorteio.item(LOGRADOUROS),
    NUMERO: String(ctx.sorteio.inteiro(10, 2500)),
    BAIRRO: ctx.sorteio.item(BAIRROS),
    CIDADE: cidade,
    ESTADO: uf,
  };
  return primeira(await ctx.tx.insert(endereco).values(valores).returning()).CODIGO;
}

async function inserirTelefone(
  ctx: Contexto,
  tipo: 'celular' | 'residencial' | 'comercial',
): Promise<number> {
  const ddd = ctx.sorteio.item(['11', '19', '31', '71', '81', '98']);
  const numero = tipo === 'celular' ? `${ddd}9${ctx.sorteio.digitos(8)}` : `${ddd}3${ctx.sorteio.digitos(7)}`;
  return primeira(await ctx.tx.insert(telefone).values({ NUMERO: numero, TIPO: tipo }).returning()).CODIGO;
}

async function semearConvenios(ctx: Contexto): Promise<number[]> {
  const ativos: number[] = [];
  for (const [i, modelo] of CONVENIOS.entries()) {
    const inativo = i === CONVENIOS.length - 1;
    const inativacao = inativo
      ? { ATIVO: false, DATA_INATIVACAO: somarDias(ctx.hoje, -90), MOTIVO_INATIVACAO: 'Contrato encerrado' }
      : {};
    const valores = {
      ...modelo,
      CNPJ: cnpj(ctx.sorteio),
      EMAIL: `contato${i + 1}@convenio.exemplo`,
      ...inativacao,
    };
    const { CODIGO } = primeira(await ctx.tx.insert(convenio).values(valores).returning());
    await ctx.tx
      .insert(enderecoConvenio)
      .values({ CONVENIO_CODIGO: CODIGO, ENDERECO_CODIGO: await inserirEndereco(ctx) });
    const TELEFONE_CODIGO = await inserirTelefone(ctx, 'comercial');
    await ctx.tx.insert(telefoneConvenio).values({ CONVENIO_CODIGO: CODIGO, TELEFONE_CODIGO });
    if (!inativo) ativos.push(CODIGO);
  }
  return ativos;
}

async function semearDependentes(ctx: Contexto, CODIGO_FUNCIONARIO: number): Promise<void> {
  for (let i = ctx.sorteio.inteiro(0, 2); i > 0; i -= 1) {
    const [cidade, uf] = ctx.sorteio.item(CIDADES);
    await ctx.tx.insert(dependente).values({
      CODIGO_FUNCIONARIO,
      ...nomeCompleto(ctx, ctx.sorteio.chance(0.5) ? 'F' : 'M'),
      DATA_NASCIMENTO: data(
        ctx.sorteio.inteiro(2008, 2022),
        ctx.sorteio.inteiro(1, 12),
        ctx.sorteio.inteiro(1, 28),
      ),
      PARENTESCO: ctx.sorteio.item(['Filho(a)', 'Enteado(a)']),
      CPF: cpfNovo(ctx),
      NUMERO_CERTIDAO_NASCIMENTO: documento(ctx, ''),
      LIVRO_CERTIDAO_NASCIMENTO: `A-${ctx.sorteio.inteiro(1, 300)}`,
      FOLHA_CERTIDAO_NASCIMENTO: String(ctx.sorteio.inteiro(1, 300)),
      CIDADE_CERTIDAO_NASCIMENTO: cidade,
      ESTADO_CERTIDAO_NASCIMENTO: uf,
    });
  }
}

/** The council each job registers with (none for care staff), as the home box reads it; keyed by the feminine title. */
const CONSELHO_DO_CARGO: Readonly<Record<string, string>> = {
  'Técnica de enfermagem': 'COREN',
  Enfermeira: 'COREN',
  Nutricionista: 'CRN',
  Fisioterapeuta: 'CREFITO',
  'Assistente social': 'CRESS',
  Psicóloga: 'CRP',
};

/** The job whose registration always ends within the home box's 60 days, so the box is never empty. */
const CARGO_COM_CONSELHO_A_VENCER = 'Técnica de enfermagem';

/** The demo's team: two caregivers (they log most), then one of every other job. */
const EQUIPE_DEMO: readonly Cargo[] = [CARGOS[0], ...CARGOS];

/** A council registration for the job, some expiring within the home box's 60 days; none for care staff. */
function conselhoDe(ctx: Contexto, cargo: Cargo) {
  const sigla = CONSELHO_DO_CARGO[cargo.F];
  if (!sigla) return {};
  const dias =
    cargo.F === CARGO_COM_CONSELHO_A_VENCER ? ctx.sorteio.inteiro(10, 50) : ctx.sorteio.inteiro(-20, 700);
  return {
    CONSELHO_SIGLA: sigla,
    CONSELHO_NUMERO: ctx.sorteio.digitos(6),
    CONSELHO_UF: 'SP',
    CONSELHO_VALIDADE: somarDias(ctx.hoje, dias),
  };
}

async function semearFuncionario(ctx: Contexto, cargo: Cargo, rt: boolean): Promise<number> {
  const nascimento = data(
    ctx.sorteio.inteiro(1965, 2000),
    ctx.sorteio.inteiro(1, 12),
    ctx.sorteio.inteiro(1, 28),
  );
  const pessoaNova = await inserirPessoa(ctx, nascimento, ctx.sorteio.item(['S', 'C', 'U']));
  const PESSOA_CODIGO = pessoaNova.CODIGO;
  const { CODIGO_FUNCIONARIO } = primeira(
    await ctx.tx
      .insert(funcionario)
      .values({
        PESSOA_CODIGO,
        CARGO: cargo[pessoaNova.SEXO],
        VINCULO: ctx.sorteio.item(['clt', 'clt', 'clt', 'prestador', 'voluntario']),
        DATA_ADMISSAO: somarDias(ctx.hoje, -ctx.sorteio.inteiro(60, 3000)),
        RESPONSAVEL_TECNICO: rt,
        ...conselhoDe(ctx, cargo),
        CTPS: ctx.sorteio.digitos(7),
        SERIE_CTPS: ctx.sorteio.digitos(4),
        PIS: ctx.sorteio.digitos(11),
      })
      .returning(),
  );
  const [codigoBanco] = ctx.sorteio.item(BANCOS);
  await ctx.tx.insert(contaBancaria).values({
    CODIGO_FUNCIONARIO,
    BANCO: codigoBanco,
    AGENCIA: ctx.sorteio.digitos(4),
    CONTA: `${ctx.sorteio.digitos(6)}-${ctx.sorteio.digitos(1)}`,
  });
  await ctx.tx
    .insert(telefonePessoa)
    .values({ PESSOA_CODIGO, TELEFONE_CODIGO: await inserirTelefone(ctx, 'celular') });
  await ctx.tx.insert(enderecoPessoa).values({ PESSOA_CODIGO, ENDERECO_CODIGO: await inserirEndereco(ctx) });
  await semearDependentes(ctx, CODIGO_FUNCIONARIO);
  return CODIGO_FUNCIONARIO;
}

async function semearFuncionarios(ctx: Contexto): Promise<number[]> {
  // The nurse is the home's Responsável Técnico (RDC 502/2021), unless a first load (--force) made one.
  const { rows } = await ctx.tx.execute(sql`select 1 from funcionario where responsavel_tecnico and ativo`);
  const codigos: number[] = [];
  for (const cargo of EQUIPE_DEMO)
    codigos.push(await semearFuncionario(ctx, cargo, cargo.F === 'Enfermeira' && rows.length === 0));
  return codigos;
}

/** The team account and its employee; reused when a `--force` run finds it already there. */
async function semearUsuarioEquipe(
  ctx: Contexto,
  CODIGO_FUNCIONARIO: number,
): Promise<EquipeDoDemo['autor']> {
  const conta = { CODIGO: usuario.CODIGO, CODIGO_FUNCIONARIO: usuario.CODIGO_FUNCIONARIO };
  const [existente] = await ctx.tx
    .select(conta)
    .from(usuario)
    .where(sql`lower(${usuario.LOGIN}) = ${USUARIO_DEMO.LOGIN}`);
  if (existente) return existente;
  const valores = {
    CODIGO_FUNCIONARIO,
    EMAIL: USUARIO_DEMO.EMAIL,
    LOGIN: USUARIO_DEMO.LOGIN,
    SENHA: await hashPassword(USUARIO_DEMO.SENHA),
    PERMISSAO_ACESSO: 2,
    PRIMEIRO_ACESSO: false,
  };
  return primeira(await ctx.tx.insert(usuario).values(valores).returning(conta));
}

/** Born in the current month for the first few (home box), otherwise any month; 1930–1955. */
function nascimentoDeResidente(ctx: Contexto, indice: number): string {
  const mesAtual = Number(ctx.hoje.slice(5, 7));
  const mes = indice < QUANTOS.aniversariantes ? mesAtual : ctx.sorteio.inteiro(1, 12);
  return data(ctx.sorteio.inteiro(1930, 1955), mes, ctx.sorteio.inteiro(1, 28));
}

async function semearFamiliar(ctx: Contexto, RESIDENTE_CODIGO: number, responsavel: boolean): Promise<void> {
  const { CODIGO } = primeira(
    await ctx.tx
      .insert(familiar)
      .values({ ...nomeCompleto(ctx, ctx.sorteio.chance(0.6) ? 'F' : 'M'), CPF: cpfNovo(ctx) })
      .returning(),
  );
  await ctx.tx.insert(residenteFamiliar).values({
    RESIDENTE_CODIGO,
    FAMILIAR_CODIGO: CODIGO,
    PARENTESCO: ctx.sorteio.item(PARENTESCOS),
    RESPONSAVEL: responsavel,
  });
  await ctx.tx
    .insert(enderecoFamiliar)
    .values({ FAMILIAR_CODIGO: CODIGO, ENDERECO_CODIGO: await inserirEndereco(ctx) });
  await ctx.tx
    .insert(telefoneFamiliar)
    .values({ FAMILIAR_CODIGO: CODIGO, TELEFONE_CODIGO: await inserirTelefone(ctx, 'celular') });
}

async function semearConvenioDoResidente(
  ctx: Contexto,
  RESIDENTE_CODIGO: number,
  convenios: number[],
): Promise<void> {
  const titular = ctx.sorteio.chance(0.7);
  const { CODIGO } = primeira(
    await ctx.tx
      .insert(residenteConvenio)
      .values({
        RESIDENTE_CODIGO,
        CONVENIO_CODIGO: ctx.sorteio.item(convenios),
        NUMERO_CONVENIO: documento(ctx, `${ctx.sorteio.digitos(4)} `),
        TITULAR: titular,
        NOME_TITULAR: titular ? null : nomeCompleto(ctx, 'F').NOME,
        PARENTESCO_TITULAR: titular ? null : ctx.sorteio.item(PARENTESCOS),
        VALIDADE: somarDias(ctx.hoje, ctx.sorteio.inteiro(30, 700)),
      })
      .returning(),
  );
  if (!titular) {
    const TELEFONE_CODIGO = await inserirTelefone(ctx, 'celular');
    await ctx.tx.insert(telefoneParentesco).values({ RESIDENTE_CONVENIO_CODIGO: CODIGO, TELEFONE_CODIGO });
  }
}

/** Proof-of-life dates spread over overdue, due within 60 days, and later, so the home box has both kinds. */
function provaDeVida(ctx: Contexto, indice: number): string {
  const faixas = [
    [-45, -1],
    [0, 60],
    [61, 330],
  ] as const;
  const [de, ate] = faixas[indice % faixas.length] ?? [0, 60];
  return somarDias(ctx.hoje, ctx.sorteio.inteiro(de, ate));
}

async function semearBeneficios(ctx: Contexto, CODIGO_RESIDENTE: number, indice: number): Promise<void> {
  const quantos = ctx.sorteio.chance(0.25) ? 2 : 1;
  for (const [n, NOME_BENEFICIO] of BENEFICIOS.slice(0, quantos).entries()) {
    const [codigoBanco] = ctx.sorteio.item(BANCOS);
    await ctx.tx.insert(beneficio).values({
      CODIGO_RESIDENTE,
      NOME_BENEFICIO,
      PROVAS_VIDA: provaDeVida(ctx, indice + n),
      VALOR: String(ctx.sorteio.inteiro(1412, 4200)),
      BANCO: codigoBanco,
      AGENCIA: ctx.sorteio.digitos(4),
      CONTA: `${ctx.sorteio.digitos(6)}-${ctx.sorteio.digitos(1)}`,
    });
  }
}

function desacolhimento(ctx: Contexto, indice: number) {
  if (indice < QUANTOS.residentes - QUANTOS.inativos) return {};
  return {
    ATIVO: false,
    DATA_DESACOLHIMENTO: somarDias(ctx.hoje, -ctx.sorteio.inteiro(20, 200)),
    MOTIVO_DESACOLHIMENTO: ctx.sorteio.item([
      'Retorno ao convívio familiar',
      'Transferência para outra instituição',
    ]),
  };
}

async function semearResidente(ctx: Contexto, indice: number, convenios: number[]): Promise<number> {
  const estadoCivil = ctx.sorteio.item(['S', 'C', 'V', 'V', 'D']);
  const { CODIGO: PESSOA_CODIGO } = await inserirPessoa(ctx, nascimentoDeResidente(ctx, indice), estadoCivil);
  const [cidade, uf] = ctx.sorteio.item(CIDADES);
  const { CODIGO_RESIDENTE } = primeira(
    await ctx.tx
      .insert(residente)
      .values({
        PESSOA_CODIGO,
        CARTAO_SUS: cartaoSus(ctx.sorteio),
        CARTAO_SAMS: ctx.sorteio.chance(0.3) ? documento(ctx, ctx.sorteio.digitos(4)) : null,
        CONTA_INSS: documento(ctx, ctx.sorteio.digitos(2)),
        NUMERO_INSS: documento(ctx, `1${ctx.sorteio.digitos(3)}`),
        NUMERO_CERTIDAO_NASCIMENTO: documento(ctx, ''),
        LIVRO_CERTIDAO_NASCIMENTO: `A-${ctx.sorteio.inteiro(1, 120)}`,
        FOLHA_CERTIDAO_NASCIMENTO: String(ctx.sorteio.inteiro(1, 300)),
        CIDADE_CERTIDAO_NASCIMENTO: cidade,
        ESTADO_CERTIDAO_NASCIMENTO: uf,
        TITULO_ELEITOR: tituloEleitor(ctx.sorteio),
        DATA_ACOLHIMENTO: somarDias(ctx.hoje, -ctx.sorteio.inteiro(200, 4000)),
        ...desacolhimento(ctx, indice),
      })
      .returning(),
  );
  if (estadoCivil !== 'S') {
    await ctx.tx.insert(certidaoCasamento).values({
      CODIGO_RESIDENTE,
      NUMERO: ctx.sorteio.digitos(6),
      LIVRO: `B-${ctx.sorteio.inteiro(1, 80)}`,
      FOLHA: String(ctx.sorteio.inteiro(1, 300)),
      CARTORIO: `Cartório do Registro Civil de ${cidade}`,
      CIDADE: cidade,
      ESTADO: uf,
      DATA_CASAMENTO: data(
        ctx.sorteio.inteiro(1950, 1980),
        ctx.sorteio.inteiro(1, 12),
        ctx.sorteio.inteiro(1, 28),
      ),
      NOME_CONJUGE: `${nomeCompleto(ctx, 'M').NOME} ${ctx.sorteio.item(SOBRENOMES)}`,
    });
  }
  for (let f = ctx.sorteio.inteiro(1, 2); f > 0; f -= 1) await semearFamiliar(ctx, CODIGO_RESIDENTE, f === 1);
  if (ctx.sorteio.chance(0.7)) await semearConvenioDoResidente(ctx, CODIGO_RESIDENTE, convenios);
  await semearBeneficios(ctx, CODIGO_RESIDENTE, indice);
  return CODIGO_RESIDENTE;
}

/**
 * Loads the fictional demo home: plans, employees, a team user, residents with everything around
 * them, follow-ups. Dates and times are the home's (`fuso`, TZ_LAR).
 */
export async function semearDemo(tx: Tx, fuso: string): Promise<void> {
  const hoje = hojeNoFuso(fuso);
  const [{ maior } = { maior: 0 }] = await tx
    .select({ maior: sql<number>`coalesce(max(${pessoa.CODIGO}), 0)::int` })
    .from(pessoa);
  const ctx: Contexto = {
    tx,
    sorteio: new Sorteio(19_131 + maior),
    hoje,
    sequencia: maior * DOCUMENTOS_POR_PESSOA,
  };
  const convenios = await semearConvenios(ctx);
  const funcionarios = await semearFuncionarios(ctx);
  const [primeiroFuncionario] = funcionarios;
  if (primeiroFuncionario === undefined) throw new Error('Nenhum funcionário semeado');
  const autor = await semearUsuarioEquipe(ctx, primeiroFuncionario);
  const residentesAtivos: number[] = [];
  for (let i = 0; i < QUANTOS.residentes; i += 1) {
    const codigo = await semearResidente(ctx, i, convenios);
    if (i < QUANTOS.residentes - QUANTOS.inativos) residentesAtivos.push(codigo);
  }
  await semearAcompanhamentosDoDemo(
    tx,
    ctx.sorteio,
    { residentes: residentesAtivos, funcionarios, autor },
    { hoje, hora: horaNoFuso(fuso), fuso },
  );
}
