import {
  codigoParams,
  contaBancaria,
  contaBancariaAtualizacao,
  contaBancariaInput,
  demissaoInput,
  dependente,
  dependenteAtualizacao,
  dependenteCertidaoRequest,
  dependenteCpfRequest,
  dependenteInput,
  dependenteLista,
  dependenteParams,
  dependenteRgRequest,
  dependentesParams,
  funcionario,
  funcionarioAtualizacao,
  funcionarioCompleto,
  funcionarioInput,
  funcionarioLista,
  listaQuery,
  MENSAGENS,
  readmissaoQuery,
  unicidadeResponse,
} from '@acolher/contract';
import { listasPorSituacao, modulo, rota } from '../../lib/rota.ts';
import * as dependentes from './dependentes.ts';
import * as funcionarios from './service.ts';

/** A dependant is named by its employee and its name. */
const umDependente = '/dependente/:funcionario/:nome/:sobrenome';

/**
 * docs/produto.md §7 "Employees": the employee, its bank account and its dependants (always under their
 * employee, decision 0026); all the administrator's (decision 0027).
 */
export default modulo({ tags: ['Funcionários'], acesso: 'administrador' }, [
  listasPorSituacao({
    ativos: '/funcionario',
    inativos: '/funcionarioInativo',
    nomes: ['funcionários', 'ativos', 'desligados'],
    query: listaQuery,
    lista: funcionarioLista,
    listar: (c, ativos) => funcionarios.listarFuncionarios(c.db, ativos, c.query),
  }),
  rota('GET /funcionario/:id', {
    resumo: 'Lê um funcionário',
    params: codigoParams,
    resposta: funcionario,
    trata: (c) => funcionarios.buscarFuncionario(c.db, c.params.id),
  }),
  rota('GET /funcionario-full/:id', {
    resumo: 'Lê um funcionário com pessoa, telefones, endereços e conta bancária',
    params: codigoParams,
    resposta: funcionarioCompleto,
    trata: (c) => funcionarios.buscarFuncionarioCompleto(c.db, c.params.id),
  }),
  rota('POST /funcionario', {
    resumo: 'Cadastra um funcionário (pessoa, contatos e conta bancária) numa transação',
    envio: true,
    corpo: funcionarioInput,
    resposta: funcionario,
    status: 201,
    trata: (c) => funcionarios.criarFuncionario(c.db, c.autor, c.body, c.chave),
  }),
  rota('PUT /funcionario/:id', {
    resumo: 'Altera um funcionário com pessoa, contatos e conta bancária (VERSAO lida)',
    params: codigoParams,
    corpo: funcionarioAtualizacao,
    resposta: funcionario,
    trata: (c) => funcionarios.atualizarFuncionario(c.db, c.autor, c.params.id, c.body),
  }),
  rota('DELETE /funcionario/:id', {
    recusas: { 409: MENSAGENS.funcionarioJaInativo },
    resumo: 'Desliga um funcionário: data e motivo da demissão',
    params: codigoParams,
    corpo: demissaoInput,
    resposta: funcionario,
    trata: (c) => funcionarios.inativarFuncionario(c.db, c.autor, c.params.id, c.body, c.config.TZ_LAR),
  }),
  rota('DELETE /funcionario-ativar/:id', {
    recusas: { 409: MENSAGENS.funcionarioJaAtivo },
    resumo: 'Readmite um funcionário desligado numa data; o período anterior fica guardado',
    params: codigoParams,
    query: readmissaoQuery,
    resposta: funcionario,
    trata: (c) => funcionarios.reativarFuncionario(c.db, c.autor, c.params.id, c.query, c.config.TZ_LAR),
  }),

  rota('POST /conta-bancaria-funcionario', {
    resumo: 'Cadastra a conta bancária de um funcionário',
    corpo: contaBancariaInput,
    resposta: contaBancaria,
    status: 201,
    trata: (c) => funcionarios.criarConta(c.db, c.autor, c.body),
  }),
  rota('PUT /conta-bancaria-funcionario/:id', {
    resumo: 'Altera a conta bancária de um funcionário',
    params: codigoParams,
    corpo: contaBancariaAtualizacao,
    resposta: contaBancaria,
    trata: (c) => funcionarios.atualizarConta(c.db, c.autor, c.params.id, c.body),
  }),

  rota('GET /dependente/:funcionario', {
    resumo: 'Lista os dependentes de um funcionário',
    params: dependentesParams,
    resposta: dependenteLista,
    trata: (c) => dependentes.listarDependentes(c.db, c.params.funcionario),
  }),
  rota('POST /dependente', {
    resumo: 'Cadastra um dependente de um funcionário',
    envio: true,
    corpo: dependenteInput,
    resposta: dependente,
    status: 201,
    trata: (c) => dependentes.criarDependente(c.db, c.autor, c.body, c.chave),
  }),
  rota(`GET ${umDependente}`, {
    resumo: 'Lê um dependente de um funcionário, pelo nome e sobrenome',
    params: dependenteParams,
    resposta: dependente,
    trata: (c) => dependentes.buscarDependente(c.db, c.params),
  }),
  rota(`PUT ${umDependente}`, {
    resumo: 'Altera um dependente de um funcionário (VERSAO lida)',
    params: dependenteParams,
    corpo: dependenteAtualizacao,
    resposta: dependente,
    trata: (c) => dependentes.atualizarDependente(c.db, c.autor, c.params, c.body),
  }),
  rota(`DELETE ${umDependente}`, {
    resumo: 'Apaga um dependente de um funcionário',
    params: dependenteParams,
    mensagem: dependentes.DEPENDENTE_REMOVIDO.message,
    trata: (c) => dependentes.apagarDependente(c.db, c.autor, c.params),
  }),
  rota('POST /dependente/cpf', {
    resumo: 'Diz se o CPF já está em outro dependente do funcionário',
    corpo: dependenteCpfRequest,
    resposta: unicidadeResponse,
    trata: async (c) => ({
      existente: await dependentes.documentoDeDependenteExistente(c.db, 'CPF', c.body.CPF, c.body),
    }),
  }),
  rota('POST /dependente/rg', {
    resumo: 'Diz se o RG já está em outro dependente do funcionário',
    corpo: dependenteRgRequest,
    resposta: unicidadeResponse,
    trata: async (c) => ({
      existente: await dependentes.documentoDeDependenteExistente(c.db, 'RG', c.body.RG, c.body),
    }),
  }),
  rota('POST /dependente/numero_certidao_nascimento', {
    resumo: 'Diz se a certidão de nascimento já está em outro dependente do funcionário',
    corpo: dependenteCertidaoRequest,
    resposta: unicidadeResponse,
    trata: async (c) => ({ existente: await dependentes.certidaoDeDependenteExistente(c.db, c.body) }),
  }),
]);
