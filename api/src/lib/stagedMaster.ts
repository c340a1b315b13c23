// An uploaded image becomes its master while still staged: the asset row and the stored file are
// the master's (size, type, extension), and a refused image leaves only its temp file, which the
// form's cleanup removes.
import fsp from 'node:fs/promises';
import { imageMaster, type ImageMasters, type MasterMime } from '@mfe/catalogue-core';
import type { StagedFile, Storage } from './storage';
import { imageMasters } from '../images';

export async function stagedMaster(storage: Storage, f: StagedFile, masters: ImageMasters = imageMasters): Promise<StagedFile> {
  // Staged images are JPEG or PNG by content (acceptedMime), at most IMAGE_MAX_BYTES.
  const master = await imageMaster(masters, await fsp.readFile(f.tmpPath), f.mime as MasterMime);
  return storage.restage(f, master.bytes, master.mime);
}
