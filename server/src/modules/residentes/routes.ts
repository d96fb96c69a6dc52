import {
  beneficio,
  beneficioAtualizacao,
  beneficioInput,
  beneficioNomeRequest,
  beneficioParams,
  certidaoCasamento,
  certidaoCasamentoAtualizacao,
  certidaoCasamentoCriarInput,
  certidaoNascimentoUnicidadeRequest,
  codigoParams,
  desacolhimentoInput,
  enderecoFamiliarInput,
  familiar,
  familiarAtualizacao,
  familiarDoResidente,
  familiarInput,
  listaQuery,
  NUMERO_CONVENIO_AMBIGUO,
  RESIDENTE_JA_ATIVO,
  RESIDENTE_JA_DESACOLHIDO,
  reacolhimentoQuery,
  residente,
  residenteAtualizacao,
  residenteConvenio,
  residenteConvenioAtualizacao,
  residenteConvenioInput,
  residenteFamiliar,
  residenteFamiliarInput,
  residenteFamiliarParams,
  residenteInput,
  residenteLista,
  telefone,
  telefoneFamiliarInput,
  telefoneFamiliarParams,
  telefoneParentescoInput,
  telefoneParentescoParams,
  UNICIDADES_RESIDENTE,
  unicidadeResponse,
} from '@acolher/contract';
import { z } from 'zod';
import { MOTIVOS } from '../../lib/documentacao.ts';
import { listasPorSituacao, modulo, rota, rotaDeUnicidade } from '../../lib/rota.ts';
import * as beneficios from './beneficios.ts';
import * as familiares from './familiares.ts';
import * as planos from './planos.ts';
import * as residentes from './service.ts';

const linhaDeFuncionario = { 403: MOTIVOS.linhaDeFuncionario };
const { numero_certidao_nascimento: _certidao, ...documentos } = UNICIDADES_RESIDENTE;

