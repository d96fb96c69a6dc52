import {
  CAMPOS_FUNCIONARIO,
  CAMPOS_PESSOA,
  data,
  digitosOpcionais,
  MENSAGENS,
  mascaraNit,
  reaisOpcional,
  telefoneInput,
  textoOpcional,
  UFS,
  ufOpcional,
} from '@acolher/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useFormulario } from '../lib/formulario.ts';
import { renderComTema } from '../test/mantine.tsx';
import { CampoDoCatalogo } from './campo-do-catalogo.tsx';
import { camposDe } from './campos.tsx';
import { TelefonesEditor, telefoneNovo } from './contatos/telefones-editor.tsx';
import { Form } from './formulario.tsx';

/* Brazilian data as people type and paste it (decision 0025), through the one field system. */

/** Pastes into a field and leaves it, as someone copying from another window does. */
async function colarESair(rotulo: string, texto: string) {
  await userEvent.click(screen.getByLabelText(rotulo));
  await userEvent.paste(texto);
  await userEvent.tab();
}

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

  it('colar 1,518.00 mantém o texto e recusa ao salvar, em vez de gravar 1,51 (decisão 0025)', async () => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeReais aoSalvar={aoSalvar} />);
    await colarESair('Valor (R$)', '1,518.00');
    expect(screen.getByLabelText('Valor (R$)')).toHaveValue('1,518.00');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Valor inválido')).toBeInTheDocument();
    expect(aoSalvar).not.toHaveBeenCalled();
  });

  it.each([
    ['12345678901', '12.345.678.901'],
    ['1234,567', '1.234,567'],
  ])('digitar %s não corta dígitos: mostra %s e recusa ao salvar', async (digitado, mostrado) => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeReais aoSalvar={aoSalvar} />);
    await userEvent.type(screen.getByLabelText('Valor (R$)'), digitado);
    expect(screen.getByLabelText('Valor (R$)')).toHaveValue(mostrado);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Valor inválido')).toBeInTheDocument();
    expect(aoSalvar).not.toHaveBeenCalled();
  });
});

const esquemaTelefones = z.strictObject({ TELEFONE: z.array(telefoneInput) });

function FormularioDeTelefone({ aoSalvar }: { aoSalvar: (numero: string | undefined) => void }) {
  const form = useFormulario(esquemaTelefones, { TELEFONE: [telefoneNovo()] });
  return (
    <Form form={form} onSubmit={(valores) => aoSalvar(esquemaTelefones.parse(valores).TELEFONE[0]?.NUMERO)}>
      <TelefonesEditor<{ TELEFONE: ReturnType<typeof telefoneNovo>[] }> nome="TELEFONE" />
      <button type="submit">Salvar</button>
    </Form>
  );
}

describe('CampoTelefone (no editor de telefones)', () => {
  it.each([
    ['+55 11 98765-4321', '(11) 98765-4321', '11987654321'],
    ['0 21 11 98765-4321', '(11) 98765-4321', '11987654321'],
    ['(81) 3333-4444', '(81) 3333-4444', '8133334444'],
    ['0800 727 1234', '0800 727 1234', '08007271234'],
    ['4004-1234', '4004-1234', '40041234'],
  ])('digitar %s mostra %s e grava %s', async (digitado, mostrado, gravado) => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeTelefone aoSalvar={aoSalvar} />);
    await userEvent.type(screen.getByLabelText(/Telefone 1/), digitado);
    await userEvent.tab();
    expect(screen.getByLabelText(/Telefone 1/)).toHaveValue(mostrado);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(aoSalvar).toHaveBeenCalledWith(gravado);
  });

  it('colar +55 11 98765-4321 não vira (55) 11987-6543', async () => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeTelefone aoSalvar={aoSalvar} />);
    await userEvent.click(screen.getByLabelText(/Telefone 1/));
    await userEvent.paste('+55 11 98765-4321');
    await userEvent.tab();
    expect(screen.getByLabelText(/Telefone 1/)).toHaveValue('(11) 98765-4321');
  });

  it('9 dígitos sem DDD são recusados com a mensagem, não mostrados como (98) 7654-321', async () => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeTelefone aoSalvar={aoSalvar} />);
    await userEvent.type(screen.getByLabelText(/Telefone 1/), '987654321');
    await userEvent.tab();
    expect(screen.getByLabelText(/Telefone 1/)).not.toHaveValue('(98) 7654-321');
    expect(screen.getByText(MENSAGENS.telefoneInvalido)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(aoSalvar).not.toHaveBeenCalled();
  });

  it('0800 727 12345 não é cortado em 0800 727 1234, outro número válido: fica em dígitos e é recusado', async () => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeTelefone aoSalvar={aoSalvar} />);
    await userEvent.type(screen.getByLabelText(/Telefone 1/), '0800 727 12345');
    await userEvent.tab();
    expect(screen.getByLabelText(/Telefone 1/)).toHaveValue('080072712345');
    expect(screen.getByText(MENSAGENS.telefoneInvalido)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(aoSalvar).not.toHaveBeenCalled();
  });
});

