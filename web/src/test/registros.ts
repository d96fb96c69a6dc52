import {
  CAMPOS_CERTIDAO_CASAMENTO,
  CAMPOS_FUNCIONARIO,
  CAMPOS_PESSOA,
  CAMPOS_RESIDENTE,
  type Catalogo,
  type CertidaoCasamento,
  type FuncionarioCompleto,
  type Pessoa,
  type Residente,
} from '@acolher/contract';

/** Every field of a catalogue blank, as a stored record answers it: a new optional field comes null too. */
export function emBranco<K extends string>(catalogo: Catalogo<K>): Record<K, null> {
  return Object.fromEntries(Object.keys(catalogo).map((nome) => [nome, null])) as Record<K, null>;
}

/** A stored person as the API answers it: the fields a test names, every other one blank. */
export function pessoaSalva(
  campos: Pick<Pessoa, 'CODIGO' | 'NOME' | 'SOBRENOME' | 'DATA_NASCIMENTO'> & Partial<Pessoa>,
): Pessoa {
  return { VERSAO: 1, ...emBranco(CAMPOS_PESSOA), NACIONALIDADE: 'Brasileira', ...campos };
}

/**
 * José Silva, resident 1 (person 101), married, in the home since 2025-01-02, as `GET /residente/1`
 * answers him: the person's fields a test names over his, and the marriage certificate's when given
 * (else he has none stored yet).
 */
export function residenteCasado(
  campos: { PESSOA?: Partial<Pessoa>; CERTIDAO_CASAMENTO?: Partial<CertidaoCasamento> } = {},
): Residente {
  return {
    CODIGO_RESIDENTE: 1,
    VERSAO: 1,
    PESSOA_CODIGO: 101,
    ...emBranco(CAMPOS_RESIDENTE),
    DATA_ACOLHIMENTO: '2025-01-02',
    ATIVO: true,
    DATA_DESACOLHIMENTO: null,
    MOTIVO_DESACOLHIMENTO: null,
    PESSOA: pessoaSalva({
      CODIGO: 101,
      NOME: 'José',
      SOBRENOME: 'Silva',
      DATA_NASCIMENTO: '1940-05-12',
      ESTADO_CIVIL: 'C',
      ...campos.PESSOA,
    }),
    CERTIDAO_CASAMENTO: campos.CERTIDAO_CASAMENTO
      ? {
          CODIGO_RESIDENTE: 1,
          VERSAO: 1,
          ...emBranco(CAMPOS_CERTIDAO_CASAMENTO),
          ...campos.CERTIDAO_CASAMENTO,
        }
      : null,
    ESTADIAS: [{ DATA_ACOLHIMENTO: '2025-01-02', DATA_DESACOLHIMENTO: null, MOTIVO_DESACOLHIMENTO: null }],
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
    ...emBranco(CAMPOS_FUNCIONARIO),
    CARGO: 'Cuidador(a)',
    VINCULO: 'clt',
    DATA_ADMISSAO: '2024-03-01',
    RESPONSAVEL_TECNICO: false,
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
