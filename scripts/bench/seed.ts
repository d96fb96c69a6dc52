import type { Db } from '../../server/src/db/client.ts';
import { semearVolume } from '../seed/volume.ts';

/** Benchmark volume through the project's own set-based seed (what `npm run seed -- --residentes N …` runs). */
export function seedVolume(db: Db, volume: { residentes: number; acompanhamentos: number }): Promise<void> {
  return db.transaction((tx) => semearVolume(tx, volume.residentes, volume.acompanhamentos));
}
