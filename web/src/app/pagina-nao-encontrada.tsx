import { MENSAGENS } from '@acolher/contract';
import { Anchor, Image, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import imagem from '../assets/nao-encontrado.svg';

export function PaginaNaoEncontrada() {
  return (
    <Stack align="center" gap="md" py="xl">
      <Image src={imagem} alt="Placa indicando página inexistente" w={240} h={180} />
      <Title order={1} size="h2">
        {MENSAGENS.paginaNaoEncontrada}
      </Title>
      <Anchor component={Link} to="/">
        Voltar ao início
      </Anchor>
    </Stack>
  );
}
