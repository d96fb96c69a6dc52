/**
 * The bench's recording app (decision 0004): the recorder first, so every pool the app then makes
 * records, and the app as `npm start` runs it. An entry of its own, not a `--import` of the recorder:
 * a worker thread (the PDF pool's) inherits the process's `--import`s, and the recorder's broke it.
 */
import './gravador.ts';
import '../../server/src/main.ts';
