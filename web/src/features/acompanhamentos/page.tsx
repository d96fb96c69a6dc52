import { SecaoEmPreparo } from '../../components/secao-em-preparo.tsx';

/** Lazy chunk of the acompanhamentos section (SPEC §2); its lists and forms come with its own issue. */
export function Component() {
  return <SecaoEmPreparo titulo="Acompanhamentos" />;
}
