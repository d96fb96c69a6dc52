/**
 * The team of the About page (docs/produto.md §1: one coordinator, five developers). The institution fills in
 * the names; `null` shows "A definir pela instituição" — no name is ever made up here.
 */
export interface MembroEquipe {
  id: string;
  papel: 'Coordenação' | 'Desenvolvimento';
  nome: string | null;
}

export const EQUIPE: readonly MembroEquipe[] = [
  { id: 'coordenacao', papel: 'Coordenação', nome: null },
  { id: 'desenvolvimento-1', papel: 'Desenvolvimento', nome: null },
  { id: 'desenvolvimento-2', papel: 'Desenvolvimento', nome: null },
  { id: 'desenvolvimento-3', papel: 'Desenvolvimento', nome: null },
  { id: 'desenvolvimento-4', papel: 'Desenvolvimento', nome: null },
  { id: 'desenvolvimento-5', papel: 'Desenvolvimento', nome: null },
];

export const NOME_A_DEFINIR = 'A definir pela instituição';