const esquemaNit = z.strictObject({ NIT: digitosOpcionais(10, 11, 'NIT/PIS') });
const { CampoMascarado } = camposDe<{ NIT: string }>();

function FormularioDeNit({ aoSalvar }: { aoSalvar: () => void }) {
  const form = useFormulario(esquemaNit, { NIT: '' });
  return (
    <Form form={form} onSubmit={aoSalvar}>
      <CampoMascarado name="NIT" label="NIT/PIS" mascara={mascaraNit} />
      <button type="submit">Salvar</button>
    </Form>
  );
}

describe('NIT/PIS', () => {
  it('um 12º dígito não é cortado: o número fica em dígitos e é recusado', async () => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeNit aoSalvar={aoSalvar} />);
    await userEvent.type(screen.getByLabelText('NIT/PIS'), '123456789012');
    expect(screen.getByLabelText('NIT/PIS')).toHaveValue('123456789012');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('NIT/PIS inválido')).toBeInTheDocument();
    expect(aoSalvar).not.toHaveBeenCalled();
  });
});

const esquemaTextos = z.strictObject({ OBSERVACOES: textoOpcional(2000), BANCO: textoOpcional(100) });
const { CampoTexto, CampoTextoLongo } = camposDe<{ OBSERVACOES: string; BANCO: string }>();

function FormularioDeTextos({ aoSalvar }: { aoSalvar: () => void }) {
  const form = useFormulario(esquemaTextos, { OBSERVACOES: '', BANCO: '' });
  return (
    <Form form={form} onSubmit={aoSalvar}>
      <CampoTextoLongo name="OBSERVACOES" label="Observações" maxLength={2000} />
      <CampoTexto name="BANCO" label="Banco" maxLength={100} />
      <button type="submit">Salvar</button>
    </Form>
  );
}

describe('campos com limite de tamanho', () => {
  it('colar 5.000 caracteres em Observações mantém o texto, diz que passou do limite e não salva', async () => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeTextos aoSalvar={aoSalvar} />);
    expect(screen.getByText('0/2.000')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Observações'));
    await userEvent.paste('a'.repeat(5000));
    expect(screen.getByLabelText('Observações')).toHaveValue('a'.repeat(5000));
    expect(screen.getByText('5.000/2.000')).toBeInTheDocument();
    // Said as the counter says it, with how much to cut.
    expect(screen.getByText('Máximo de 2.000 caracteres: o texto tem 3.000 a mais')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(aoSalvar).not.toHaveBeenCalled();
  });

  it('um campo curto mostra o contador perto do limite e nunca corta o que se digita', async () => {
    renderComTema(<FormularioDeTextos aoSalvar={vi.fn()} />);
    const banco = screen.getByLabelText('Banco');
    expect(banco).not.toHaveAttribute('maxlength');
    await userEvent.type(banco, 'Banco do Brasil');
    expect(screen.queryByText(/\/100$/)).not.toBeInTheDocument();
    await userEvent.click(banco);
    await userEvent.paste('x'.repeat(90));
    expect(screen.getByText('105/100')).toBeInTheDocument();
    expect(banco).toHaveValue(`Banco do Brasil${'x'.repeat(90)}`);
    expect(screen.getByText('Máximo de 100 caracteres: o texto tem 5 a mais')).toBeInTheDocument();
  });
});

