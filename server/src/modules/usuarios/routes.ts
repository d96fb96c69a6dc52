import {
  ACESSO_JA_ATIVO,
  MENSAGENS,
  mensagemResposta,
  UNICIDADES_USUARIO,
  usuario,
  usuarioAtualizacao,
  usuarioInput,
  usuarioParams,
  usuarioReativarRequest,
  usuarioRedefinirSenhaRequest,
  usuarioVincularRequest,
} from '@acolher/contract';
import { LIMITE_DE_HASHES_POR_ENDERECO } from '../../lib/password.ts';
import { modulo, rota, rotaDeUnicidade } from '../../lib/rota.ts';
import * as usuarios from './service.ts';

/**
 * User accounts (decision 0027): administrators only. The user's own first access
 * (`POST /usuario/{username}`) is the auth module's; the checks `/usuario/email` and
 * `/usuario/login` are static paths the router prefers, and those logins are refused at creation.
 */
export default modulo({ tags: ['Usuários'], acesso: 'administrador' }, [
  rota('POST /usuario', {
    limite: LIMITE_DE_HASHES_POR_ENDERECO,
    resumo: 'Cria a conta de acesso de um funcionário; a senha inicial vai por e-mail',
    corpo: usuarioInput,
    resposta: usuario,
    status: 201,
    trata: (c) => usuarios.criarUsuario(c.db, c.autor, c.body),
  }),
  rota('GET /usuario/:funcionario', {
    resumo: 'Lê a conta de acesso de um funcionário',
    params: usuarioParams,
    resposta: usuario,
    trata: (c) => usuarios.buscarUsuarioDoFuncionario(c.db, c.params.funcionario),
  }),
  rota('PUT /usuario/:funcionario', {
    resumo: 'Altera a conta de acesso de um funcionário: login, e-mail, nível, ativa ou não',
    params: usuarioParams,
    corpo: usuarioAtualizacao,
    resposta: usuario,
    trata: (c) => usuarios.atualizarUsuario(c.db, c.autor, c.params.funcionario, c.body),
  }),
  rota('POST /usuario-redefinir-senha/:funcionario', {
    limite: LIMITE_DE_HASHES_POR_ENDERECO,
    resumo: 'Dá uma nova senha inicial à conta de um funcionário, a trocar no próximo acesso',
    params: usuarioParams,
    corpo: usuarioRedefinirSenhaRequest,
    resposta: mensagemResposta,
    trata: async (c) => ({
      message: await usuarios.redefinirSenhaInicial(c.db, c.autor, c.params.funcionario, c.body.SENHA),
    }),
  }),
  rota('POST /usuario-reativar/:funcionario', {
    recusas: { 409: ACESSO_JA_ATIVO, 422: MENSAGENS.funcionarioInativoSemUsuario },
    resumo: 'Devolve o acesso de um funcionário readmitido, que ficou bloqueado no desligamento',
    params: usuarioParams,
    corpo: usuarioReativarRequest,
    resposta: usuario,
    trata: (c) => usuarios.reativarAcesso(c.db, c.autor, c.params.funcionario, c.body),
  }),
  rota('PUT /usuario-vincular', {
    recusas: { 409: MENSAGENS.usuarioJaVinculado },
    resumo: 'Liga uma conta de acesso sem funcionário a um funcionário',
    corpo: usuarioVincularRequest,
    resposta: usuario,
    trata: (c) => usuarios.vincularUsuario(c.db, c.autor, c.body),
  }),
  ...Object.entries(UNICIDADES_USUARIO).map(([segmento, campo]) =>
    rotaDeUnicidade(`/usuario/${segmento}`, campo, (c, valor, exceto) =>
      usuarios.usuarioExistente(c.db, campo, valor, exceto),
    ),
  ),
]);
