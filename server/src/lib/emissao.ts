import { erroResposta } from '@acolher/contract';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { type Autor, autorDe } from './autor.ts';
import { respostaDeArquivo } from './documentacao.ts';
import { escrever } from './escrita.ts';
import { disposicaoDeAnexo, type Emissao, gerarPdf, type Relatorio } from './pdf.ts';

/**
 * What every PDF report shares beyond its layout (lib/pdf.ts): who emits it, as the team knows
 * them, and the audit of the emission (docs/arquitetura.md §5). The residents', plans' and employees' reports
 * and the prontuário use it.
 */

export interface ArquivoPdf {
  nome: string;
  pdf: Buffer;
}

export interface Pedido {
  autor: Autor;
  lar: string;
  tz: string;
}

/**
 * A report's answers: the PDF file, and its own error beside the shared ones (every PDF waits for
 * the PDF pool, which may be full).
 */
export const RESPOSTAS_DE_PDF = {
  200: respostaDeArquivo('application/pdf', 'O PDF, para baixar com o nome do Content-Disposition.'),
  503: erroResposta,
} as const;

/** Who asks for a report, and the home it is printed for (NOME_LAR, TZ_LAR). */
export function pedidoDe(request: FastifyRequest): Pedido {
  const { NOME_LAR, TZ_LAR } = request.server.config;
  return { autor: autorDe(request), lar: NOME_LAR, tz: TZ_LAR };
}

/** The report as a download: a PDF under its name, accents and all (decision 0005). */
export function responderComPdf(reply: FastifyReply, arquivo: ArquivoPdf): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', disposicaoDeAnexo(arquivo.nome))
    .send(arquivo.pdf);
}

/** Who emits the report, as the team knows them (the employee's name, or the login without one), and when. */
export async function emissaoDe(db: Db, pedido: Pedido): Promise<Emissao> {
  const { rows } = await db.execute<{ nome: string }>(sql`
    select coalesce(p.nome || ' ' || p.sobrenome, u.login) as nome
      from usuario u
      left join funcionario f on f.codigo_funcionario = u.codigo_funcionario
      left join pessoa p on p.codigo = f.pessoa_codigo
     where u.codigo = ${pedido.autor.usuarioCodigo}`);
  return { lar: pedido.lar, usuario: rows[0]?.nome ?? '', em: new Date(), tz: pedido.tz };
}

/**
 * Reports are audited like writes (docs/arquitetura.md §5): who printed whose data, and when; `detalhes` says
 * what it was narrowed to (a list's search, a prontuário's period and employee).
 */
export async function emitir(
  db: Db,
  pedido: Pedido,
  registro: string,
  arquivo: ArquivoPdf,
  detalhes: Record<string, unknown> = {},
): Promise<ArquivoPdf> {
  await escrever(db, pedido.autor, {
    acao: 'emitir',
    entidade: 'relatorio',
    auditoria: () => ({ registro, detalhes: { arquivo: arquivo.nome, ...detalhes } }),
  });
  return arquivo;
}

/** A report laid out for who asked (`emissaoDe`), then audited as emitted (`emitir`) under `registro`. */
export async function emitirPdf(
  db: Db,
  pedido: Pedido,
  registro: string,
  nome: string,
  relatorio: Omit<Relatorio, 'emissao'>,
  detalhes?: Record<string, unknown>,
): Promise<ArquivoPdf> {
  const pdf = await gerarPdf({ ...relatorio, emissao: await emissaoDe(db, pedido) });
  return emitir(db, pedido, registro, { nome, pdf }, detalhes);
}
