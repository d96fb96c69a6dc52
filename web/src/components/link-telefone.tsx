import { exibirComMascara, mascaraTelefone } from '@acolher/contract';
import { Anchor } from '@mantine/core';
import { Fragment } from 'react';

/**
 * The number a phone dials, in the international form where there is one: a Brazilian number with
 * its area code (10 or 11 digits) gets +55, a longer one already carries its country code; a
 * service number (0800, 4004…) is dialled as stored.
 */
export function hrefTelefone(numero: string): string {
  const digitos = numero.replace(/\D/g, '');
  if (/^[1-9]\d{9,10}$/.test(digitos)) return `tel:+55${digitos}`;
  return /^[1-9]\d{11,14}$/.test(digitos) ? `tel:+${digitos}` : `tel:${digitos}`;
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
