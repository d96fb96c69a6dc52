import { reaisOpcional } from '@acolher/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useFormulario } from '../lib/formulario.ts';
import { renderComTema } from '../test/mantine.tsx';
import { camposDe } from './campos.tsx';
import { Form } from './formulario.tsx';

/* Brazilian data as people type and paste it (issue 9), through the one field system. */

const esquemaReais = z.strictObject({ VALOR: reaisOpcional });
const { CampoReais } = camposDe<{ VALOR: string }>();

function FormularioDeReais({ aoSalvar }: { aoSalvar: (valor: number | null) => void }) {
  const form = useFormulario(esquemaReais, { VALOR: '' });
  return (
    <Form form={form} onSubmit={(valores) => aoSalvar(esquemaReais.parse(valores).VALOR)}>
      <CampoReais name="VALOR" label="Valor (R$)" />
      <button type="submit">Salvar</button>
    </Form>
  );
}

describe('CampoReais', () => {
  it.each(['1.518,00', '1518,00', '1518', 'R$ 1.518,00'])('digitar %s grava 1518.00', async (texto) => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeReais aoSalvar={aoSalvar} />);
    await userEvent.type(screen.getByLabelText('Valor (R$)'), texto);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(aoSalvar).toHaveBeenCalledWith(1518);
    expect(screen.getByLabelText('Valor (R$)')).toHaveValue('1.518,00');
  });

  it.each(['1.518,00', '1518,00', '1518', 'R$ 1.518,00'])('colar %s grava 1518.00', async (texto) => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeReais aoSalvar={aoSalvar} />);
    await userEvent.click(screen.getByLabelText('Valor (R$)'));
    await userEvent.paste(texto);
    await userEvent.keyboard('{Enter}');
    expect(aoSalvar).toHaveBeenCalledWith(1518);
  });

  it('o ponto do teclado numérico antes dos centavos é a vírgula', async () => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeReais aoSalvar={aoSalvar} />);
    await userEvent.type(screen.getByLabelText('Valor (R$)'), '1518.5');
    await userEvent.tab();
    expect(screen.getByLabelText('Valor (R$)')).toHaveValue('1.518,50');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(aoSalvar).toHaveBeenCalledWith(1518.5);
  });
});
