import { MENSAGENS } from '@acolher/contract';
import { Anchor, Image, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import imagem from '../assets/nao-encontrado.svg';
import { TituloPagina } from '../components/titulo-pagina.tsx';

export function PaginaNaoEncontrada() {
  return (
    <Stack align="center" gap="md" py="xl">
      <Image src={imagem} alt="Placa indicando página inexistente" w={240} h={180} />
      <TituloPagina>{MENSAGENS.paginaNaoEncontrada}</TituloPagina>
      <Anchor component={Link} to="/">
        Voltar ao início
      </Anchor>
    </Stack>
  );
}
