import { readFileSync } from 'node:fs';
import { MENSAGENS } from '@acolher/contract';
import { describe, expect, it } from 'vitest';
import { InvalidInputError, ServidorOcupadoError } from './errors.ts';
import {
  comVagaDeHash,
  FILA_DE_HASHES,
  HASHES_SIMULTANEOS,
  hashNovaSenha,
  hashPassword,
  motivoDeSenhaFraca,
  verifyPassword,
} from './password.ts';

describe('senhas (docs/arquitetura.md §5)', () => {
  it('guarda argon2id com m=19 MiB, t=2, p=1 e sal próprio a cada hash', async () => {
    const [um, outro] = await Promise.all([hashPassword('segredo1'), hashPassword('segredo1')]);
    expect(um).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(um).not.toBe(outro);
    expect(um).not.toContain('segredo1');
  });

  it('confere a senha certa e recusa a errada e um hash corrompido, sem lançar', async () => {
    const guardado = await hashPassword('segredo1');
    expect(await verifyPassword(guardado, 'segredo1')).toBe(true);
    expect(await verifyPassword(guardado, 'segredo2')).toBe(false);
    expect(await verifyPassword('não é um hash', 'segredo1')).toBe(false);
  });
});

/** Takes `vezes` hashing slots (or queue places) and holds them until `soltar` is called. */
function ocupar(vezes: number) {
  let soltar: () => void = () => {};
  const aberto = new Promise<void>((resolver) => {
    soltar = resolver;
  });
  const vagas = Array.from({ length: vezes }, () => comVagaDeHash(() => aberto));
  return {
    soltar: async () => {
      soltar();
      await Promise.all(vagas);
    },
  };
}

describe('the cap on concurrent hashes (decision 0031)', () => {
  it('runs HASHES_SIMULTANEOS at once, queues FILA_DE_HASHES more, and answers the next with 503 at once', async () => {
    const tomadas = ocupar(HASHES_SIMULTANEOS + FILA_DE_HASHES);
    const excedente = hashPassword('segredo1');
    await expect(excedente).rejects.toBeInstanceOf(ServidorOcupadoError);
    await expect(excedente).rejects.toThrow(MENSAGENS.servidorOcupado);
    await tomadas.soltar();
    expect(await verifyPassword(await hashPassword('segredo1'), 'segredo1')).toBe(true);
  });

  it('never runs more than HASHES_SIMULTANEOS, and serves the queue in order', async () => {
    let agora = 0;
    let maximo = 0;
    const ordem: number[] = [];
    const trabalhos = Array.from({ length: HASHES_SIMULTANEOS + 5 }, (_, i) =>
      comVagaDeHash(async () => {
        agora += 1;
        maximo = Math.max(maximo, agora);
        await new Promise((r) => setTimeout(r, 5));
        ordem.push(i);
        agora -= 1;
      }),
    );
    await Promise.all(trabalhos);
    expect(maximo).toBe(HASHES_SIMULTANEOS);
    expect(ordem.slice(HASHES_SIMULTANEOS)).toEqual(
      Array.from({ length: 5 }, (_, i) => i + HASHES_SIMULTANEOS),
    );
  });

  it('frees the slot of a work that throws', async () => {
    const falhas = Array.from({ length: HASHES_SIMULTANEOS + FILA_DE_HASHES }, () =>
      comVagaDeHash(() => Promise.reject(new Error('quebrou'))),
    );
    await Promise.allSettled(falhas);
    const tomadas = ocupar(HASHES_SIMULTANEOS + FILA_DE_HASHES);
    await expect(comVagaDeHash(async () => 1)).rejects.toBeInstanceOf(ServidorOcupadoError);
    await tomadas.soltar();
  });
});

describe('motivoDeSenhaFraca (decision 0031: common passwords, the login, the e-mail)', () => {
  const dono = { login: 'Maria.Silva', email: 'maria@lar.org' };
  it.each([
    ['password', MENSAGENS.senhaComum],
    ['PASSWORD', MENSAGENS.senhaComum],
    ['123456', MENSAGENS.senhaComum],
    ['qwerty', MENSAGENS.senhaComum],
    ['maria.silva', MENSAGENS.senhaIgualAoUsuario],
    ['MARIA@LAR.ORG', MENSAGENS.senhaIgualAoUsuario],
  ])('refuses %s', (senha, motivo) => {
    expect(motivoDeSenhaFraca(senha, dono)).toBe(motivo);
  });

  it.each(['segredo1', 'cuidar-da-dona-ana', 'maria.silva1', 'Jardim das Acácias 2026'])(
    'accepts %s',
    (senha) => {
      expect(motivoDeSenhaFraca(senha, dono)).toBeNull();
    },
  );

  it('ships about 10,000 passwords of docs/produto.md §5 lengths, lower-cased, one a line', () => {
    const linhas = readFileSync(new URL('./senhas-comuns.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean);
    expect(linhas).toHaveLength(10_000);
    expect(new Set(linhas).size).toBe(10_000);
    expect(linhas.every((l) => l.length >= 4 && l.length <= 100 && l === l.toLowerCase())).toBe(true);
  });

  it('refuses a new password with 400 on its field, before any hash', async () => {
    const recusa = hashNovaSenha('letmein', dono, 'NOVA_SENHA');
    await expect(recusa).rejects.toBeInstanceOf(InvalidInputError);
    await expect(recusa).rejects.toMatchObject({
      status: 400,
      message: MENSAGENS.senhaComum,
      errors: [{ campo: 'NOVA_SENHA', mensagem: MENSAGENS.senhaComum }],
    });
  });
});
