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
import { VINCULOS_DE_ENDERECO, VINCULOS_DE_TELEFONE } from '../../db/vinculos.ts';
import { MOTIVOS } from '../../lib/documentacao.ts';
import { modulo, rota, rotaDeUnicidade } from '../../lib/rota.ts';
import * as cadastro from './service.ts';

const linhaDeFuncionario = { 403: MOTIVOS.linhaDeFuncionario };
/** A person's phones and addresses: the employees' (residents keep none), hence the administrator's (decision 0027). */
const deFuncionario = 'administrador';

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

  rota('GET /telefone_pessoa/:id', {
    acesso: deFuncionario,
    resumo: 'Lista os telefones de uma pessoa (funcionário)',
    params: codigoParams,
    resposta: z.array(telefone),
    trata: (c) => cadastro.listarTelefonesDaPessoa(c.db, c.params.id),
  }),
  rota('GET /endereco_pessoa/:id', {
    acesso: deFuncionario,
    resumo: 'Lista os endereços de uma pessoa (funcionário)',
    params: codigoParams,
    resposta: z.array(endereco),
    trata: (c) => cadastro.listarEnderecosDaPessoa(c.db, c.params.id),
  }),
  rota('POST /telefone_pessoa', {
    acesso: deFuncionario,
    resumo: 'Liga telefones a uma pessoa (funcionário)',
    corpo: telefonePessoaInput,
    resposta: telefonePessoaResposta,
    status: 201,
    trata: async (c) => {
      const vinculo = VINCULOS_DE_TELEFONE.pessoa;
      await cadastro.vincularContatoDaPessoa(
        c.db,
        c.autor,
        vinculo,
        c.body.PESSOA_CODIGO,
        c.body.TELEFONE_CODIGO,
      );
      return c.body;
    },
  }),
  rota('POST /endereco_pessoa', {
    acesso: deFuncionario,
    resumo: 'Liga endereços a uma pessoa (funcionário)',
    corpo: enderecoPessoaInput,
    resposta: enderecoPessoaResposta,
    status: 201,
    trata: async (c) => {
      const vinculo = VINCULOS_DE_ENDERECO.pessoa;
      await cadastro.vincularContatoDaPessoa(
        c.db,
        c.autor,
        vinculo,
        c.body.PESSOA_CODIGO,
        c.body.ENDERECO_CODIGO,
      );
      return c.body;
    },
  }),
  // Decision 0019: the link goes, and the phone or address with it once nothing else links it.
  rota('DELETE /telefone_pessoa/:pessoa/:telefone', {
    acesso: deFuncionario,
    resumo: 'Desliga um telefone de uma pessoa; o telefone sem outro vínculo é apagado',
    params: telefonePessoaParams,
    semConteudo: true,
    trata: (c) =>
      cadastro.desvincularContato(
        c.db,
        c.autor,
        VINCULOS_DE_TELEFONE.pessoa,
        c.params.pessoa,
        c.params.telefone,
      ),
  }),
  rota('DELETE /endereco_pessoa/:pessoa/:endereco', {
    acesso: deFuncionario,
    resumo: 'Desliga um endereço de uma pessoa; o endereço sem outro vínculo é apagado',
    params: enderecoPessoaParams,
    semConteudo: true,
    trata: (c) =>
      cadastro.desvincularContato(
        c.db,
        c.autor,
        VINCULOS_DE_ENDERECO.pessoa,
        c.params.pessoa,
        c.params.endereco,
      ),
  }),
]);