const esquemaData = z.strictObject({ NASCIMENTO: data });
const { CampoData } = camposDe<{ NASCIMENTO: string }>();

function FormularioDeData({ aoSalvar }: { aoSalvar: (data: string) => void }) {
  const form = useFormulario(esquemaData, { NASCIMENTO: '' });
  return (
    <Form form={form} onSubmit={(valores) => aoSalvar(esquemaData.parse(valores).NASCIMENTO)}>
      <CampoData name="NASCIMENTO" label="Data de nascimento" />
      <button type="submit">Salvar</button>
    </Form>
  );
}

describe('CampoData', () => {
  it('4/5/1950 vira 04/05/1950 e grava 1950-05-04', async () => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeData aoSalvar={aoSalvar} />);
    await userEvent.type(screen.getByLabelText('Data de nascimento'), '4/5/1950');
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('04/05/1950');
    await userEvent.keyboard('{Enter}');
    expect(aoSalvar).toHaveBeenCalledWith('1950-05-04');
  });

  it.each(['4.5.1950', '4-5-1950'])('%s vira 04/05/1950, não 45/19/50', async (digitado) => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeData aoSalvar={aoSalvar} />);
    await userEvent.type(screen.getByLabelText('Data de nascimento'), digitado);
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('04/05/1950');
    await userEvent.keyboard('{Enter}');
    expect(aoSalvar).toHaveBeenCalledWith('1950-05-04');
  });

  it('colar 4/5/1950 mostra 04/05/1950 ao sair do campo e grava 1950-05-04', async () => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeData aoSalvar={aoSalvar} />);
    await colarESair('Data de nascimento', '4/5/1950');
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('04/05/1950');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(aoSalvar).toHaveBeenCalledWith('1950-05-04');
  });

  it('apagar o 4 de 04/05/1950 e sair do campo deixa 0/05/1950, sem inventar um zero', async () => {
    renderComTema(<FormularioDeData aoSalvar={vi.fn()} />);
    const campo = screen.getByLabelText('Data de nascimento');
    await userEvent.type(campo, '04/05/1950');
    await userEvent.type(campo, '{Backspace}', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(campo).toHaveValue('0/05/1950');
    await userEvent.tab();
    expect(campo).toHaveValue('0/05/1950');
  });

  it('15/13/1990 fica como foi digitado e a data é dita inválida', async () => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeData aoSalvar={aoSalvar} />);
    await userEvent.type(screen.getByLabelText('Data de nascimento'), '15131990');
    await userEvent.tab();
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('15/13/1990');
    expect(screen.getByText('Data inválida')).toBeInTheDocument();
  });

  it('uma data que não se lê pede dd/mm/aaaa; Tab e Enter mantêm o que foi digitado', async () => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeData aoSalvar={aoSalvar} />);
    await userEvent.type(screen.getByLabelText('Data de nascimento'), '4/5/195');
    await userEvent.tab();
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('04/05/195');
    expect(screen.getByText(MENSAGENS.dataIlegivel)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Data de nascimento'), '{Enter}');
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('04/05/195');
    expect(aoSalvar).not.toHaveBeenCalled();
  });

  it('4/5/50 e Tab mostram 04/05/1950; 27/11/26 e Enter gravam 2026-11-27 (ano de dois dígitos)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeData aoSalvar={aoSalvar} />);
    const campo = screen.getByLabelText('Data de nascimento');
    await userEvent.type(campo, '4/5/50');
    await userEvent.tab();
    expect(campo).toHaveValue('04/05/1950');
    await userEvent.clear(campo);
    await userEvent.type(campo, '27/11/26{Enter}');
    expect(campo).toHaveValue('27/11/2026');
    expect(aoSalvar).toHaveBeenCalledWith('2026-11-27');
    vi.useRealTimers();
  });
});

