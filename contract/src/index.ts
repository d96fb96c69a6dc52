export * from './auth.ts';
export * from './cadastro.ts';
export * from './convenios.ts';
export * from './documentos.ts';
export * from './errors.ts';
export * from './home.ts';
export * from './messages.ts';
export * from './rules.ts';
