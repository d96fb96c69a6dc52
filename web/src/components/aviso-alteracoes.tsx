import { useEffect, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';
import { ModalConfirmacao } from './modal-confirmacao.tsx';

export const TEXTO_ALTERACOES_NAO_SALVAS = 'Há alterações não salvas. Deseja sair sem salvar?';

/** The question before unsaved changes are thrown away: leaving a form page, closing a modal form. */
export function ConfirmarDescarte({
  opened,
  onSair,
  onContinuar,
}: {
  opened: boolean;
  onSair: () => void;
  onContinuar: () => void;
}) {
  return (
    <ModalConfirmacao
      opened={opened}
      titulo="Alterações não salvas"
      texto={TEXTO_ALTERACOES_NAO_SALVAS}
      rotuloConfirmar="Sair sem salvar"
      rotuloCancelar="Continuar editando"
      destrutiva
      onConfirm={onSair}
      onCancel={onContinuar}
    />
  );
}

/** Set while the app itself leaves a page whose changes cannot be kept: see `sairSemPerguntar`. */
let saindoSemPerguntar = false;

/**
 * Navigates past the unsaved-changes question, for exits the user has already decided: another user
 * signed in over the page, or the user gave up signing in again (docs/decisions/0020). The router
 * asks its blockers synchronously as `navegar` starts, so the flag covers exactly that navigation.
 */
export function sairSemPerguntar(navegar: () => unknown): void {
  saindoSemPerguntar = true;
  try {
    navegar();
  } finally {
    saindoSemPerguntar = false;
  }
}

/**
 * A layer over the page that every way out meets first: a sub-list's modal form, the sign-in dialog
 * (decision 0020). Back (a phone's Back gesture), a link or an address typed over it is undone and
 * handed to the layer (`aoTentarSair`), which closes itself or asks. The router consults the last
 * blocker mounted, so the layer mounted last (the one on top) answers, over a form page's own guard;
 * history entries the router did not create are numbered so that Back can be undone (app/historico.ts).
 * The app's own exits that the user has already decided go through `sairSemPerguntar`.
 */
export function useCamadaSobreAPagina(aoTentarSair: () => void): void {
  const bloqueio = useBlocker(() => !saindoSemPerguntar);
  const tentarSair = useRef(aoTentarSair);
  tentarSair.current = aoTentarSair;
  useEffect(() => {
    if (bloqueio.state !== 'blocked') return;
    bloqueio.reset();
    tentarSair.current();
  }, [bloqueio]);
}

/**
 * While a modal form is open, Back (a phone's Back gesture), a link or a typed address closes it
 * instead of leaving the page, asking first when it holds typed data, as its X does; reloading or
 * closing the tab over typed data (`alterado`) gets the browser's question, as over a form page.
 * Render it inside the modal only while the modal is open.
 */
export function VoltarFechaOModal({
  cancelar,
  alterado,
}: {
  cancelar: () => void;
  alterado?: () => boolean;
}) {
  useCamadaSobreAPagina(cancelar);
  const perguntar = useRef(alterado);
  perguntar.current = alterado;
  useEffect(() => {
    const avisar = (evento: BeforeUnloadEvent) => {
      if (perguntar.current?.()) evento.preventDefault();
    };
    window.addEventListener('beforeunload', avisar);
    return () => window.removeEventListener('beforeunload', avisar);
  }, []);
  return null;
}

/**
 * The ways out of a modal form (Esc, the X, "Cancelar", and Back through `VoltarFechaOModal`):
 * `cancelar` closes it when untouched and asks first (`perguntando`, shown by `ConfirmarDescarte`)
 * when the form it `acompanhar`s was typed into. `sair` closes it for good.
 *
 * The question opens once the event that asked is over. Every Mantine modal listens to Esc on the
 * window: a question opened from the modal's listener would be shown at once (React renders a key
 * press's update between listeners) and then closed by its own listener, later in the same key
 * press, so Esc over typed data seemed to do nothing (decision 0024).
 */
export function useSaidaDoModal(fechar: () => void) {
  const [perguntando, setPerguntando] = useState(false);
  const formAberto = useRef<{ isDirty: () => boolean } | null>(null);
  const sair = () => {
    setPerguntando(false);
    formAberto.current = null;
    fechar();
  };
  return {
    perguntando,
    sair,
    cancelar: () => {
      if (formAberto.current?.isDirty()) setTimeout(() => setPerguntando(true));
      else sair();
    },
    continuar: () => setPerguntando(false),
    acompanhar: (form: { isDirty: () => boolean }) => {
      formAberto.current = form;
    },
    /** Whether the open form holds typed data: what a reload would lose (`VoltarFechaOModal`). */
    alterado: () => formAberto.current?.isDirty() ?? false,
  };
}

/** Nothing leaves a page under the sign-in dialog: what was typed underneath is what it promises to keep. */
export function useFicarNaPagina(): void {
  useCamadaSobreAPagina(ficar);
}

function ficar(): void {}

/** Warns before leaving a form with unsaved changes: inside the app by a modal, closing the tab by the browser. */
export function AvisoAlteracoes({ ativo }: { ativo: boolean }) {
  const bloqueio = useBlocker(
    ({ currentLocation, nextLocation }) =>
      ativo && !saindoSemPerguntar && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!ativo) return;
    const avisar = (evento: BeforeUnloadEvent) => evento.preventDefault();
    window.addEventListener('beforeunload', avisar);
    return () => window.removeEventListener('beforeunload', avisar);
  }, [ativo]);
  return (
    <ConfirmarDescarte
      opened={bloqueio.state === 'blocked'}
      onSair={() => bloqueio.proceed?.()}
      onContinuar={() => bloqueio.reset?.()}
    />
  );
}

/**
 * Leaving a form page after a save. The save leaves the form dirty, so navigating in the same
 * event would meet AvisoAlteracoes' guard still on and ask "Deseja sair sem salvar?". `sairPara`
 * only records where to go; the page turns its guard off with `saindo`, and the navigation runs
 * after the render in which the guard is off.
 */
export function useSairAposSalvar() {
  const navigate = useNavigate();
  const [destino, setDestino] = useState<string | null>(null);
  useEffect(() => {
    if (destino !== null) navigate(destino);
  }, [destino, navigate]);
  return { saindo: destino !== null, sairPara: setDestino };
}
