import {
  CAMPOS_DEPENDENTE,
  CAMPOS_FUNCIONARIO,
  CAMPOS_PESSOA,
  CAMPOS_RESIDENTE,
  type Campo,
  rotuloDaUnicidade,
} from '@acolher/contract';

/** A unique index on a catalogued field says what the field's own check says (decision 0022). */
const doCatalogo = (campo: Campo, nome: string) => ({ rotulo: rotuloDaUnicidade(campo), campo: nome });

/**
 * Each uniqueness rule (docs/produto.md §5), by the name of the constraint or unique index that enforces it:
 * the Portuguese label for "{rotulo} já existente" and the wire field it is on. The shape is the
 * one `registrarRotulosUnicos` (lib/error-handler.ts) takes, so a 23505 becomes that 409.
 */
export const UNIQUE_LABELS: Readonly<Record<string, { rotulo: string; campo: string }>> = {
  pessoa_cpf_unique: doCatalogo(CAMPOS_PESSOA.CPF, 'CPF'),
  pessoa_rg_unique: doCatalogo(CAMPOS_PESSOA.RG, 'RG'),
  residente_pessoa_unique: { rotulo: 'Residente', campo: 'PESSOA_CODIGO' },
  residente_cartao_sams_unique: doCatalogo(CAMPOS_RESIDENTE.CARTAO_SAMS, 'CARTAO_SAMS'),
  residente_cartao_sus_unique: doCatalogo(CAMPOS_RESIDENTE.CARTAO_SUS, 'CARTAO_SUS'),
  residente_conta_inss_unique: doCatalogo(CAMPOS_RESIDENTE.CONTA_INSS, 'CONTA_INSS'),
  residente_numero_inss_unique: doCatalogo(CAMPOS_RESIDENTE.NUMERO_INSS, 'NUMERO_INSS'),
  // The matrícula alone, or the termo with its livro, folha and registry (db/certidao.ts).
  residente_certidao_nascimento_unique: doCatalogo(
    CAMPOS_RESIDENTE.NUMERO_CERTIDAO_NASCIMENTO,
    'NUMERO_CERTIDAO_NASCIMENTO',
  ),
  residente_termo_nascimento_unique: doCatalogo(
    CAMPOS_RESIDENTE.NUMERO_CERTIDAO_NASCIMENTO,
    'NUMERO_CERTIDAO_NASCIMENTO',
  ),
  residente_titulo_eleitor_unique: doCatalogo(CAMPOS_RESIDENTE.TITULO_ELEITOR, 'TITULO_ELEITOR'),
  funcionario_pessoa_unique: { rotulo: 'Funcionário', campo: 'PESSOA_CODIGO' },
  // At most one active Responsável Técnico (decision 0026).
  funcionario_responsavel_tecnico_unique: doCatalogo(
    CAMPOS_FUNCIONARIO.RESPONSAVEL_TECNICO,
    'RESPONSAVEL_TECNICO',
  ),
  conta_bancaria_pkey: { rotulo: 'Conta bancária', campo: 'CODIGO_FUNCIONARIO' },
  // A dependant's key: its employee, name and surname (decision 0026).
  dependente_nome_unique: { rotulo: 'Dependente', campo: 'NOME' },
  dependente_cpf_unique: doCatalogo(CAMPOS_DEPENDENTE.CPF, 'CPF'),
  dependente_rg_unique: doCatalogo(CAMPOS_DEPENDENTE.RG, 'RG'),
  dependente_certidao_nascimento_unique: doCatalogo(
    CAMPOS_DEPENDENTE.NUMERO_CERTIDAO_NASCIMENTO,
    'NUMERO_CERTIDAO_NASCIMENTO',
  ),
  dependente_termo_nascimento_unique: doCatalogo(
    CAMPOS_DEPENDENTE.NUMERO_CERTIDAO_NASCIMENTO,
    'NUMERO_CERTIDAO_NASCIMENTO',
  ),
  usuario_email_unique: { rotulo: 'E-mail', campo: 'EMAIL' },
  usuario_login_unique: { rotulo: 'Login', campo: 'LOGIN' },
  usuario_funcionario_unique: { rotulo: 'Usuário', campo: 'CODIGO_FUNCIONARIO' },
  // An exact repeat hits the primary key before the case-insensitive index.
  beneficio_pk: { rotulo: 'Benefício', campo: 'NOME_BENEFICIO' },
  beneficio_nome_unique: { rotulo: 'Benefício', campo: 'NOME_BENEFICIO' },
};
