import { SecaoEmPreparo } from '../../components/secao-em-preparo.tsx';

/** Lazy chunk of "Visualização dos acompanhamentos" of one resident (SPEC §2); built with its issue. */
export function Component() {
  return <SecaoEmPreparo titulo="Visualização dos acompanhamentos" />;
}
