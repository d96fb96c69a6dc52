import type { Db } from '../../server/src/db/client.ts';
import { semearVolume, type Volume } from '../seed/volume.ts';

/** Benchmark volume through the project's own set-based seed (what `npm run seed -- --residentes N …` runs). */
export function seedVolume(db: Db, volume: Volume): Promise<void> {
  return db.transaction((tx) => semearVolume(tx, volume));
}
