import { CampoTexto } from '../../../components/campos.tsx';

/** The password + repeat pair of the reset and first-access screens (SPEC §5: 4–100, equal). */
export function CamposNovaSenha({
  nomes,
  rotulos,
}: {
  nomes: readonly [string, string];
  rotulos: readonly [string, string];
}) {
  return (
    <>
      <CampoTexto
        name={nomes[0]}
        label={rotulos[0]}
        type="password"
        autoComplete="new-password"
        withAsterisk
        dica
      />
      <CampoTexto
        name={nomes[1]}
        label={rotulos[1]}
        type="password"
        autoComplete="new-password"
        withAsterisk
        dica
      />
    </>
  );
}
