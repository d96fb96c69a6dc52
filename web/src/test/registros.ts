import type { Pessoa } from '@acolher/contract';

/** A stored person as the API answers it: the fields a test names, every other one blank. */
export function pessoaSalva(
  campos: Pick<Pessoa, 'CODIGO' | 'NOME' | 'SOBRENOME' | 'DATA_NASCIMENTO'> & Partial<Pessoa>,
): Pessoa {
  return {
    VERSAO: 1,
    SEXO: null,
    ESTADO_CIVIL: null,
    CPF: null,
    RG: null,
    ORGAO_EMISSOR_RG: null,
    UF_RG: null,
    DATA_EMISSAO_RG: null,
    NATURALIDADE: null,
    UF_NATURALIDADE: null,
    NACIONALIDADE: 'Brasileira',
    NOME_MAE: null,
    NOME_PAI: null,
    PROFISSAO: null,
    ESCOLARIDADE: null,
    RELIGIAO: null,
    ...campos,
  };
}