const esquemaUf = z.strictObject({ UF: ufOpcional, NOME: textoOpcional(10) });
const { CampoSelect, CampoTexto: CampoDoNome } = camposDe<{ UF: string; NOME: string }>();

function FormularioDeUf({ aoSalvar, uf = '' }: { aoSalvar: (uf: string | null) => void; uf?: string }) {
  const form = useFormulario(esquemaUf, { UF: uf, NOME: '' });
  return (
    <Form form={form} onSubmit={(valores) => aoSalvar(esquemaUf.parse(valores).UF)}>
      <CampoSelect name="UF" label="UF" data={[...UFS]} searchable />
      <CampoDoNome name="NOME" label="Nome" />
      <button type="submit">Salvar</button>
    </Form>
  );
}

describe('CampoSelect com busca', () => {
  it('CE e Enter escolhem CE sem enviar o formulário', async () => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeUf aoSalvar={aoSalvar} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'UF' }), 'CE');
    await userEvent.keyboard('{Enter}');
    expect(aoSalvar).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'UF' })).toHaveValue('CE');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(aoSalvar).toHaveBeenCalledWith('CE');
  });

  it('CE e Tab escolhem CE e seguem para o próximo campo', async () => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeUf aoSalvar={aoSalvar} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'UF' }), 'CE');
    await userEvent.tab();
    expect(screen.getByLabelText('Nome')).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'UF' })).toHaveValue('CE');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(aoSalvar).toHaveBeenCalledWith('CE');
  });

  it('uma letra escolhe primeiro a opção que começa com ela: C e Tab é CE, não AC', async () => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeUf aoSalvar={aoSalvar} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'UF' }), 'c');
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'UF' })).toHaveValue('CE');
  });

  it('a opção destacada com as setas é a que Tab escolhe', async () => {
    renderComTema(<FormularioDeUf aoSalvar={vi.fn()} />);
    // "c": CE begins so; SC's Santa Catarina has a word beginning so; AC only holds a "c".
    await userEvent.type(screen.getByRole('combobox', { name: 'UF' }), 'c{ArrowDown}');
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'UF' })).toHaveValue('SC');
  });

  it('passar por uma UF já escolhida com Tab, ou sem digitar nada, não a troca', async () => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeUf aoSalvar={aoSalvar} uf="SP" />);
    await userEvent.click(screen.getByRole('combobox', { name: 'UF' }));
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'UF' })).toHaveValue('SP');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(aoSalvar).toHaveBeenCalledWith('SP');
  });

  it('redigitar a UF já escolhida e Enter a mantém (a lista inteira aberta destacava AC)', async () => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeUf aoSalvar={aoSalvar} uf="PE" />);
    const uf = screen.getByRole('combobox', { name: 'UF' });
    await userEvent.click(uf);
    await userEvent.keyboard('{End}{Backspace}{Backspace}PE{Enter}');
    await waitFor(() => expect(uf).toHaveValue('PE'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(aoSalvar).toHaveBeenCalledWith('PE');
  });

  it('Esc desiste do que foi digitado: Tab depois dele não escolhe nada e a UF escolhida volta', async () => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeUf aoSalvar={aoSalvar} uf="SP" />);
    const uf = screen.getByRole('combobox', { name: 'UF' });
    await userEvent.click(uf);
    await userEvent.keyboard('ce{Escape}');
    await userEvent.tab();
    expect(screen.getByLabelText('Nome')).toHaveFocus();
    await waitFor(() => expect(uf).toHaveValue('SP'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(aoSalvar).toHaveBeenCalledWith('SP');
  });

  it('sair com um texto que não acha nenhuma opção diz que a UF escolhida ficou, em vez de voltar calada', async () => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeUf aoSalvar={aoSalvar} uf="SP" />);
    const uf = screen.getByRole('combobox', { name: 'UF' });
    await userEvent.click(uf);
    await userEvent.keyboard('xx');
    await userEvent.tab();
    await waitFor(() => expect(uf).toHaveValue('SP'));
    expect(screen.getByText(MENSAGENS.nenhumaOpcao('xx', 'SP'))).toBeInTheDocument();
    await userEvent.click(uf);
    await userEvent.keyboard('ce{Enter}');
    expect(screen.queryByText(MENSAGENS.nenhumaOpcao('xx', 'SP'))).not.toBeInTheDocument();
  });

  it('Enter sem opção correspondente não envia o formulário', async () => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeUf aoSalvar={aoSalvar} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'UF' }), 'XX{Enter}');
    expect(aoSalvar).not.toHaveBeenCalled();
  });
});

