import {
  beneficio,
  beneficioAtualizacao,
  beneficioInput,
  beneficioNomeRequest,
  beneficioParams,
  cabecalhosDeEnvio,
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
  mensagemResposta,
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
  TOTAL_HEADER,
  telefone,
  telefoneFamiliarInput,
  telefoneFamiliarParams,
  telefoneParentescoInput,
  telefoneParentescoParams,
  UNICIDADES_RESIDENTE,
  unicidadeResponse,
} from '@acolher/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { autorDe } from '../../lib/autor.ts';
import { chaveDoPedido } from '../../lib/chave-de-envio.ts';
import { MOTIVOS } from '../../lib/documentacao.ts';
import { rotaDeUnicidade } from '../../lib/rota-de-unicidade.ts';
import * as beneficios from './beneficios.ts';
import * as familiares from './familiares.ts';
import * as planos from './planos.ts';
import * as residentes from './service.ts';

const tags = ['Residentes'];
const removido = (message: string) => ({ message });

/** Every call of docs/produto.md §7 "Residents" except the shared person/address/phone ones (cadastro). */
const residentesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [rota, ativos] of [
    ['/residente', true],
    ['/residente-inativos', false],
  ] as const) {
    app.get(
      rota,
      {
        config: { acesso: 'equipe' },
        schema: {
          summary: `Lista os residentes ${ativos ? 'acolhidos' : 'desacolhidos'}: busca, ordem e páginas (total em ${TOTAL_HEADER})`,
          tags,
          querystring: listaQuery,
          response: { 200: residenteLista },
        },
      },
      async (request, reply) => {
        const { linhas, total } = await residentes.listarResidentes(app.db, ativos, request.query);
        reply.header(TOTAL_HEADER, total);
        return linhas;
      },
    );
  }
  app.get(
    '/residente/:id',
    {
      config: { acesso: 'equipe', recusas: { 403: MOTIVOS.linhaDeFuncionario } },
      schema: {
        summary: 'Lê um residente com sua pessoa e certidão de casamento',
        tags,
        params: codigoParams,
        response: { 200: residente },
      },
    },
    async (request) => residentes.lerResidente(app.db, autorDe(request), request.params.id),
  );
  app.post(
    '/residente',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Cadastra um residente (pessoa, documentos e certidão de casamento) numa transação',
        tags,
        headers: cabecalhosDeEnvio,
        body: residenteInput,
        response: { 201: residente },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await residentes.criarResidente(
            app.db,
            autorDe(request),
            request.body,
            app.config.TZ_LAR,
            chaveDoPedido(request),
          ),
        ),
  );
  app.put(
    '/residente/:id',
    {
      config: { acesso: 'equipe', recusas: { 403: MOTIVOS.linhaDeFuncionario } },
      schema: {
        summary: 'Altera um residente com sua pessoa e certidão de casamento (VERSAO lida)',
        tags,
        params: codigoParams,
        body: residenteAtualizacao,
        response: { 200: residente },
      },
    },
    async (request) =>
      residentes.atualizarResidente(
        app.db,
        autorDe(request),
        request.params.id,
        request.body,
        app.config.TZ_LAR,
      ),
  );
  app.post(
    '/residente-inativar/:id',
    {
      config: { acesso: 'equipe', recusas: { 409: RESIDENTE_JA_DESACOLHIDO } },
      schema: {
        summary: 'Desacolhe um residente: data e motivo da saída',
        tags,
        params: codigoParams,
        body: desacolhimentoInput,
        response: { 200: residente },
      },
    },
    async (request) =>
      residentes.desacolherResidente(
        app.db,
        autorDe(request),
        request.params.id,
        request.body,
        app.config.TZ_LAR,
      ),
  );
  app.delete(
    '/residente-ativar/:id',
    {
      config: { acesso: 'equipe', recusas: { 409: RESIDENTE_JA_ATIVO } },
      schema: {
        summary: 'Acolhe de novo um residente desacolhido',
        tags,
        params: codigoParams,
        querystring: reacolhimentoQuery,
        response: { 200: residente },
      },
    },
    async (request) =>
      residentes.reacolherResidente(
        app.db,
        autorDe(request),
        request.params.id,
        request.query,
        app.config.TZ_LAR,
      ),
  );
  const { numero_certidao_nascimento: _certidao, ...documentos } = UNICIDADES_RESIDENTE;
  for (const [segmento, campo] of Object.entries(documentos)) {
    rotaDeUnicidade(app, `/residente/${segmento}`, 'equipe', campo, tags, (valor, exceto) =>
      residentes.documentoExistente(app.db, campo, valor, exceto),
    );
  }
  // A termo is unique only with its livro, folha and registry (decision 0023): the check takes them too.
  app.post(
    '/residente/numero_certidao_nascimento',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary:
          'Diz se a certidão de nascimento (matrícula, ou termo com livro, folha e cartório) já está em outro residente',
        tags,
        body: certidaoNascimentoUnicidadeRequest,
        response: { 200: unicidadeResponse },
      },
    },
    async ({ body }) => ({ existente: await residentes.certidaoNascimentoExistente(app.db, body) }),
  );

  app.post(
    '/certidao_casamento',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Cadastra a certidão de casamento de um residente',
        tags,
        body: certidaoCasamentoCriarInput,
        response: { 201: certidaoCasamento },
      },
    },
    async (request, reply) => {
      const { CODIGO_RESIDENTE, ...dados } = request.body;
      const criada = await residentes.criarCertidao(app.db, autorDe(request), CODIGO_RESIDENTE, dados);
      return reply.code(201).send(criada);
    },
  );
  app.get(
    '/certidao_casamento/:id',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Lê a certidão de casamento de um residente',
        tags,
        params: codigoParams,
        response: { 200: certidaoCasamento.nullable() },
      },
    },
    async (request) => residentes.buscarCertidao(app.db, request.params.id),
  );
  app.put(
    '/certidao_casamento/:id',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Altera a certidão de casamento de um residente',
        tags,
        params: codigoParams,
        body: certidaoCasamentoAtualizacao,
        response: { 200: certidaoCasamento },
      },
    },
    async (request) =>
      residentes.atualizarCertidao(app.db, autorDe(request), request.params.id, request.body),
  );

  app.register(familiaresRoutes);
  app.register(planosRoutes);
  app.register(beneficiosRoutes);
};

const familiaresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/familiar',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Cadastra um familiar de um residente, com endereços e telefones',
        tags,
        headers: cabecalhosDeEnvio,
        body: familiarInput,
        response: { 201: familiar },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await familiares.criarFamiliar(app.db, autorDe(request), request.body, chaveDoPedido(request))),
  );
  app.get(
    '/familiar/:id',
    {
      config: { acesso: 'equipe' },
      schema: { summary: 'Lê um familiar', tags, params: codigoParams, response: { 200: familiar } },
    },
    async (request) => familiares.buscarFamiliar(app.db, request.params.id),
  );
  app.put(
    '/familiar/:id',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Altera um familiar (VERSAO lida)',
        tags,
        params: codigoParams,
        body: familiarAtualizacao,
        response: { 200: familiar },
      },
    },
    async (request) =>
      familiares.atualizarFamiliar(app.db, autorDe(request), request.params.id, request.body),
  );
  app.get(
    '/residente_familiar/:id',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Lista os familiares de um residente',
        tags,
        params: codigoParams,
        response: { 200: z.array(familiarDoResidente) },
      },
    },
    async (request) => familiares.listarFamiliaresDoResidente(app.db, request.params.id),
  );
  app.post(
    '/residente_familiar',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Liga um familiar cadastrado a um residente, com o parentesco',
        tags,
        body: residenteFamiliarInput,
        response: { 201: residenteFamiliar },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await familiares.vincularFamiliar(app.db, autorDe(request), request.body)),
  );
  app.delete(
    '/residente_familiar/:residente/:familiar',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Desliga um familiar de um residente',
        tags,
        params: residenteFamiliarParams,
        response: { 200: mensagemResposta },
      },
    },
    async (request) => {
      const { params } = request;
      await familiares.desvincularFamiliar(app.db, autorDe(request), params.residente, params.familiar);
      return removido('Familiar desvinculado do residente');
    },
  );
  app.post(
    '/endereco_familiar',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Liga um endereço cadastrado a um familiar',
        tags,
        body: enderecoFamiliarInput,
        response: { 201: mensagemResposta },
      },
    },
    async (request, reply) => {
      const { FAMILIAR_CODIGO, ENDERECO_CODIGO } = request.body;
      await familiares.vincularEnderecoFamiliar(app.db, autorDe(request), FAMILIAR_CODIGO, ENDERECO_CODIGO);
      return reply.code(201).send({ message: 'Endereço vinculado ao familiar' });
    },
  );
  app.post(
    '/telefone_familiar',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Liga um telefone cadastrado a um familiar',
        tags,
        body: telefoneFamiliarInput,
        response: { 201: mensagemResposta },
      },
    },
    async (request, reply) => {
      const { FAMILIAR_CODIGO, TELEFONE_CODIGO } = request.body;
      await familiares.vincularTelefoneFamiliar(app.db, autorDe(request), FAMILIAR_CODIGO, TELEFONE_CODIGO);
      return reply.code(201).send({ message: 'Telefone vinculado ao familiar' });
    },
  );
  app.get(
    '/telefone_familiar/:id',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Lista os telefones de um familiar',
        tags,
        params: codigoParams,
        response: { 200: z.array(telefone) },
      },
    },
    async (request) => familiares.listarTelefonesDoFamiliar(app.db, request.params.id),
  );
  app.delete(
    '/telefone_familiar/:familiar/:telefone',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Desliga um telefone de um familiar',
        tags,
        params: telefoneFamiliarParams,
        response: { 200: mensagemResposta },
      },
    },
    async (request) => {
      const { params } = request;
      await familiares.removerTelefoneFamiliar(app.db, autorDe(request), params.familiar, params.telefone);
      return removido('Telefone removido');
    },
  );
};

const planosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/residente_convenio/:id',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Lista os convênios de um residente',
        tags,
        params: codigoParams,
        response: { 200: z.array(residenteConvenio) },
      },
    },
    async (request) => planos.listarConveniosDoResidente(app.db, request.params.id),
  );
  app.get(
    '/residente_convenio/one/:id',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Lê um convênio de um residente (o vínculo)',
        tags,
        params: codigoParams,
        response: { 200: residenteConvenio },
      },
    },
    async (request) => planos.buscarResidenteConvenio(app.db, request.params.id),
  );
  app.post(
    '/residente_convenio',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Dá um convênio a um residente, com número, titular e telefones de parentes',
        tags,
        headers: cabecalhosDeEnvio,
        body: residenteConvenioInput,
        response: { 201: residenteConvenio },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await planos.criarResidenteConvenio(app.db, autorDe(request), request.body, chaveDoPedido(request)),
        ),
  );
  app.put(
    '/residente_convenio/:id',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Altera o convênio de um residente: número, titular, validade (VERSAO lida)',
        tags,
        params: codigoParams,
        body: residenteConvenioAtualizacao,
        response: { 200: residenteConvenio },
      },
    },
    async (request) =>
      planos.atualizarResidenteConvenio(app.db, autorDe(request), request.params.id, request.body),
  );
  app.delete(
    '/residente_convenio/:id',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Tira um convênio de um residente',
        tags,
        params: codigoParams,
        response: { 200: mensagemResposta },
      },
    },
    async (request) => {
      await planos.apagarResidenteConvenio(app.db, autorDe(request), request.params.id);
      return removido('Convênio removido do residente');
    },
  );
  app.post(
    '/telefone_parentesco',
    {
      config: {
        acesso: 'equipe',
        recusas: { 404: MOTIVOS.vinculoInexistente, 409: NUMERO_CONVENIO_AMBIGUO },
      },
      schema: {
        summary: 'Liga o telefone de um parente ao convênio de um residente',
        tags,
        body: telefoneParentescoInput,
        response: { 201: mensagemResposta },
      },
    },
    async (request, reply) => {
      await planos.vincularTelefoneParentesco(app.db, autorDe(request), request.body);
      return reply.code(201).send({ message: 'Telefone vinculado ao convênio do residente' });
    },
  );
  app.get(
    '/telefone_parentesco/:id',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Lista os telefones de parentes do convênio de um residente',
        tags,
        params: codigoParams,
        response: { 200: z.array(telefone) },
      },
    },
    async (request) => planos.listarTelefonesParentesco(app.db, request.params.id),
  );
  app.delete(
    '/telefone_parentesco/:residenteConvenio/:telefone',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Desliga o telefone de um parente do convênio de um residente',
        tags,
        params: telefoneParentescoParams,
        response: { 200: mensagemResposta },
      },
    },
    async (request) => {
      const { params } = request;
      await planos.removerTelefoneParentesco(
        app.db,
        autorDe(request),
        params.residenteConvenio,
        params.telefone,
      );
      return removido('Telefone removido');
    },
  );
};

const beneficiosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/beneficio/:id',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Lista os benefícios de um residente',
        tags,
        params: codigoParams,
        response: { 200: z.array(beneficio) },
      },
    },
    async (request) => beneficios.listarBeneficios(app.db, request.params.id),
  );
  app.get(
    '/beneficio/:residente/:nome',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Lê um benefício de um residente',
        tags,
        params: beneficioParams,
        response: { 200: beneficio },
      },
    },
    async (request) => beneficios.buscarBeneficio(app.db, request.params.residente, request.params.nome),
  );
  app.post(
    '/beneficio',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Cadastra um benefício de um residente',
        tags,
        headers: cabecalhosDeEnvio,
        body: beneficioInput,
        response: { 201: beneficio },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await beneficios.criarBeneficio(app.db, autorDe(request), request.body, chaveDoPedido(request)),
        ),
  );
  app.put(
    '/beneficio/:residente/:nome',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Altera um benefício de um residente: valor, conta, provas de vida (VERSAO lida)',
        tags,
        params: beneficioParams,
        body: beneficioAtualizacao,
        response: { 200: beneficio },
      },
    },
    async (request) =>
      beneficios.atualizarBeneficio(
        app.db,
        autorDe(request),
        request.params.residente,
        request.params.nome,
        request.body,
      ),
  );
  app.delete(
    '/beneficio/:residente/:nome',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Apaga um benefício de um residente',
        tags,
        params: beneficioParams,
        response: { 200: mensagemResposta },
      },
    },
    async (request) => {
      await beneficios.apagarBeneficio(
        app.db,
        autorDe(request),
        request.params.residente,
        request.params.nome,
      );
      return removido('Benefício removido');
    },
  );
  app.post(
    '/beneficio/nome',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Diz se o residente já tem um benefício com esse nome',
        tags,
        body: beneficioNomeRequest,
        response: { 200: unicidadeResponse },
      },
    },
    async ({ body }) => ({ existente: await beneficios.nomeDeBeneficioExistente(app.db, body) }),
  );
};

export default residentesRoutes;
