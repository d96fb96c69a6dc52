import { Notification } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComTema } from '../test/mantine.tsx';

describe('tema: notificações (axe button-name e color-contrast)', () => {
  it('toda notificação tem o botão de fechar chamado "Fechar"', () => {
    renderComTema(<Notification title="Bom trabalho">A aba se fechará sozinha</Notification>);
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
  });

  it('quem quer outro nome ainda pode dá-lo', () => {
    renderComTema(<Notification closeButtonProps={{ 'aria-label': 'Fechar mensagem' }}>Salvo</Notification>);
    expect(screen.getByRole('button', { name: 'Fechar mensagem' })).toBeInTheDocument();
  });

  it('a descrição sob um título fica em gray.7, que passa no contraste AA sobre branco', () => {
    renderComTema(<Notification title="Bom trabalho">A aba se fechará sozinha</Notification>);
    expect(screen.getByText('A aba se fechará sozinha')).toHaveStyle({
      color: 'var(--mantine-color-gray-7)',
    });
  });

  it('sem título o texto mantém a cor principal do Mantine', () => {
    renderComTema(<Notification>Salvo</Notification>);
    expect(screen.getByText('Salvo').style.color).toBe('');
  });
});
