import { version } from '../../package.json';

export const VERSAO = version;
export const NOME_PRODUTO = 'Acolher';

/**
 * The research group that built the system. Its public site is for the institution to fill in;
 * until then the footer link leads to the About page, which describes the group (docs/decisions/0011).
 */
export const GRUPO_PESQUISA = {
  nome: 'Grupo de Pesquisa em Engenharia de Software',
  url: '#/sobre',
} as const;
