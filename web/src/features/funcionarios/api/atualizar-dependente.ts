import {
  type CAMPOS_DEPENDENTE,
  type Dependente,
  dependenteAtualizacao,
  dependenteInput,
  versaoOpcional,
} from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';
import { caminhoDoDependente } from './caminho-do-dependente.ts';
import { useInvalidarFuncionarios } from './invalidar.ts';

/** A dependant as its form edits it: the catalogue's fields as text, and its employee. */
export type DependenteFormulario = Record<keyof typeof CAMPOS_DEPENDENTE, string> & {
  CODIGO_FUNCIONARIO: number;
  /** The version the dependant was read at, sent back with the update; a new one has none. */
  VERSAO?: number;
};

/**
 * The dependant's form checks what `POST /dependente` takes, plus the VERSAO an edited one was read
 * at (a new one has none, decision 0017).
 */
export const esquemaDependente = dependenteInput.extend({ VERSAO: versaoOpcional });

interface DependenteAlterado {
  /** The dependant as read: its stored name is the key (renaming changes it). */
  atual: Dependente;
  valores: DependenteFormulario;
}

/**
 * `PUT /dependente/{funcionario}/{nome}/{sobrenome}`, keyed by the stored name; the body is the
 * form's fields and VERSAO, the employee being the path's.
 */
function putDependente({ atual, valores }: DependenteAlterado) {
  const { CODIGO_FUNCIONARIO: _doCaminho, ...dados } = valores;
  return requisitar(caminhoDoDependente(atual), SEM_CORPO, {
    metodo: 'PUT',
    corpo: dependenteAtualizacao.parse(dados),
  });
}

export function useAtualizarDependente() {
  const invalidar = useInvalidarFuncionarios();
  return useMutation({ mutationFn: putDependente, onSuccess: invalidar });
}
