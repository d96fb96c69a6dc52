import type { FuncionarioCompleto, Pessoa } from '@acolher/contract';

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

/**
 * A stored employee as `GET /funcionario-full/{id}` answers it: no account, contacts or dependants
 * unless given; its one period of work is the current one unless PERIODOS comes.
 */
export function funcionarioSalvo(
  campos: Pick<FuncionarioCompleto, 'CODIGO_FUNCIONARIO' | 'PESSOA'> & Partial<FuncionarioCompleto>,
): FuncionarioCompleto {
  const { PERIODOS, ...proprios } = campos;
  const registro = {
    VERSAO: 1,
    PESSOA_CODIGO: campos.PESSOA.CODIGO,
    CARGO: 'Cuidador(a)',
    VINCULO: 'clt',
    DATA_ADMISSAO: '2024-03-01',
    RESPONSAVEL_TECNICO: false,
    CONSELHO_SIGLA: null,
    CONSELHO_NUMERO: null,
    CONSELHO_UF: null,
    CONSELHO_VALIDADE: null,
    PIS: null,
    CTPS: null,
    SERIE_CTPS: null,
    ATIVO: true,
    DATA_DEMISSAO: null,
    MOTIVO_DEMISSAO: null,
    CONTA: null,
    USUARIO: null,
    TELEFONE: [],
    ENDERECO: [],
    DEPENDENTES: [],
    ...proprios,
  };
  const { DATA_ADMISSAO, DATA_DEMISSAO, MOTIVO_DEMISSAO } = registro;
  return { ...registro, PERIODOS: PERIODOS ?? [{ DATA_ADMISSAO, DATA_DEMISSAO, MOTIVO_DEMISSAO }] };
}
