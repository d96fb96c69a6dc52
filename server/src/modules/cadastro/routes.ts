import {
  codigoParams,
  endereco,
  enderecoAtualizacao,
  enderecoInput,
  enderecoPessoaInput,
  enderecoPessoaParams,
  enderecoPessoaResposta,
  pessoa,
  pessoaAtualizacao,
  pessoaInput,
  telefone,
  telefoneAtualizacao,
  telefoneInput,
  telefonePessoaInput,
  telefonePessoaParams,
  telefonePessoaResposta,
  UNICIDADES_PESSOA,
} from '@acolher/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { VINCULOS_DE_ENDERECO, VINCULOS_DE_TELEFONE, type Vinculo } from '../../db/vinculos.ts';
import type { Autor } from '../../lib/autor.ts';
import { MOTIVOS } from '../../lib/documentacao.ts';
import { modulo, type Rota, rota, rotaDeUnicidade } from '../../lib/rota.ts';
import * as cadastro from './service.ts';

const linhaDeFuncionario = { 403: MOTIVOS.linhaDeFuncionario };

/**
 * A person's phones or addresses: the employees' (residents keep none), hence the administrator's
 * (decision 0027). Listed, linked, and unlinked: the link goes, and the phone or address with it
 * once nothing else links it (decision 0019).
 */
function contatosDaPessoa<C extends 'telefone' | 'endereco', K extends string>(d: {
  contato: C;
  /** The contact's name, singular and plural, as the summaries say it. */
  nomes: [string, string];
  item: z.ZodType;
  listar: (db: Db, pessoa: number) => Promise<unknown[]>;
  corpo: z.ZodType<{ PESSOA_CODIGO: number } & Record<K, number>>;
  /** The body's field that names the contact. */
  campo: K;
  ligados: z.ZodType;
  params: z.ZodType<{ pessoa: number } & Record<C, number>>;
  vinculo: Vinculo;
  vincular: (db: Db, autor: Autor, pessoa: number, contato: number) => Promise<void>;
}): Rota[][] {
  const [nome, plural] = d.nomes;
  const base = `${d.contato}_pessoa`;
  return [
    rota(`GET /${base}/:id`, {
      acesso: 'administrador',
      resumo: `Lista os ${plural} de uma pessoa (funcionário)`,
      params: codigoParams,
      resposta: z.array(d.item),
      trata: (c) => d.listar(c.db, c.params.id),
    }),
    rota(`POST /${base}`, {
      acesso: 'administrador',
      resumo: `Liga ${plural} a uma pessoa (funcionário)`,
      corpo: d.corpo,
      resposta: d.ligados,
      status: 201,
      trata: async (c) => {
        await d.vincular(c.db, c.autor, c.body.PESSOA_CODIGO, c.body[d.campo]);
        return c.body;
      },
    }),
    rota(`DELETE /${base}/:pessoa/:${d.contato}`, {
      acesso: 'administrador',
      resumo: `Desliga um ${nome} de uma pessoa; o ${nome} sem outro vínculo é apagado`,
      params: d.params,
      semConteudo: true,
      trata: (c) =>
        cadastro.desvincularContato(c.db, c.autor, d.vinculo, c.params.pessoa, c.params[d.contato]),
    }),
  ];
}

/**
 * Person, address and phone routes that residents, plans and employees share (the spec's
 * granular chains). Unlinking goes through the owner's link routes; `DELETE /telefone/{id}` takes only
 * a phone nothing links (decision 0019).
 */
