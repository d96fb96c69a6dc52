import { Alert } from '@mantine/core';
import { PageTitle } from './page-title.tsx';

/** What a section shows until its issue is built: the route and its lazy chunk already exist. */
export function SecaoEmPreparo({ titulo }: { titulo: string }) {
  return (
    <>
      <PageTitle>{titulo}</PageTitle>
      <Alert color="acolher" variant="light" title="Em preparação">
        Esta seção está sendo preparada e estará disponível em breve.
      </Alert>
    </>
  );
}