describe('CampoSelect com busca: o nome do estado acha a UF', () => {
  it.each(['Ceará', 'ceara'])('"%s" e Enter escolhem CE', async (digitado) => {
    const aoSalvar = vi.fn();
    renderComTema(<FormularioDeUf aoSalvar={aoSalvar} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'UF' }), `${digitado}{Enter}`);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'UF' })).toHaveValue('CE'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(aoSalvar).toHaveBeenCalledWith('CE');
  });

  it('escolhida com Enter, o que se digita em seguida, ou depois de tocar de novo no campo, substitui a UF em vez de se juntar a ela', async () => {
    renderComTema(<FormularioDeUf aoSalvar={vi.fn()} />);
    const uf = screen.getByRole('combobox', { name: 'UF' });
    await userEvent.type(uf, 'sao paulo{Enter}');
    await waitFor(() => expect(uf).toHaveValue('SP'));
    await userEvent.keyboard('ceara{Enter}');
    await waitFor(() => expect(uf).toHaveValue('CE'));
    await userEvent.click(uf);
    await userEvent.keyboard('bahia{Enter}');
    await waitFor(() => expect(uf).toHaveValue('BA'));
  });

  it('"sao paulo" e Tab escolhem SP; a lista mostra o nome do estado ao lado da sigla', async () => {
    renderComTema(<FormularioDeUf aoSalvar={vi.fn()} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'UF' }), 'sao paulo');
    expect(await screen.findByText('· São Paulo')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'UF' })).toHaveValue('SP');
  });
});

const esquemaDaPessoa = z.strictObject({
  SEXO: z.string(),
  ESTADO_CIVIL: z.string(),
  RESPONSAVEL_TECNICO: z.string(),
});

function FormularioDoCatalogo() {
  const form = useFormulario(esquemaDaPessoa, { SEXO: '', ESTADO_CIVIL: '', RESPONSAVEL_TECNICO: 'false' });
  return (
    <Form form={form} onSubmit={() => undefined}>
      {(['SEXO', 'ESTADO_CIVIL'] as const).map((nome) => (
        <CampoDoCatalogo key={nome} nome={nome} campo={CAMPOS_PESSOA[nome]} codigoDaUnicidade={() => null} />
      ))}
      <CampoDoCatalogo
        nome="RESPONSAVEL_TECNICO"
        campo={CAMPOS_FUNCIONARIO.RESPONSAVEL_TECNICO}
        codigoDaUnicidade={() => null}
      />
    </Form>
  );
}

describe('Seleções curtas do catálogo', () => {
  it('respondem a letras digitadas, como um select do navegador: "f" é Feminino, "di" Divorciado(a)', async () => {
    renderComTema(<FormularioDoCatalogo />);
    const sexo = screen.getByRole('combobox', { name: 'Sexo' });
    await userEvent.click(sexo);
    await userEvent.keyboard('{Escape}f');
    expect(sexo).toHaveValue('Feminino');
    await userEvent.keyboard('m');
    await waitFor(() => expect(sexo).toHaveValue('Masculino'), { timeout: 2000 });
    const estadoCivil = screen.getByRole('combobox', { name: 'Estado civil' });
    estadoCivil.focus();
    await userEvent.keyboard('di');
    expect(estadoCivil).toHaveValue('Divorciado(a)');
  });

  it('um sim/não não tem botão de limpar', async () => {
    renderComTema(<FormularioDoCatalogo />);
    const campo = screen.getByRole('combobox', { name: 'Responsável técnico' });
    expect(campo).toHaveValue('Não');
    const grupo = campo.closest('.mantine-InputWrapper-root') ?? document.body;
    expect(grupo.querySelector('.mantine-InputClearButton-root')).toBeNull();
  });
});
