import type { Residente } from '@acolher/contract';
import { hojeIso } from '../../../lib/dates.ts';
import { mascaraCns, mascaraCpf, mascaraTitulo } from '../../../lib/mascaras.ts';

/** What the form edits: every field a string (masked documents), the certificate only when required. */
export type CertidaoFormulario = {
  NUMERO: string;
  LIVRO: string;
  FOLHA: string;
  CARTORIO: string;
  CIDADE: string;
  ESTADO: string;
  DATA_CASAMENTO: string;
  NOME_CONJUGE: string;
};

export type PessoaFormulario = {
  NOME: string;
  SOBRENOME: string;
  DATA_NASCIMENTO: string;
  SEXO: string;
  ESTADO_CIVIL: string;
  CPF: string;
  RG: string;
  ORGAO_EMISSOR_RG: string;
  UF_RG: string;
  DATA_EMISSAO_RG: string;
  NATURALIDADE: string;
  UF_NATURALIDADE: string;
  NACIONALIDADE: string;
  NOME_MAE: string;
  NOME_PAI: string;
  PROFISSAO: string;
  ESCOLARIDADE: string;
  RELIGIAO: string;
};

export type ResidenteFormulario = {
  PESSOA: PessoaFormulario;
  CARTAO_SAMS: string;
  CARTAO_SUS: string;
  CONTA_INSS: string;
  NUMERO_INSS: string;
  NUMERO_CERTIDAO_NASCIMENTO: string;
  LIVRO_CERTIDAO_NASCIMENTO: string;
  FOLHA_CERTIDAO_NASCIMENTO: string;
  CIDADE_CERTIDAO_NASCIMENTO: string;
  ESTADO_CERTIDAO_NASCIMENTO: string;
  TITULO_ELEITOR: string;
  DATA_ACOLHIMENTO: string;
  OBSERVACOES: string;
  CERTIDAO_CASAMENTO: CertidaoFormulario | null;
  /** The version the record was read at, sent back with the update; a new resident has none. */
  VERSAO?: number;
};

export const CERTIDAO_VAZIA: CertidaoFormulario = {
  NUMERO: '',
  LIVRO: '',
  FOLHA: '',
  CARTORIO: '',
  CIDADE: '',
  ESTADO: '',
  DATA_CASAMENTO: '',
  NOME_CONJUGE: '',
};

export function residenteNovo(): ResidenteFormulario {
  return {
    PESSOA: {
      NOME: '',
      SOBRENOME: '',
      DATA_NASCIMENTO: '',
      SEXO: '',
      ESTADO_CIVIL: '',
      CPF: '',
      RG: '',
      ORGAO_EMISSOR_RG: '',
      UF_RG: '',
      DATA_EMISSAO_RG: '',
      NATURALIDADE: '',
      UF_NATURALIDADE: '',
      NACIONALIDADE: 'Brasileira',
      NOME_MAE: '',
      NOME_PAI: '',
      PROFISSAO: '',
      ESCOLARIDADE: '',
      RELIGIAO: '',
    },
    CARTAO_SAMS: '',
    CARTAO_SUS: '',
    CONTA_INSS: '',
    NUMERO_INSS: '',
    NUMERO_CERTIDAO_NASCIMENTO: '',
    LIVRO_CERTIDAO_NASCIMENTO: '',
    FOLHA_CERTIDAO_NASCIMENTO: '',
    CIDADE_CERTIDAO_NASCIMENTO: '',
    ESTADO_CERTIDAO_NASCIMENTO: '',
    TITULO_ELEITOR: '',
    DATA_ACOLHIMENTO: hojeIso(),
    OBSERVACOES: '',
    CERTIDAO_CASAMENTO: null,
  };
}

/** Each field of the empty form taken from the record; nulls become ''. */
function textos<K extends string>(
  vazio: Record<K, string>,
  origem: Record<NoInfer<K>, unknown>,
): Record<K, string> {
  const copia = { ...vazio };
  // Object.keys widens to string[]; these are vazio's own keys.
  for (const chave of Object.keys(vazio) as K[]) {
    const valor = origem[chave];
    copia[chave] = valor == null ? '' : String(valor);
  }
  return copia;
}

/** The record as the form edits it: strings, and stored documents with their masks back. */
export function residenteParaFormulario(r: Residente): ResidenteFormulario {
  const { PESSOA: pessoaVazia, CERTIDAO_CASAMENTO: _, VERSAO: __, ...camposVazios } = residenteNovo();
  const pessoa = textos(pessoaVazia, r.PESSOA);
  const proprios = textos(camposVazios, r);
  return {
    ...proprios,
    PESSOA: { ...pessoa, CPF: mascaraCpf(pessoa.CPF) },
    CARTAO_SUS: mascaraCns(proprios.CARTAO_SUS),
    TITULO_ELEITOR: mascaraTitulo(proprios.TITULO_ELEITOR),
    CERTIDAO_CASAMENTO: r.CERTIDAO_CASAMENTO ? textos(CERTIDAO_VAZIA, r.CERTIDAO_CASAMENTO) : null,
    VERSAO: r.VERSAO,
  };
}