export default modulo({ tags: ['Cadastro'], acesso: 'equipe' }, [
  rota('POST /pessoa', {
    resumo: 'Cadastra uma pessoa (dados pessoais e documentos)',
    corpo: pessoaInput,
    resposta: pessoa,
    status: 201,
    trata: (c) => cadastro.criarPessoa(c.db, c.autor, c.body),
  }),
  rota('PUT /pessoa/:id', {
    recusas: linhaDeFuncionario,
    resumo: 'Altera os dados pessoais de uma pessoa (VERSAO lida)',
    params: codigoParams,
    corpo: pessoaAtualizacao,
    resposta: pessoa,
    trata: (c) => cadastro.atualizarPessoa(c.db, c.autor, c.params.id, c.body),
  }),
  ...Object.entries(UNICIDADES_PESSOA).map(([segmento, campo]) =>
    rotaDeUnicidade(`/pessoa/${segmento}`, campo, (c, valor, exceto) =>
      cadastro.documentoDePessoaExistente(c.db, c.autor, campo, valor, exceto),
    ),
  ),

  rota('POST /endereco', {
    resumo: 'Cadastra um endereço',
    corpo: enderecoInput,
    resposta: endereco,
    status: 201,
    trata: (c) => cadastro.criarEndereco(c.db, c.autor, c.body),
  }),
  rota('GET /endereco/:id', {
    recusas: linhaDeFuncionario,
    resumo: 'Lê um endereço',
    params: codigoParams,
    resposta: endereco,
    trata: (c) => cadastro.lerEndereco(c.db, c.autor, c.params.id),
  }),
  rota('PUT /endereco/:id', {
    recusas: linhaDeFuncionario,
    resumo: 'Altera um endereço',
    params: codigoParams,
    corpo: enderecoAtualizacao,
    resposta: endereco,
    trata: (c) => cadastro.atualizarEndereco(c.db, c.autor, c.params.id, c.body),
  }),

  rota('POST /telefone', {
    resumo: 'Cadastra um telefone',
    corpo: telefoneInput,
    resposta: telefone,
    status: 201,
    trata: (c) => cadastro.criarTelefone(c.db, c.autor, c.body),
  }),
  rota('GET /telefone/:id', {
    recusas: linhaDeFuncionario,
    resumo: 'Lê um telefone',
    params: codigoParams,
    resposta: telefone,
    trata: (c) => cadastro.lerTelefone(c.db, c.autor, c.params.id),
  }),
  rota('PUT /telefone/:id', {
    recusas: linhaDeFuncionario,
    resumo: 'Altera um telefone',
    params: codigoParams,
    corpo: telefoneAtualizacao,
    resposta: telefone,
    trata: (c) => cadastro.atualizarTelefoneAvulso(c.db, c.autor, c.params.id, c.body),
  }),
  ...(['telefone', 'endereco'] as const).map((contato) =>
    rota(`DELETE /${contato}/:id`, {
      recusas: { ...linhaDeFuncionario, 409: MOTIVOS.contatoEmUso },
      resumo: `Apaga um ${contato} que nada mais usa`,
      params: codigoParams,
      semConteudo: true,
      trata: (c) => cadastro.apagarContato(c.db, c.autor, contato, c.params.id),
    }),
  ),

  ...contatosDaPessoa({
    contato: 'telefone',
    nomes: ['telefone', 'telefones'],
    item: telefone,
    listar: cadastro.listarTelefonesDaPessoa,
    corpo: telefonePessoaInput,
    campo: 'TELEFONE_CODIGO',
    ligados: telefonePessoaResposta,
    params: telefonePessoaParams,
    vinculo: VINCULOS_DE_TELEFONE.pessoa,
    vincular: cadastro.vincularTelefoneDaPessoa,
  }),
  ...contatosDaPessoa({
    contato: 'endereco',
    nomes: ['endereço', 'endereços'],
    item: endereco,
    listar: cadastro.listarEnderecosDaPessoa,
    corpo: enderecoPessoaInput,
    campo: 'ENDERECO_CODIGO',
    ligados: enderecoPessoaResposta,
    params: enderecoPessoaParams,
    vinculo: VINCULOS_DE_ENDERECO.pessoa,
    vincular: cadastro.vincularEnderecoDaPessoa,
  }),
]);
