import { MENSAGENS } from '@acolher/contract';
import { Anchor, Stack, Text } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { TituloPagina } from '../components/titulo-pagina.tsx';
import { usePermissao } from '../lib/permissao.ts';

/** What a role 2 user sees at an administrator's address (decision 0027): no part of the section. */
function NaoAutorizado() {
  return (
    <Stack gap="md" align="flex-start">
      <TituloPagina>{MENSAGENS.naoAutorizado}</TituloPagina>
      <Text>Seu perfil de acesso não permite abrir esta seção.</Text>
      <Anchor component={Link} to="/">
        Voltar ao início
      </Anchor>
    </Stack>
  );
}

/**
 * A section only role 1 may open. Its chunk is imported only once the role read from GET /sessao
 * says administrator, so for anyone else neither its code nor its API calls leave the page. Not the
 * router's `lazy`, which would load the chunk alongside the check and keep its answer for the next
 * user of the tab.
 */
export function somenteAdministrador(carregar: () => Promise<{ Component: ComponentType }>): ComponentType {
  const Secao = lazy(() => carregar().then((modulo) => ({ default: modulo.Component })));
  return function SomenteAdministrador() {
    const { carregando, administrador } = usePermissao();
    if (carregando) return null;
    if (!administrador) return <NaoAutorizado />;
    return (
      <Suspense>
        <Secao />
      </Suspense>
    );
  };
}
