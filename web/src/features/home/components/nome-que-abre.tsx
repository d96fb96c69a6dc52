import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';

export function nomeCompleto(linha: { NOME: string; SOBRENOME: string }): string {
  return `${linha.NOME} ${linha.SOBRENOME}`.trim();
}

/** A name in a box opens that person's record (a resident's, an employee's). */
export function NomeQueAbre({ nome, registro }: { nome: string; registro: string }) {
  return (
    <Anchor component={Link} to={registro} inherit>
      {nome}
    </Anchor>
  );
}
