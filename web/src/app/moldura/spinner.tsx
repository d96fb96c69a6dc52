import { Portal, VisuallyHidden } from '@mantine/core';
import { useSpinnerVisivel } from '../../lib/spinner.ts';
import classes from './spinner.module.css';

export function Spinner() {
  const visivel = useSpinnerVisivel();
  if (!visivel) return null;
  return (
    <Portal>
      <div className={classes.fundo} role="status" aria-live="assertive" data-testid="spinner">
        <div className={classes.bolas} aria-hidden>
          <span className={classes.bola} />
          <span className={classes.bola} />
          <span className={classes.bola} />
        </div>
        <VisuallyHidden>Carregando…</VisuallyHidden>
      </div>
    </Portal>
  );
}
