import { convenioOpcao, MENSAGENS, versaoOpcional } from '@acolher/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api.ts';
import { aplicarErrosDoServidor } from '../lib/erros-servidor.ts';
import { useFormulario } from '../lib/formulario.ts';
import { renderComTema } from '../test/mantine.tsx';
import { TEXTO_RECARREGAR } from './aviso-registro-alterado.tsx';
import { camposDe } from './campos.tsx';
import { Form } from './formulario.tsx';

/** Any record's edit form: a field, and the version it was read at. */
type Valores = { CODIGO: number; NOME: string; VERSAO: number };
const esquema = convenioOpcao.extend({ VERSAO: versaoOpcional });
const { CampoTexto } = camposDe<Valores>();

const ALTERADO = new ApiError(MENSAGENS.registroAlterado, 409, { message: MENSAGENS.registroAlterado });

/** An edit form whose saves answer as given, and whose record reads back as `atual`. */
function Edicao({
  salvar,
  recarregar,
}: {
  salvar: (valores: Valores) => Promise<unknown>;
  recarregar?: () => Promise<Valores>;
}) {
  const form = useFormulario(esquema, { CODIGO: 1, NOME: 'José', VERSAO: 1 } as Valores);
  return (
    <Form
      form={form}
      onSubmit={(valores) => void salvar(valores).catch((erro) => aplicarErrosDoServidor(form, erro))}
      recarregar={recarregar}
      aria-label="Edição"
    >
      <CampoTexto name="NOME" label="Nome" />
      <button type="submit">Salvar</button>
    </Form>
  );
}

async function salvarComo(nome: string) {
  const campo = screen.getByLabelText('Nome');
  await userEvent.clear(campo);
  await userEvent.type(campo, nome);
  await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
}

describe('Form: registro alterado por outra pessoa (409)', () => {
  it('diz dentro do formulário, mantém o digitado, e "Recarregar registro" pergunta antes de ler de novo', async () => {
    // As in Chromium, where scrolling answers a promise: the alert's effect must not hand it to React.
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockReturnValue(Promise.resolve() as never);
    const recarregar = vi.fn(async () => ({ CODIGO: 1, NOME: 'José Maria', VERSAO: 2 }));
    const salvar = vi.fn(async (_: Valores): Promise<unknown> => Promise.reject(ALTERADO));
    renderComTema(<Edicao salvar={salvar} recarregar={recarregar} />);
    await salvarComo('Josué');

    const alerta = await within(screen.getByRole('form', { name: 'Edição' })).findByRole('alert');
    expect(alerta).toHaveTextContent(MENSAGENS.registroAlterado);
    expect(screen.getByLabelText('Nome')).toHaveValue('Josué');

    await userEvent.click(within(alerta).getByRole('button', { name: 'Recarregar registro' }));
    const pergunta = await screen.findByRole('dialog', { name: 'Recarregar registro' });
    expect(pergunta).toHaveTextContent(TEXTO_RECARREGAR);
    await userEvent.click(within(pergunta).getByRole('button', { name: 'Continuar editando' }));
    expect(recarregar).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nome')).toHaveValue('Josué');

    await userEvent.click(within(alerta).getByRole('button', { name: 'Recarregar registro' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Recarregar registro' })).getByRole('button', {
        name: 'Recarregar',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue('José Maria'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    salvar.mockResolvedValueOnce(undefined);
    await salvarComo('José Maria da Silva');
    expect(salvar).toHaveBeenLastCalledWith({ CODIGO: 1, NOME: 'José Maria da Silva', VERSAO: 2 });
  });

  it('salvar de novo tenta outra vez: o aviso sai na validação e volta com a nova recusa', async () => {
    const salvar = vi.fn(async (_: Valores): Promise<unknown> => Promise.reject(ALTERADO));
    renderComTema(<Edicao salvar={salvar} />);
    await salvarComo('Josué');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recarregar registro' })).not.toBeInTheDocument();
    salvar.mockResolvedValueOnce(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(salvar).toHaveBeenCalledTimes(2);
  });

  it('outro 409 (um documento repetido) não é o aviso de registro alterado', async () => {
    const repetido = new ApiError('CPF já existente', 409, { message: 'CPF já existente' });
    renderComTema(<Edicao salvar={async () => Promise.reject(repetido)} recarregar={vi.fn()} />);
    await salvarComo('Josué');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
