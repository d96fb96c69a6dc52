/**
 * Portuguese label of each uniqueness rule (SPEC §5), by the name of the constraint or unique
 * index that enforces it. The error handler turns a 23505 on one of these into 409
 * "{label} já existente".
 */
export const UNIQUE_LABELS: Readonly<Record<string, string>> = {
  pessoa_cpf_unique: 'CPF',
  pessoa_rg_unique: 'RG',
  residente_pessoa_unique: 'Residente',
  residente_cartao_sams_unique: 'Cartão SAMS',
  residente_cartao_sus_unique: 'Cartão SUS',
  residente_conta_inss_unique: 'Conta INSS',
  residente_numero_inss_unique: 'Número INSS',
  residente_certidao_nascimento_unique: 'Certidão de nascimento',
  residente_titulo_eleitor_unique: 'Título de eleitor',
  funcionario_pessoa_unique: 'Funcionário',
  dependente_cpf_unique: 'CPF',
  dependente_rg_unique: 'RG',
  dependente_certidao_nascimento_unique: 'Certidão de nascimento',
  usuario_email_unique: 'E-mail',
  usuario_login_unique: 'Login',
  usuario_funcionario_unique: 'Usuário',
  // An exact repeat hits the primary key before the case-insensitive index.
  beneficio_pk: 'Benefício',
  beneficio_nome_unique: 'Benefício',
};
