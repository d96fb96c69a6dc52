import {
  CAMPOS_FUNCIONARIO,
  CAMPOS_PESSOA,
  type Catalogo,
  type FuncionarioCompleto,
  type Pessoa,
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
