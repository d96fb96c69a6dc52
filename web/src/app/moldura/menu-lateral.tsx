import { NavLink, ScrollArea, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { usePermissao } from '../../lib/permissao.ts';

const SECOES = [
  { rotulo: 'Início', para: '/', ativoEm: ['/', '/home'] },
  { rotulo: 'Residentes', para: '/residentes' },
  { rotulo: 'Convênios', para: '/convenios' },
  { rotulo: 'Acompanhamentos', para: '/acompanhamentos' },
  { rotulo: 'Funcionários', para: '/funcionarios', administrador: true },
  { rotulo: 'Auditoria', para: '/auditoria', administrador: true },
  { rotulo: 'Sobre', para: '/sobre' },
  { rotulo: 'Alterar senha', para: '/alterar-senha' },
] as const;

/** Role 2 does not see what it may not open (decision 0027); nobody does while the role is being read. */
function visivel(secao: (typeof SECOES)[number], administrador: boolean): boolean {
  return !('administrador' in secao) || administrador;
}

function ativo(caminho: string, secao: (typeof SECOES)[number]): boolean {
  if ('ativoEm' in secao) return (secao.ativoEm as readonly string[]).includes(caminho);
  return caminho === secao.para || caminho.startsWith(`${secao.para}/`);
}

export function MenuLateral({ onNavegar }: { onNavegar: () => void }) {
  const { pathname } = useLocation();
  const { administrador } = usePermissao();
  return (
    <nav aria-labelledby="titulo-secoes">
      <Title order={2} size="h5" id="titulo-secoes" px="md" pt="md" pb="xs">
        Seções
      </Title>
      <ScrollArea>
        {SECOES.filter((secao) => visivel(secao, administrador)).map((secao) => {
          const atual = ativo(pathname, secao);
          return (
            <NavLink
              key={secao.para}
              component={Link}
              to={secao.para}
              label={secao.rotulo}
              active={atual}
              aria-current={atual ? 'page' : undefined}
              onClick={onNavegar}
            />
          );
        })}
      </ScrollArea>
    </nav>
  );
}
