import { CAMPOS_PROPRIOS_ACOMPANHAMENTO, type Campo } from '@acolher/contract';
import type { MantineSize } from '@mantine/core';
import { CampoDoCatalogo } from '../../../components/campo-do-catalogo.tsx';
import { DadoDoCatalogo } from '../../../components/dados-do-registro.tsx';

/**
 * The follow-up's own fields the screens lay out by hand: the date with its time, and the activity
 * (the participants, not own fields, have pickers and lists of their own).
 */
const A_MAO: readonly string[] = ['DATA_ACOMPANHAMENTO', 'HORA_ACOMPANHAMENTO', 'ATIVIDADE'];

/**
 * Every other own field, in the catalogue's order (decision 0054): the form, Informações, the
 * record and the history show each after the activity through the catalogue, so a new field is
 * on every screen without one edited.
 */
const OUTROS_CAMPOS: readonly { nome: string; campo: Campo }[] = Object.entries(
  CAMPOS_PROPRIOS_ACOMPANHAMENTO,
)
  .filter(([nome]) => !A_MAO.includes(nome))
  .map(([nome, campo]) => ({ nome, campo }));

/** No own field of a follow-up is checked for uniqueness. */
const semUnicidade = () => null;

/** The other fields as the form's inputs, `size` as the form's own. */
export function OutrosCampos({ size }: { size: MantineSize }) {
  return OUTROS_CAMPOS.map(({ nome, campo }) => (
    <CampoDoCatalogo key={nome} nome={nome} campo={campo} codigoDaUnicidade={semUnicidade} size={size} />
  ));
}

/** The other fields of a follow-up, or of one of its previous versions, as read. */
export function OutrosDados({ registro }: { registro: unknown }) {
  return OUTROS_CAMPOS.map(({ nome, campo }) => (
    <DadoDoCatalogo key={nome} registro={registro} nome={nome} campo={campo} />
  ));
}
