import { MENSAGENS, redefinirSenhaRequest } from '@acolher/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useFormulario } from '../lib/formulario.ts';
import { renderComTema } from '../test/mantine.tsx';
import { camposDe } from './campos.tsx';
import { Form } from './formulario.tsx';

const { CampoTexto: CampoDaSenha } = camposDe<{ newPassword: string; verifyPassword: string }>();

function FormularioDeTeste({ dica = false }: { dica?: boolean }) {
  const form = useFormulario(
    redefinirSenhaRequest,
    { newPassword: '', verifyPassword: '' },
    { validarJuntos: ['newPassword', 'verifyPassword'] },
  );
  return (
    <Form form={form} onSubmit={() => undefined}>
      <CampoDaSenha name="newPassword" label="Nova senha" type="password" dica={dica} />
      <CampoDaSenha name="verifyPassword" label="Repita a senha" type="password" dica={dica} />
      <button type="submit">Enviar</button>
    </Form>
  );
}

describe('CampoTexto', () => {
  it('sem um <Form> em volta lança o erro de docs/produto.md §8', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderComTema(<CampoDaSenha name="newPassword" label="X" />)).toThrow(
      MENSAGENS.diretivaFormControl,
    );
  });

  it('não mostra erro antes de o campo ser alterado ou tocado', () => {
    renderComTema(<FormularioDeTeste />);
    expect(screen.getByLabelText('Nova senha')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(MENSAGENS.senhaTamanho)).not.toBeInTheDocument();
  });

  it('mostra o erro quando o valor alterado é inválido', async () => {
    renderComTema(<FormularioDeTeste />);
    await userEvent.type(screen.getByLabelText('Nova senha'), 'ab');
    expect(screen.getByText(MENSAGENS.senhaTamanho)).toBeInTheDocument();
    expect(screen.getByLabelText('Nova senha')).toHaveAttribute('aria-invalid', 'true');
  });

  it('mostra o erro quando o campo é tocado e deixado vazio', async () => {
    renderComTema(<FormularioDeTeste />);
    await userEvent.click(screen.getByLabelText('Nova senha'));
    await userEvent.tab();
    expect(screen.getByText(MENSAGENS.campoObrigatorio)).toBeInTheDocument();
  });

  it("mostra 'OK' com dica, valor válido e não vazio; some quando fica inválido", async () => {
    renderComTema(<FormularioDeTeste dica />);
    const campo = screen.getByLabelText('Nova senha');
    await userEvent.type(campo, 'abcd');
    expect(screen.getByText('OK')).toBeInTheDocument();
    // acolher.8: 12px text needs 4.5:1 on white; green.9 gives 4.36:1 (axe color-contrast).
    expect(screen.getByText('OK')).toHaveStyle({ color: 'var(--mantine-color-acolher-8)' });
    await userEvent.clear(campo);
    expect(screen.queryByText('OK')).not.toBeInTheDocument();
  });

  it("sem dica nunca mostra 'OK'", async () => {
    renderComTema(<FormularioDeTeste />);
    await userEvent.type(screen.getByLabelText('Nova senha'), 'abcd');
    expect(screen.queryByText('OK')).not.toBeInTheDocument();
  });

  it('revalida a confirmação quando a senha muda', async () => {
    renderComTema(<FormularioDeTeste />);
    await userEvent.type(screen.getByLabelText('Nova senha'), 'abcd');
    await userEvent.type(screen.getByLabelText('Repita a senha'), 'abcd');
    expect(screen.queryByText(MENSAGENS.senhasNaoConferem)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nova senha'), 'e');
    expect(screen.getByText(MENSAGENS.senhasNaoConferem)).toBeInTheDocument();
  });

  it('no envio mostra os erros de todos os campos', async () => {
    renderComTema(<FormularioDeTeste />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getAllByText(MENSAGENS.campoObrigatorio)).toHaveLength(2);
  });
});
