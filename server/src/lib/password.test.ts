import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('senhas (DESIGN §5)', () => {
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
