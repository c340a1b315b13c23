// The image work of this process: masters on upload and variants on request share ONE set of
// turns, two at once (the API runs on two cores; libvips adds threads of its own), so neither a
// flood of uploads nor of first requests for variants can take every core. A request waits for a
// turn at most 30 s, and at most 64 wait: beyond that, 503 with Retry-After.
import { boundedMasters, Turns } from './bounded';
import { sharpMasters } from './sharpMasters';

export const IMAGE_BOUND = { concurrency: 2, waitMs: 30_000, maxWaiting: 64 };

export const imageTurns = new Turns(IMAGE_BOUND);

export const imageMasters = boundedMasters(sharpMasters, imageTurns);
