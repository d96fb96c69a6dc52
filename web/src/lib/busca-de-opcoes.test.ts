import { describe, expect, it } from 'vitest';
import { indiceDeBusca, opcoesPorProximidade } from './busca-de-opcoes.ts';

const nomes = (rotulos: string[], busca: string) =>
  opcoesPorProximidade(
    indiceDeBusca(rotulos.map((label, i) => ({ value: String(i), label }))),
    busca,
    Number.POSITIVE_INFINITY,
  ).map((opcao) => opcao.label);

describe('opcoesPorProximidade', () => {
  it('"inês sim" põe primeiro o nome que começa assim, não o primeiro em ordem alfabética', () => {
    expect(nomes(['Inês Araújo Simões', 'Inês Simões Câmara'], 'inês sim')).toEqual([
      'Inês Simões Câmara',
      'Inês Araújo Simões',
    ]);
  });

  it('as palavras na ordem digitada vêm antes das fora de ordem', () => {
    expect(nomes(['Silva Maria Santos', 'Maria da Silva'], 'maria silva')).toEqual([
      'Maria da Silva',
      'Silva Maria Santos',
    ]);
  });

  it('uma palavra que casa no começo vem antes de uma que casa no meio', () => {
    expect(nomes(['Mariana Souza', 'Ana Souza'], 'ana')).toEqual(['Ana Souza', 'Mariana Souza']);
    expect(nomes(['Rosana Lima', 'Maria Ana Lima'], 'ana')).toEqual(['Maria Ana Lima', 'Rosana Lima']);
  });

  it('o primeiro nome começando como digitado vem antes do sobrenome que começa assim', () => {
    expect(nomes(['Ana Joaquina', 'Joana Alves'], 'jo')).toEqual(['Joana Alves', 'Ana Joaquina']);
  });

  it('o primeiro nome e um sobrenome começando como digitados vêm antes de um nome do meio', () => {
    expect(nomes(['Lúcia Inês Câmara', 'Inês Araújo Câmara'], 'ines cam')).toEqual([
      'Inês Araújo Câmara',
      'Lúcia Inês Câmara',
    ]);
  });

  it('palavras em seguida vêm antes das com outra no meio', () => {
    expect(nomes(['Ana Maria Araújo Câmara', 'Ana Maria Câmara'], 'maria cam')).toEqual([
      'Ana Maria Câmara',
      'Ana Maria Araújo Câmara',
    ]);
  });

  it('toda palavra digitada precisa estar no nome, sem acento nem caixa', () => {
    expect(nomes(['José Antônio', 'Joana Antunes'], 'JOSE ANTO')).toEqual(['José Antônio']);
    expect(nomes(['Maria da Silva'], 'silva maria')).toEqual(['Maria da Silva']);
    expect(nomes(['Maria da Silva'], 'silva joana')).toEqual([]);
  });

  it('empatados, mantém a ordem da lista; sem busca, devolve a lista até o limite', () => {
    expect(nomes(['Ana B', 'Ana A'], 'ana')).toEqual(['Ana B', 'Ana A']);
    const indice = indiceDeBusca(['A', 'B', 'C'].map((label) => ({ value: label, label })));
    expect(opcoesPorProximidade(indice, '  ', 2).map((o) => o.value)).toEqual(['A', 'B']);
  });

  it('limita o resultado aos mais próximos', () => {
    const indice = indiceDeBusca(
      ['Ana Zélia', 'Mariana', 'Ana Maria'].map((label) => ({ value: label, label })),
    );
    expect(opcoesPorProximidade(indice, 'ana', 2).map((o) => o.label)).toEqual(['Ana Zélia', 'Ana Maria']);
  });

  it('procura também nos termos de uma opção: o nome do estado acha a UF', () => {
    const ufs = indiceDeBusca([
      { value: 'CE', label: 'CE', termos: 'Ceará' },
      { value: 'PE', label: 'PE', termos: 'Pernambuco' },
      { value: 'AC', label: 'AC', termos: 'Acre' },
    ]);
    expect(opcoesPorProximidade(ufs, 'ceara', 10).map((o) => o.value)).toEqual(['CE']);
    expect(opcoesPorProximidade(ufs, 'Ceará', 10).map((o) => o.value)).toEqual(['CE']);
    expect(opcoesPorProximidade(ufs, 'c', 10).map((o) => o.value)).toEqual(['CE', 'AC', 'PE']);
  });
});
