import { Alert, Button, Group, List, Paper, Text } from '@mantine/core';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { type Alteracao, alteracoesEntre } from '../lib/alteracoes.ts';
import { CAMPO_VERSAO } from '../lib/erros-servidor.ts';
import type { Formulario } from '../lib/formulario.ts';
import { ModalConfirmacao } from './modal-confirmacao.tsx';

export const TEXTO_RECARREGAR =
  'O que você digitou será descartado e o formulário mostrará o registro como está agora. Recarregar?';

interface AvisoRegistroAlteradoProps<V> {
  form: Formulario<V>;
  mensagem: ReactNode;
  recarregar: (() => Promise<V>) | undefined;
  /** What the form had typed over the record it read before, handed over as it reloads (none: null). */
  aoRecarregar: (digitado: Alteracao[] | null) => void;
}

/**
 * A save refused because the record changed first (another person, or this user in another tab):
 * said inside the form, which keeps what was typed, with the way to read the record again. Reloading
 * puts the record as it is now in the fields, so it is asked first; what had been typed is then
 * shown beside the form to be applied again (`DigitadoAntesDeRecarregar`, decision 0046).
 */
export function AvisoRegistroAlterado<V>({
  form,
  mensagem,
  recarregar,
  aoRecarregar,
}: AvisoRegistroAlteradoProps<V>) {
  const alerta = useRef<HTMLDivElement>(null);
  const [perguntando, setPerguntando] = useState(false);
  const [lendo, setLendo] = useState(false);
  // Braces: Chromium's scrollIntoView answers a promise, which React would take for a cleanup.
  useEffect(() => {
    alerta.current?.scrollIntoView({ block: 'center' });
  }, []);

  async function recarregarRegistro(ler: () => Promise<V>) {
    setPerguntando(false);
    setLendo(true);
    try {
      const lido = await ler();
      // Never the old VERSAO: applying what was typed again must still be checked against the new one.
      const digitado = alteracoesEntre(form.getInitialValues(), form.getValues()).filter(
        ({ caminho }) => caminho !== CAMPO_VERSAO,
      );
      // The record as it is now becomes the form's starting point: new VERSAO, nothing dirty, no error.
      form.setInitialValues(lido);
      form.reset();
      aoRecarregar(digitado.length > 0 ? digitado : null);
    } catch {
      // A failed read is in the snackbar already (the query cache's onError); the typed data stays.
    } finally {
      setLendo(false);
    }
  }

  return (
    <>
      <Alert ref={alerta} color="orange" title="Registro alterado" role="alert" mb="md">
        <Text size="sm">{mensagem}</Text>
        {recarregar && (
          <Group mt="sm">
            <Button
              size="xs"
              variant="white"
              color="orange"
              loading={lendo}
              onClick={() => setPerguntando(true)}
            >
              Recarregar registro
            </Button>
          </Group>
        )}
      </Alert>
      {recarregar && (
        <ModalConfirmacao
          opened={perguntando}
          titulo="Recarregar registro"
          texto={TEXTO_RECARREGAR}
          rotuloConfirmar="Recarregar"
          rotuloCancelar="Continuar editando"
          destrutiva
          onConfirm={() => void recarregarRegistro(recarregar)}
          onCancel={() => setPerguntando(false)}
        />
      )}
    </>
  );
}

/** The field's label on the form (without its required mark), else its section's legend (a list). */
function rotuloDoCampo(formulario: HTMLFormElement | null, caminho: string): string {
  const campos = Array.from(formulario?.querySelectorAll<HTMLInputElement>('[name]') ?? []);
  const campo = campos.find((c) => c.name === caminho);
  const rotulo = campo?.labels?.[0]?.textContent;
  if (rotulo) return rotulo.replace(/\s*\*\s*$/, '');
  const dentro = campos.find((c) => c.name.startsWith(`${caminho}.`));
  return dentro?.closest('fieldset')?.querySelector('legend')?.textContent ?? caminho;
}

/** A typed value as a line of text: a list or a group only says that it changed. */
function textoDoValor(valor: unknown): string {
  if (typeof valor === 'string') return valor.trim() === '' ? '(em branco)' : valor;
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  if (typeof valor === 'number') return String(valor);
  if (valor === null) return '(em branco)';
  return '(alterado)';
}

interface DigitadoAntesDeRecarregarProps<V> {
  form: Formulario<V>;
  alteracoes: Alteracao[];
  aoTerminar: () => void;
}

/**
 * After "Recarregar registro": what this form had typed over the record it read before, field by
 * field, and a button that types it again over the record as it is now (its new VERSAO kept). The
 * record read again stays what the fields show until the user chooses.
 */
export function DigitadoAntesDeRecarregar<V>({
  form,
  alteracoes,
  aoTerminar,
}: DigitadoAntesDeRecarregarProps<V>) {
  const titulo = useId();
  const quadro = useRef<HTMLDivElement>(null);
  const [rotulos, setRotulos] = useState<string[]>([]);
  useLayoutEffect(() => {
    const formulario = quadro.current?.closest('form') ?? null;
    setRotulos(alteracoes.map(({ caminho }) => rotuloDoCampo(formulario, caminho)));
  }, [alteracoes]);

  function aplicarDeNovo() {
    // Mantine's paths are typed per form; these came from this form's own values.
    const definir = form.setFieldValue as (caminho: string, valor: unknown) => void;
    for (const { caminho, valor } of alteracoes) definir(caminho, valor);
    aoTerminar();
  }

  return (
    <Paper ref={quadro} component="section" aria-labelledby={titulo} withBorder p="md" mb="md" bg="blue.0">
      <Text id={titulo} fw={700} size="sm">
        O que você tinha digitado
      </Text>
      <Text size="sm">
        O formulário mostra agora o registro como está salvo. Isto é o que você tinha digitado antes de
        recarregar:
      </Text>
      <List size="sm" mt="xs">
        {alteracoes.map(({ caminho, valor }, i) => (
          <List.Item key={caminho}>
            <Text span size="sm" fw={600}>
              {rotulos[i] ?? caminho}:
            </Text>{' '}
            <Text span size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {textoDoValor(valor)}
            </Text>
          </List.Item>
        ))}
      </List>
      <Group mt="sm">
        <Button size="xs" onClick={aplicarDeNovo}>
          Aplicar de novo
        </Button>
        <Button size="xs" variant="default" onClick={aoTerminar}>
          Descartar
        </Button>
      </Group>
    </Paper>
  );
}
