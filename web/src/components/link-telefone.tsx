import { exibirComMascara, mascaraTelefone } from '@acolher/contract';
import { Anchor } from '@mantine/core';
import { Fragment } from 'react';

/**
 * The number a phone dials: a Brazilian number with its area code (10 or 11 digits) in the
 * international form, so a mobile dials it from anywhere; a service number (0800, 4004…) as stored.
 */
export function hrefTelefone(numero: string): string {
  const digitos = numero.replace(/\D/g, '');
  return /^[1-9]\d{9,10}$/.test(digitos) ? `tel:+55${digitos}` : `tel:${digitos}`;
}

/** A stored phone as people read it, a `tel:` link a phone can call with one tap. */
export function LinkTelefone({ numero }: { numero: string }) {
  return (
    <Anchor href={hrefTelefone(numero)} inherit style={{ whiteSpace: 'nowrap' }}>
      {exibirComMascara(mascaraTelefone, numero)}
    </Anchor>
  );
}

/** Several phones, comma-separated, each its own link. */
export function ListaDeTelefones({ numeros }: { numeros: readonly string[] }) {
  return numeros.map((numero, i) => (
    <Fragment key={numero}>
      {i > 0 && ', '}
      <LinkTelefone numero={numero} />
    </Fragment>
  ));
}
