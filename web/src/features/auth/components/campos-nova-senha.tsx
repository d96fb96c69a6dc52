import { CampoTexto } from '../../../components/campos.tsx';
import type { CaminhoPara } from '../../../lib/formulario.ts';

type NomeDaSenha<V> = NoInfer<CaminhoPara<V, string>>;

/** The password + repeat pair of the reset and first-access screens (docs/produto.md §5: 4–100, equal), in a form of values V. */
export function CamposNovaSenha<V = never>({
  nomes,
  rotulos,
}: {
  nomes: readonly [NomeDaSenha<V>, NomeDaSenha<V>];
  rotulos: readonly [string, string];
}) {
  return (
    <>
      <CampoTexto<V>
        name={nomes[0]}
        label={rotulos[0]}
        type="password"
        autoComplete="new-password"
        withAsterisk
        dica
      />
      <CampoTexto<V>
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
