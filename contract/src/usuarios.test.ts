import { describe, expect, it } from 'vitest';
import { MENSAGENS } from './messages.ts';
import { CAMPOS_USUARIO, UNICIDADES_USUARIO, usuarioInput } from './usuarios.ts';

const conta = { CODIGO_FUNCIONARIO: 7, EMAIL: 'ana@lar.org', LOGIN: 'ana.souza', SENHA: 'inicial1' };

describe('usuarioInput', () => {
  it('lê o perfil de acesso como número, também vindo de um select como texto', () => {
    expect(usuarioInput.parse({ ...conta, PERMISSAO_ACESSO: '2' }).PERMISSAO_ACESSO).toBe(2);
    expect(usuarioInput.parse({ ...conta, PERMISSAO_ACESSO: 1 }).PERMISSAO_ACESSO).toBe(1);
    expect(usuarioInput.safeParse({ ...conta, PERMISSAO_ACESSO: 3 }).error?.issues[0]?.message).toBe(
      MENSAGENS.permissaoInvalida,
    );
  });

  it('recusa os logins que a URL de primeiro acesso leria como verificação de unicidade', () => {
    for (const LOGIN of ['email', 'LOGIN', ' Email ']) {
      expect(usuarioInput.safeParse({ ...conta, LOGIN, PERMISSAO_ACESSO: 2 }).error?.issues[0]?.message).toBe(
        MENSAGENS.loginReservado,
      );
    }
  });

  it('recusa um login fora do alfabeto da URL', () => {
    expect(
      usuarioInput.safeParse({ ...conta, LOGIN: 'ana souza', PERMISSAO_ACESSO: 2 }).error?.issues[0]?.message,
    ).toBe(MENSAGENS.loginFormato);
  });

  it('recusa um login só de pontos, hífens ou sublinhados: a URL some com "." e ".."', () => {
    for (const LOGIN of ['.', '..', '-', '._']) {
      expect(usuarioInput.safeParse({ ...conta, LOGIN, PERMISSAO_ACESSO: 2 }).error?.issues[0]?.message).toBe(
        MENSAGENS.loginFormato,
      );
    }
    expect(usuarioInput.safeParse({ ...conta, LOGIN: '.ana', PERMISSAO_ACESSO: 2 }).success).toBe(true);
  });
});

describe('CAMPOS_USUARIO', () => {
  it('as checagens do catálogo são as rotas do servidor, campo por campo', () => {
    const doCatalogo = Object.entries(CAMPOS_USUARIO).flatMap(([campo, c]) =>
      'unicidade' in c ? [`${c.unicidade.rota} ${campo}`] : [],
    );
    const doServidor = Object.entries(UNICIDADES_USUARIO).map(([s, campo]) => `/usuario/${s} ${campo}`);
    expect(doCatalogo.sort()).toEqual(doServidor.sort());
  });

  it('o login e a senha param no máximo do catálogo', () => {
    const base = { ...conta, PERMISSAO_ACESSO: 2 };
    expect(usuarioInput.safeParse({ ...base, LOGIN: 'a'.repeat(CAMPOS_USUARIO.LOGIN.max) }).success).toBe(
      true,
    );
    expect(usuarioInput.safeParse({ ...base, LOGIN: 'a'.repeat(CAMPOS_USUARIO.LOGIN.max + 1) }).success).toBe(
      false,
    );
    expect(usuarioInput.safeParse({ ...base, SENHA: 'a'.repeat(CAMPOS_USUARIO.SENHA.max) }).success).toBe(
      true,
    );
    expect(usuarioInput.safeParse({ ...base, SENHA: 'a'.repeat(CAMPOS_USUARIO.SENHA.max + 1) }).success).toBe(
      false,
    );
  });
});
