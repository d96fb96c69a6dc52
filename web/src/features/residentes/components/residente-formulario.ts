import {
  CAMPOS_CERTIDAO_CASAMENTO,
  CAMPOS_PESSOA,
  CAMPOS_RESIDENTE,
  formularioVazio,
  type Residente,
} from '@acolher/contract';
import { hojeIso } from '../../../lib/datas.ts';
import {
  formularioDoCatalogo,
  type TextosDoCatalogo as Textos,
  versaoDoRegistro,
} from '../../../lib/formulario.ts';

export type CertidaoFormulario = Textos<typeof CAMPOS_CERTIDAO_CASAMENTO>;

/** The person under `PESSOA`, the certificate under `CERTIDAO_CASAMENTO` only while the status needs it. */
export type ResidenteFormulario = Textos<typeof CAMPOS_RESIDENTE> & {
  PESSOA: Textos<typeof CAMPOS_PESSOA>;
  CERTIDAO_CASAMENTO: CertidaoFormulario | null;
  /** The version the record was read at, sent back with the update; a new resident has none. */
  VERSAO?: number;
};

export const CERTIDAO_VAZIA: CertidaoFormulario = formularioVazio(CAMPOS_CERTIDAO_CASAMENTO);

export function residenteNovo(): ResidenteFormulario {
  return {
    ...formularioVazio(CAMPOS_RESIDENTE),
    DATA_ACOLHIMENTO: hojeIso(),
    PESSOA: formularioVazio(CAMPOS_PESSOA),
    CERTIDAO_CASAMENTO: null,
  };
}

/** The record as the form edits it: strings, and stored documents with their masks back (the catalogues' own). */
export function residenteParaFormulario(r: Residente): ResidenteFormulario {
  return {
    ...formularioDoCatalogo(CAMPOS_RESIDENTE, r),
    PESSOA: formularioDoCatalogo(CAMPOS_PESSOA, r.PESSOA),
    CERTIDAO_CASAMENTO: r.CERTIDAO_CASAMENTO
      ? formularioDoCatalogo(CAMPOS_CERTIDAO_CASAMENTO, r.CERTIDAO_CASAMENTO)
      : null,
    ...versaoDoRegistro(r),
  };
}