/** Every call of docs/produto.md §7 "Residents" except the shared person/address/phone ones (cadastro). */
export default modulo({ tags: ['Residentes'], acesso: 'equipe' }, [
  listasPorSituacao({
    ativos: '/residente',
    inativos: '/residente-inativos',
    nomes: ['residentes', 'acolhidos', 'desacolhidos'],
    query: listaQuery,
    lista: residenteLista,
    listar: (c, ativos) => residentes.listarResidentes(c.db, ativos, c.query),
  }),
  rota('GET /residente/:id', {
    recusas: linhaDeFuncionario,
    resumo: 'Lê um residente com sua pessoa e certidão de casamento',
    params: codigoParams,
    resposta: residente,
    trata: (c) => residentes.lerResidente(c.db, c.autor, c.params.id),
  }),
  rota('POST /residente', {
    resumo: 'Cadastra um residente (pessoa, documentos e certidão de casamento) numa transação',
    envio: true,
    corpo: residenteInput,
    resposta: residente,
    status: 201,
    trata: (c) => residentes.criarResidente(c.db, c.autor, c.body, c.config.TZ_LAR, c.chave),
  }),
  rota('PUT /residente/:id', {
    recusas: linhaDeFuncionario,
    resumo: 'Altera um residente com sua pessoa e certidão de casamento (VERSAO lida)',
    params: codigoParams,
    corpo: residenteAtualizacao,
    resposta: residente,
    trata: (c) => residentes.atualizarResidente(c.db, c.autor, c.params.id, c.body, c.config.TZ_LAR),
  }),
  rota('POST /residente-inativar/:id', {
    recusas: { 409: RESIDENTE_JA_DESACOLHIDO },
    resumo: 'Desacolhe um residente: data e motivo da saída',
    params: codigoParams,
    corpo: desacolhimentoInput,
    resposta: residente,
    trata: (c) => residentes.desacolherResidente(c.db, c.autor, c.params.id, c.body, c.config.TZ_LAR),
  }),
  rota('DELETE /residente-ativar/:id', {
    recusas: { 409: RESIDENTE_JA_ATIVO },
    resumo: 'Acolhe de novo um residente desacolhido',
    params: codigoParams,
    query: reacolhimentoQuery,
    resposta: residente,
    trata: (c) => residentes.reacolherResidente(c.db, c.autor, c.params.id, c.query, c.config.TZ_LAR),
  }),
  ...Object.entries(documentos).map(([segmento, campo]) =>
    rotaDeUnicidade(`/residente/${segmento}`, campo, (c, valor, exceto) =>
      residentes.documentoExistente(c.db, campo, valor, exceto),
    ),
  ),
  // A termo is unique only with its livro, folha and registry (decision 0023): the check takes them too.
  rota('POST /residente/numero_certidao_nascimento', {
    resumo:
      'Diz se a certidão de nascimento (matrícula, ou termo com livro, folha e cartório) já está em outro residente',
    corpo: certidaoNascimentoUnicidadeRequest,
    resposta: unicidadeResponse,
    trata: async (c) => ({ existente: await residentes.certidaoNascimentoExistente(c.db, c.body) }),
  }),

  rota('POST /certidao_casamento', {
    resumo: 'Cadastra a certidão de casamento de um residente',
    corpo: certidaoCasamentoCriarInput,
    resposta: certidaoCasamento,
    status: 201,
    trata: (c) => {
      const { CODIGO_RESIDENTE, ...dados } = c.body;
      return residentes.criarCertidao(c.db, c.autor, CODIGO_RESIDENTE, dados);
    },
  }),
  rota('GET /certidao_casamento/:id', {
    resumo: 'Lê a certidão de casamento de um residente',
    params: codigoParams,
    resposta: certidaoCasamento.nullable(),
    trata: (c) => residentes.buscarCertidao(c.db, c.params.id),
  }),
  rota('PUT /certidao_casamento/:id', {
    resumo: 'Altera a certidão de casamento de um residente',
    params: codigoParams,
    corpo: certidaoCasamentoAtualizacao,
    resposta: certidaoCasamento,
    trata: (c) => residentes.atualizarCertidao(c.db, c.autor, c.params.id, c.body),
  }),

  /* Relatives */

  rota('POST /familiar', {
    resumo: 'Cadastra um familiar de um residente, com endereços e telefones',
    envio: true,
    corpo: familiarInput,
    resposta: familiar,
    status: 201,
    trata: (c) => familiares.criarFamiliar(c.db, c.autor, c.body, c.chave),
  }),
  rota('GET /familiar/:id', {
    resumo: 'Lê um familiar',
    params: codigoParams,
    resposta: familiar,
    trata: (c) => familiares.buscarFamiliar(c.db, c.params.id),
  }),
  rota('PUT /familiar/:id', {
    resumo: 'Altera um familiar (VERSAO lida)',
    params: codigoParams,
    corpo: familiarAtualizacao,
    resposta: familiar,
    trata: (c) => familiares.atualizarFamiliar(c.db, c.autor, c.params.id, c.body),
  }),
  rota('GET /residente_familiar/:id', {
    resumo: 'Lista os familiares de um residente',
    params: codigoParams,
    resposta: z.array(familiarDoResidente),
    trata: (c) => familiares.listarFamiliaresDoResidente(c.db, c.params.id),
  }),
  rota('POST /residente_familiar', {
    resumo: 'Liga um familiar cadastrado a um residente, com o parentesco',
    corpo: residenteFamiliarInput,
    resposta: residenteFamiliar,
    status: 201,
    trata: (c) => familiares.vincularFamiliar(c.db, c.autor, c.body),
  }),
  rota('DELETE /residente_familiar/:residente/:familiar', {
    resumo: 'Desliga um familiar de um residente',
    params: residenteFamiliarParams,
    mensagem: 'Familiar desvinculado do residente',
    trata: (c) => familiares.desvincularFamiliar(c.db, c.autor, c.params.residente, c.params.familiar),
  }),
  rota('POST /endereco_familiar', {
    resumo: 'Liga um endereço cadastrado a um familiar',
    corpo: enderecoFamiliarInput,
    mensagem: 'Endereço vinculado ao familiar',
    status: 201,
    trata: (c) =>
      familiares.vincularEnderecoFamiliar(c.db, c.autor, c.body.FAMILIAR_CODIGO, c.body.ENDERECO_CODIGO),
  }),
  rota('POST /telefone_familiar', {
    resumo: 'Liga um telefone cadastrado a um familiar',
    corpo: telefoneFamiliarInput,
    mensagem: 'Telefone vinculado ao familiar',
    status: 201,
    trata: (c) =>
      familiares.vincularTelefoneFamiliar(c.db, c.autor, c.body.FAMILIAR_CODIGO, c.body.TELEFONE_CODIGO),
  }),
  rota('GET /telefone_familiar/:id', {
    resumo: 'Lista os telefones de um familiar',
    params: codigoParams,
    resposta: z.array(telefone),
    trata: (c) => familiares.listarTelefonesDoFamiliar(c.db, c.params.id),
  }),
  rota('DELETE /telefone_familiar/:familiar/:telefone', {
    resumo: 'Desliga um telefone de um familiar',
    params: telefoneFamiliarParams,
    mensagem: 'Telefone removido',
    trata: (c) => familiares.removerTelefoneFamiliar(c.db, c.autor, c.params.familiar, c.params.telefone),
  }),

  /* Health plans */

  rota('GET /residente_convenio/:id', {
    resumo: 'Lista os convênios de um residente',
    params: codigoParams,
    resposta: z.array(residenteConvenio),
    trata: (c) => planos.listarConveniosDoResidente(c.db, c.params.id),
  }),
  rota('GET /residente_convenio/one/:id', {
    resumo: 'Lê um convênio de um residente (o vínculo)',
    params: codigoParams,
    resposta: residenteConvenio,
    trata: (c) => planos.buscarResidenteConvenio(c.db, c.params.id),
  }),
  rota('POST /residente_convenio', {
    resumo: 'Dá um convênio a um residente, com número, titular e telefones de parentes',
    envio: true,
    corpo: residenteConvenioInput,
    resposta: residenteConvenio,
    status: 201,
    trata: (c) => planos.criarResidenteConvenio(c.db, c.autor, c.body, c.chave),
  }),
  rota('PUT /residente_convenio/:id', {
    resumo: 'Altera o convênio de um residente: número, titular, validade (VERSAO lida)',
    params: codigoParams,
    corpo: residenteConvenioAtualizacao,
    resposta: residenteConvenio,
    trata: (c) => planos.atualizarResidenteConvenio(c.db, c.autor, c.params.id, c.body),
  }),
  rota('DELETE /residente_convenio/:id', {
    resumo: 'Tira um convênio de um residente',
    params: codigoParams,
    mensagem: 'Convênio removido do residente',
    trata: (c) => planos.apagarResidenteConvenio(c.db, c.autor, c.params.id),
  }),
  rota('POST /telefone_parentesco', {
    recusas: { 404: MOTIVOS.vinculoInexistente, 409: NUMERO_CONVENIO_AMBIGUO },
    resumo: 'Liga o telefone de um parente ao convênio de um residente',
    corpo: telefoneParentescoInput,
    mensagem: 'Telefone vinculado ao convênio do residente',
    status: 201,
    trata: (c) => planos.vincularTelefoneParentesco(c.db, c.autor, c.body),
  }),
  rota('GET /telefone_parentesco/:id', {
    resumo: 'Lista os telefones de parentes do convênio de um residente',
    params: codigoParams,
    resposta: z.array(telefone),
    trata: (c) => planos.listarTelefonesParentesco(c.db, c.params.id),
  }),
  rota('DELETE /telefone_parentesco/:residenteConvenio/:telefone', {
    resumo: 'Desliga o telefone de um parente do convênio de um residente',
    params: telefoneParentescoParams,
    mensagem: 'Telefone removido',
    trata: (c) =>
      planos.removerTelefoneParentesco(c.db, c.autor, c.params.residenteConvenio, c.params.telefone),
  }),

  /* Benefits */

  rota('GET /beneficio/:id', {
    resumo: 'Lista os benefícios de um residente',
    params: codigoParams,
    resposta: z.array(beneficio),
    trata: (c) => beneficios.listarBeneficios(c.db, c.params.id),
  }),
  rota('GET /beneficio/:residente/:nome', {
    resumo: 'Lê um benefício de um residente',
    params: beneficioParams,
    resposta: beneficio,
    trata: (c) => beneficios.buscarBeneficio(c.db, c.params.residente, c.params.nome),
  }),
  rota('POST /beneficio', {
    resumo: 'Cadastra um benefício de um residente',
    envio: true,
    corpo: beneficioInput,
    resposta: beneficio,
    status: 201,
    trata: (c) => beneficios.criarBeneficio(c.db, c.autor, c.body, c.chave),
  }),
  rota('PUT /beneficio/:residente/:nome', {
    resumo: 'Altera um benefício de um residente: valor, conta, provas de vida (VERSAO lida)',
    params: beneficioParams,
    corpo: beneficioAtualizacao,
    resposta: beneficio,
    trata: (c) => beneficios.atualizarBeneficio(c.db, c.autor, c.params.residente, c.params.nome, c.body),
  }),
  rota('DELETE /beneficio/:residente/:nome', {
    resumo: 'Apaga um benefício de um residente',
    params: beneficioParams,
    mensagem: 'Benefício removido',
    trata: (c) => beneficios.apagarBeneficio(c.db, c.autor, c.params.residente, c.params.nome),
  }),
  rota('POST /beneficio/nome', {
    resumo: 'Diz se o residente já tem um benefício com esse nome',
    corpo: beneficioNomeRequest,
    resposta: unicidadeResponse,
    trata: async (c) => ({ existente: await beneficios.nomeDeBeneficioExistente(c.db, c.body) }),
  }),
]);
