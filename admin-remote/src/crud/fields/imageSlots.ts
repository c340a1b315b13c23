import { widthsFor, type VariantWidth } from '@mfe/catalogue-core/image-variants';

// Where the admin shows a stored image (issue 20): each slot loads the variants its box needs (up to
// 2x, the staff's screens), never the master. `sizes` follows the box's CSS width in the admin
// layout (content = viewport − 32 px padding, the 256 px drawer aside); width and height are the
// <img>'s attributes, the box it is drawn in (its CSS fixes the height, the width fills the box).

export interface ImageSlot {
  /** The variant widths the srcset lists. */
  widths: readonly VariantWidth[];
  /** The box's CSS width at each viewport, for the browser to pick from the srcset. */
  sizes: string;
  width: number;
  height: number;
}

/** The chosen image in a form's image field: a 120 x 80 box. */
export const FIELD_SLOT: ImageSlot = { widths: widthsFor(120, 240), sizes: '120px', width: 120, height: 80 };

/** The image picker dialog's grid: 4 a row in a 600 px dialog (about 130 px), 2 a row on phones. */
export const PICKER_SLOT: ImageSlot = {
  widths: widthsFor(130, 280),
  sizes: '(max-width: 575px) calc(50vw - 40px), 130px',
  width: 130,
  height: 100,
};

/** The image manager's grid of cards: 2, 3, 4 or 6 a row (Col xs=12 sm=8 md=6 xl=4), 175 px high. */
export const GRID_SLOT: ImageSlot = {
  widths: widthsFor(160, 480),
  sizes: '(max-width: 575px) calc(50vw - 22px), (max-width: 767px) calc(33.3vw - 18px), (max-width: 1199px) calc(25vw - 16px), calc(16.7vw - 17px)',
  width: 240,
  height: 175,
};

/** The stored image on its asset's detail: the left column (md=10), whole width on phones, 260 px high. */
export const DETAIL_SLOT: ImageSlot = {
  widths: widthsFor(320, 960),
  sizes: '(max-width: 767px) calc(100vw - 80px), (max-width: 1399px) calc(41.7vw - 33px), 480px',
  width: 480,
  height: 260,
};

/** The enlarged view (antd's image preview): a screen's width, never the master. */
export const ENLARGED_WIDTHS: readonly VariantWidth[] = [1200, 1920];
