// The one set of image masters of this process: sharp, two at once (the API runs on two cores;
// each normalisation uses libvips' own threads too), a turn waited for at most 30 s.
import { boundedMasters } from './bounded';
import { sharpMasters } from './sharpMasters';

export const IMAGE_BOUND = { concurrency: 2, waitMs: 30_000 };

export const imageMasters = boundedMasters(sharpMasters, IMAGE_BOUND);
