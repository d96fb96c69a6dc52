import { Alert } from '@mantine/core';
import { TituloPagina } from './titulo-pagina.tsx';

/** What a section shows until its issue is built: the route and its lazy chunk already exist. */
export function SecaoEmPreparo({ titulo }: { titulo: string }) {
  return (
    <>
      <TituloPagina>{titulo}</TituloPagina>
      <Alert color="acolher" variant="light" title="Em preparação">
        Esta seção está sendo preparada e estará disponível em breve.
      </Alert>
    </>
  );
}
