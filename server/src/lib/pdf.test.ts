import { describe, expect, it } from 'vitest';
import { textoDasPaginas } from '../../test/support/pdf-texto.ts';
import {
  campos,
  dataBr,
  dataHoraNoLar,
  disposicaoDeAnexo,
  gerarPdf,
  nomeAscii,
  secao,
  tabela,
} from './pdf.ts';

const emissao = {
  lar: 'Lar São Vicente de Paulo',
  usuario: 'Maria da Conceição',
  em: new Date('2025-03-05T17:04:00Z'),
  tz: 'America/Sao_Paulo',
};

describe('relatório em PDF', () => {
  it('repete o cabeçalho da tabela em cada página, numera as páginas e mantém os acentos', async () => {
    const linhas = Array.from({ length: 120 }, (_, i) => [`José Conceição ${i}`, 'São Paulo', i]);
    const pdf = await gerarPdf({
      titulo: 'Relação de convênios',
      emissao,
      conteudo: [tabela(['Nome', 'Cidade', 'Nº'], linhas)],
    });

    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const paginas = await textoDasPaginas(pdf);
    expect(paginas.length).toBeGreaterThan(2);
    paginas.forEach((texto, i) => {
      expect(texto).toContain('Nome Cidade Nº');
      expect(texto).toContain('Lar São Vicente de Paulo Relação de convênios');
      expect(texto).toContain('Emitido por Maria da Conceição em 05/03/2025 14:04');
      expect(texto).toContain(`Página ${i + 1} de ${paginas.length}`);
    });
    const todas = paginas.join(' ');
    for (let i = 0; i < 120; i++) expect(todas).toContain(`José Conceição ${i} São Paulo ${i} `);
  });

  it('mostra campos preenchidos, omite os vazios e diz quando uma seção não tem registros', async () => {
    const pdf = await gerarPdf({
      titulo: 'Ficha',
      emissao,
      conteudo: [
        campos([
          ['Nome', 'Antônia'],
          ['CPF', null],
          ['Estado civil', 'Viúvo(a)'],
        ]),
        ...secao('Familiares', null),
      ],
    });
    const [texto] = await textoDasPaginas(pdf);
    expect(texto).toContain('Nome: Antônia');
    expect(texto).toContain('Estado civil: Viúvo(a)');
    expect(texto).not.toContain('CPF');
    expect(texto).toContain('Familiares Nenhum registro');
  });
});

describe('datas e nomes de arquivo', () => {
  it('escreve data e hora no relógio do lar', () => {
    expect(dataHoraNoLar(new Date('2025-01-01T02:30:00Z'), 'America/Sao_Paulo')).toBe('31/12/2024 23:30');
    expect(dataHoraNoLar(new Date('2025-01-01T02:30:00Z'), 'UTC')).toBe('01/01/2025 02:30');
    expect(dataBr('1941-07-09')).toBe('09/07/1941');
    expect(dataBr(null)).toBe('');
  });

  it('dá um nome ASCII seguro e o nome acentuado em filename*', () => {
    expect(disposicaoDeAnexo('Ficha - José da Conceição.pdf')).toBe(
      `attachment; filename="Ficha - Jose da Conceicao.pdf"; filename*=UTF-8''Ficha%20-%20Jos%C3%A9%20da%20Concei%C3%A7%C3%A3o.pdf`,
    );
    expect(nomeAscii('a"b\\c/d\u00a0ção')).toBe('a_b_c_d_cao');
    expect(disposicaoDeAnexo("O'Neil (1).pdf")).toContain(`filename*=UTF-8''O%27Neil%20%281%29.pdf`);
  });
});
