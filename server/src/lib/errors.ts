import { MENSAGENS } from '@acolher/contract';

/**
 * Typed errors thrown by services. The one error handler (lib/error-handler.ts) maps them to
 * HTTP answers `{ message, errors? }`; nothing else in the code builds error responses.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: { campo: string; mensagem: string }[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The AppError of one status: its message is the one given, or else `padrao`. */
function comStatus(status: number, padrao: string) {
  return class extends AppError {
    constructor(message: string = padrao) {
      super(status, message);
    }
  };
}

/** 400: the input breaks a rule the schema could not express. */
export class InvalidInputError extends AppError {
  constructor(message: string = MENSAGENS.dadosInvalidos, errors?: { campo: string; mensagem: string }[]) {
    super(400, message, errors);
  }
}

/** 401: no session, or it expired. */
export class UnauthenticatedError extends comStatus(401, MENSAGENS.naoAutenticado) {}

/** 403: signed in, but this user may not do this. */
export class ForbiddenError extends AppError {
  constructor(
    message: string = MENSAGENS.naoAutorizado,
    /**
     * What was refused, when it is a row (an employee's person for the team) or a whole route: the
     * auth module audits it (by default as `acesso_negado`) after the request's transaction has
     * rolled back. Without it, a signed-in user's 403 is audited against the route.
     */
    readonly negado?: { entidade: string; registro: string; acao?: string },
  ) {
    super(403, message);
  }
}

export class NotFoundError extends comStatus(404, MENSAGENS.naoEncontrado) {}

/** The first row, or 404 "Recurso não encontrado". */
export function ouNaoEncontrado<T>(linha: T | undefined): T {
  if (linha === undefined) throw new NotFoundError();
  return linha;
}

/** 409: a uniqueness rule of docs/produto.md §5; the message is "{label} já existente". */
export class ConflictError extends AppError {
  constructor(rotulo: string, campo?: string) {
    super(
      409,
      MENSAGENS.jaExistente(rotulo),
      campo ? [{ campo, mensagem: MENSAGENS.jaExistente(rotulo) }] : undefined,
    );
  }
}

/**
 * 409 with a message of its own: the write collides with the record's current state (a plan or
 * resident already active, a link already there, a phone still in use). Uniqueness of docs/produto.md §5 is
 * ConflictError.
 */
export class StateConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

/**
 * 409: the update came with a VERSAO that is no longer the record's (decision 0017): someone else
 * saved it since it was read. Nothing was written.
 */
export class VersaoDesatualizadaError extends comStatus(409, MENSAGENS.registroAlterado) {}

/** 422: well-formed input that a business rule refuses. */
export class RuleViolationError extends comStatus(422, MENSAGENS.erroProcessamento) {}

/** 503: every PDF thread is busy and the queue is full (lib/pool-de-pdf.ts); asking again soon works. */
export class RelatoriosOcupadosError extends comStatus(503, MENSAGENS.relatoriosOcupados) {}

/**
 * 503: every password-hashing slot is taken and its queue is full (lib/password.ts): a burst of
 * sign-ins; asking again in a moment works.
 */
export class ServidorOcupadoError extends comStatus(503, MENSAGENS.servidorOcupado) {}

/** 422: a PDF thread ran out of memory laying the document out (lib/pool-de-pdf.ts); the same asked again fails again. */
export class RelatorioGrandeDemaisError extends comStatus(422, MENSAGENS.relatorioGrandeDemais) {}

/** 503: a PDF thread stopped while laying a document out (lib/pool-de-pdf.ts); a new one serves the next try. */
export class GeradorDePdfParouError extends comStatus(503, MENSAGENS.geradorDePdfParou) {}

export class TooManyAttemptsError extends comStatus(429, MENSAGENS.muitasTentativas) {}
