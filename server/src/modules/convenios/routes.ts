import {
  CONVENIO_JA_ATIVO,
  codigoParams,
  convenio,
  convenioAtualizacao,
  convenioEmUso,
  convenioEmUsoResponse,
  convenioFull,
  convenioFullParams,
  convenioInativacaoInput,
  convenioInativacaoQuery,
  convenioInput,
  convenioListaResponse,
  endereco,
  enderecoConvenioInput,
  enderecoConvenioResposta,
  listaQuery,
  telefone,
  telefoneConvenioInput,
  telefoneConvenioParams,
  telefoneConvenioResposta,
  tratadosResponse,
} from '@acolher/contract';
import { z } from 'zod';
import { listasPorSituacao, modulo, rota } from '../../lib/rota.ts';
import * as convenios from './service.ts';

/** Health plans (docs/produto.md §7 "Plans"): the nested aggregate and the spec's granular chain. */
export default modulo({ tags: ['Convênios'], acesso: 'equipe' }, [
  listasPorSituacao({
    ativos: '/convenio',
    inativos: '/convenio-desativados',
    nomes: ['convênios', 'ativos', 'desativados'],
    query: listaQuery,
    lista: convenioListaResponse,
    listar: (c, ativo) => convenios.listarConvenios(c.db, ativo, c.query),
  }),
  rota('GET /tratados', {
    resumo: 'Lista os tratamentos dos convênios, para as sugestões do formulário',
    resposta: tratadosResponse,
    trata: (c) => convenios.listarTratados(c.db),
  }),
  rota('GET /convenio/:id', {
    resumo: 'Lê um convênio',
    params: codigoParams,
    resposta: convenio,
    trata: (c) => convenios.buscarConvenio(c.db, c.params.id),
  }),
  rota('GET /convenio-full/:q', {
    resumo: 'Lê um convênio com endereço e telefones, pelo código ou pelo nome',
    params: convenioFullParams,
    resposta: convenioFull,
    trata: (c) => convenios.buscarConvenioFull(c.db, c.params.q),
  }),
  rota('GET /telefone_convenio/:id', {
    resumo: 'Lista os telefones de um convênio',
    params: codigoParams,
    resposta: z.array(telefone),
    trata: (c) => convenios.listarTelefonesDoConvenio(c.db, c.params.id),
  }),
  rota('GET /endereco_convenio/:id', {
    resumo: 'Lista os endereços de um convênio',
    params: codigoParams,
    resposta: z.array(endereco),
    trata: (c) => convenios.listarEnderecosDoConvenio(c.db, c.params.id),
  }),
  rota('POST /convenio', {
    resumo: 'Cadastra um convênio com endereço e telefones, numa transação',
    envio: true,
    corpo: convenioInput,
    resposta: convenioFull,
    status: 201,
    trata: (c) => convenios.criarConvenio(c.db, c.autor, c.body, c.chave),
  }),
  rota('PUT /convenio/:id', {
    resumo: 'Altera um convênio com endereço e telefones (VERSAO lida)',
    params: codigoParams,
    corpo: convenioAtualizacao,
    resposta: convenioFull,
    trata: (c) => convenios.atualizarConvenio(c.db, c.autor, c.params.id, c.body),
  }),
  rota('POST /endereco_convenio', {
    resumo: 'Liga um endereço cadastrado a um convênio',
    corpo: enderecoConvenioInput,
    resposta: enderecoConvenioResposta,
    status: 201,
    trata: (c) => convenios.vincularEnderecoConvenio(c.db, c.autor, c.body),
  }),
  rota('POST /telefone_convenio', {
    resumo: 'Liga um telefone cadastrado a um convênio',
    corpo: telefoneConvenioInput,
    resposta: telefoneConvenioResposta,
    status: 201,
    trata: (c) => convenios.vincularTelefoneConvenio(c.db, c.autor, c.body),
  }),
  rota('DELETE /telefone_convenio/:convenio/:telefone', {
    resumo: 'Desliga um telefone de um convênio',
    params: telefoneConvenioParams,
    semConteudo: true,
    trata: (c) => convenios.desvincularTelefoneConvenio(c.db, c.autor, c.params.convenio, c.params.telefone),
  }),
  rota('DELETE /convenio/:id', {
    resumo: 'Desativa um convênio; em uso por residentes, responde 409 com quem o usa, até confirmar',
    params: codigoParams,
    query: convenioInativacaoQuery,
    corpo: convenioInativacaoInput,
    resposta: convenio,
    outrasRespostas: { 409: convenioEmUsoResponse },
    trata: async (c) => {
      const resultado = await convenios.inativarConvenio(c.db, c.autor, c.params.id, {
        motivo: c.body?.MOTIVO ?? c.query.motivo,
        data: c.body?.DATA,
        confirmado: c.query.confirmar === 'true',
        tz: c.config.TZ_LAR,
      });
      if ('emUso' in resultado) {
        return c.reply.code(409).send({ message: convenioEmUso(resultado.emUso), emUso: resultado.emUso });
      }
      return resultado.convenio;
    },
  }),
  rota('DELETE /convenio-ativar/:id', {
    recusas: { 409: CONVENIO_JA_ATIVO },
    resumo: 'Reativa um convênio desativado',
    params: codigoParams,
    resposta: convenio,
    trata: (c) => convenios.reativarConvenio(c.db, c.autor, c.params.id),
  }),
]);
