import { MENSAGENS } from '@acolher/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function erroDe(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  throw new Error(`aceitou ${JSON.stringify(env)}`);
}

describe('configuração (docs/arquitetura.md §3)', () => {
  it.each([
    [{ TZ_LAR: 'America/Atlantida' }, 'TZ_LAR: fuso horário desconhecido'],
    [{ APP_URL: 'acolher.lar.org' }, 'APP_URL: Endereço (URL) inválido'],
    [{ ADMIN_EMAIL: 'sem-arroba' }, `ADMIN_EMAIL: ${MENSAGENS.emailInvalido}`],
    // The login form refuses a local part over 64 characters: such an administrator could never sign in.
    [{ ADMIN_EMAIL: `${'a'.repeat(65)}@lar.org` }, `ADMIN_EMAIL: ${MENSAGENS.emailInvalido}`],
    [{ ADMIN_EMAIL: `a@${'b'.repeat(250)}.org` }, `ADMIN_EMAIL: ${MENSAGENS.emailInvalido}`],
    [{ SMTP_URL: 'http://mail.lar.org' }, 'SMTP_URL: deve começar com smtp:// ou smtps://'],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL: Valor inválido: use um destes: fatal, error, warn, info, debug, trace, silent',
    ],
    [{ ADMIN_PASSWORD: 'abc' }, 'ADMIN_PASSWORD: Deve ter no mínimo 4 caracteres'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY: use endereços IP ou faixas CIDR'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY: use endereços IP ou faixas CIDR'],
    [{ TRUST_PROXY: '127.0.0.1,' }, 'TRUST_PROXY: use endereços IP ou faixas CIDR'],
    [{ TURNOS_LAR: '4' }, 'TURNOS_LAR: use 2 (Dia e Noite) ou 3 (Manhã, Tarde e Noite)'],
    [{ PDF_THREADS: '0' }, 'PDF_THREADS: Deve ser maior ou igual a 1'],
    [{ PDF_THREADS: 'dois' }, 'PDF_THREADS: Valor inválido: era esperado um número'],
  ])('%o: recusa com uma mensagem que nomeia a variável', (env, esperado) => {
    const mensagem = erroDe(env);
    expect(mensagem).toContain('Configuração inválida');
    expect(mensagem).toContain(esperado);
  });

  it('aceita os valores válidos e deriva APP_URL de HOST e PORT', () => {
    const config = loadConfig({
      TZ_LAR: 'America/Manaus',
      ADMIN_EMAIL: `${'a'.repeat(64)}@lar.org`,
      SMTP_URL: 'smtps://u:p@mail.lar.org:465',
      LOG_LEVEL: 'warn',
      HOST: '0.0.0.0',
      PORT: '8080',
    });
    expect(config).toMatchObject({ TZ_LAR: 'America/Manaus', LOG_LEVEL: 'warn' });
    expect(config.APP_URL).toBe('http://0.0.0.0:8080');
    expect(loadConfig({ APP_URL: 'https://lar.org/' }).APP_URL).toBe('https://lar.org');
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({}).TURNOS_LAR).toBe(2);
    expect(loadConfig({ TURNOS_LAR: '3' }).TURNOS_LAR).toBe(3);
    expect(loadConfig({}).PDF_THREADS).toBe(1);
    expect(loadConfig({ PDF_THREADS: '3' }).PDF_THREADS).toBe(3);
  });
});
