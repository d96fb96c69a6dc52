import { type Campo, rotuloDaUnicidade } from '@acolher/contract';
import type { MantineSize } from '@mantine/core';
import { useId } from 'react';
import { camposDe, opcoes } from './campos.tsx';

// Names come from a catalogue (decision 0022), whose fields the schema and the form's values share.
const {
  CampoData,
  CampoDocumento,
  CampoMascarado,
  CampoNome,
  CampoSelect,
  CampoTexto,
  CampoTextoLongo,
  CampoTextoUnico,
} = camposDe<Record<string, string>>();

/** A selection longer than this (the UFs) can be searched by typing. */
const OPCOES_SEM_BUSCA = 10;

interface CampoDoCatalogoProps {
  /** The field's path in the form: `PESSOA.CPF`, `CARTAO_SUS`. */
  nome: string;
  campo: Campo;
  /** The record being edited, excluded from a uniqueness check; null on create. */
  codigoDaUnicidade: (rota: string) => number | null;
  /** Sent to the check as they are (`Unicidade.fixos`): a dependant's stored name, or null on create. */
  fixosDaUnicidade?: Readonly<Record<string, unknown>>;
  /** A size up where a screen wants its fields bigger (the follow-up's, tapped on a phone). */
  size?: MantineSize;
}

/** One catalogue field as its form input: label, kind, length, required mark, mask and check from the catalogue. */
export function CampoDoCatalogo({
  nome,
  campo,
  codigoDaUnicidade,
  fixosDaUnicidade,
  size,
}: CampoDoCatalogoProps) {
  const idSugestoes = useId();
  const comum = {
    name: nome,
    label: campo.rotulo,
    withAsterisk: campo.obrigatorio,
    maxLength: campo.max,
    size,
  };
  const teclado = campo.numerico ? ('numeric' as const) : undefined;
  switch (campo.tipo) {
    case 'textoLongo':
      return <CampoTextoLongo {...comum} style={{ gridColumn: '1 / -1' }} />;
    case 'nome':
      return <CampoNome {...comum} />;
    case 'data':
      return <CampoData name={nome} label={campo.rotulo} withAsterisk={campo.obrigatorio} size={size} />;
    case 'selecao': {
      const lista = opcoes(campo.opcoes ?? {});
      return (
        <CampoSelect
          name={nome}
          label={campo.rotulo}
          withAsterisk={campo.obrigatorio}
          size={size}
          data={lista}
          searchable={lista.length > OPCOES_SEM_BUSCA}
          // A select with a default (a yes/no, the account's kind) always holds one of its options.
          clearable={!campo.obrigatorio && campo.padrao === undefined}
        />
      );
    }
    case 'documento':
      if (!campo.mascara) return <CampoTexto {...comum} inputMode={teclado} />;
      if (!campo.unicidade)
        return (
          <CampoMascarado {...comum} maxLength={undefined} mascara={campo.mascara} inputMode={teclado} />
        );
      return (
        <CampoDocumento
          name={nome}
          label={campo.rotulo}
          withAsterisk={campo.obrigatorio}
          size={size}
          maxLength={campo.max}
          mascara={campo.mascara}
          inputMode={teclado}
          unicidade={{
            rota: campo.unicidade.rota,
            rotulo: rotuloDaUnicidade(campo),
            codigo: codigoDaUnicidade(campo.unicidade.rota),
            com: campo.unicidade.com,
            fixos: fixosDaUnicidade,
          }}
        />
      );
    default:
      if (campo.unicidade)
        return (
          <CampoTextoUnico
            {...comum}
            unicidade={{
              rota: campo.unicidade.rota,
              rotulo: rotuloDaUnicidade(campo),
              codigo: codigoDaUnicidade(campo.unicidade.rota),
            }}
          />
        );
      if (!campo.opcoes) return <CampoTexto {...comum} />;
      // Free text with the catalogue's options suggested as one types (a job title from the list, or another).
      return (
        <>
          <CampoTexto {...comum} list={idSugestoes} autoComplete="off" />
          <datalist id={idSugestoes}>
            {Object.values(campo.opcoes).map((sugestao) => (
              <option key={sugestao} value={sugestao} />
            ))}
          </datalist>
        </>
      );
  }
}
