// A seed picture as stored: its drawing made a master by the API's image masters, like any upload.
// The drawings are PNG with an alpha channel, so the master is a PNG and the plan's .png path holds.
import { imageMaster } from '@mfe/catalogue-core';
import { imageMasters } from '../images';
import type { SeedFile } from '@mfe/catalogue-core/seed';
import { drawSeedFile } from './files';

export async function seedMaster(f: SeedFile): Promise<Uint8Array> {
  const master = await imageMaster(imageMasters, drawSeedFile(f.drawing), 'image/png');
  if (master.mime !== 'image/png') throw new Error(`Seed picture ${f.path} became ${master.mime}: its path says PNG`);
  return master.bytes;
}
