export * from '../modules/acompanhamentos/tables.ts';
export * from '../modules/auditoria/tables.ts';
export * from '../modules/auth/tables.ts';
export * from '../modules/cadastro/tables.ts';
export * from '../modules/convenios/tables.ts';
export * from '../modules/funcionarios/tables.ts';
export * from '../modules/residentes/tables.ts';
export { UNIQUE_LABELS } from './unique-labels.ts';
export { versaoDados } from './versao-dados.ts';
