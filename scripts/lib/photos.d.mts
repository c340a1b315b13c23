// Types of photos.mjs, for the TypeScript that imports it (the e2e suite).
export declare const PHOTO_WIDTH: number;
export declare const PHOTO_HEIGHT: number;
export declare const PHOTO_EXIF: {
  IFD0: { Make: string; Model: string };
  IFD3: Record<string, string>;
};
export function phonePhoto(options?: { seed?: number; width?: number; height?: number; quality?: number; orientation?: number }): Promise<Buffer>;
