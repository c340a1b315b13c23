// The slots public images are shown in, with the `sizes` each takes in the layout (its CSS: phones
// from 360 px, tablets from 600/768 px, desktops up to the 1200 px page) and the variant widths
// that cover it from 1x to 3x screens. A browser picks one width of one format per image, so a
// phone downloads a few KB where the master is megabytes. Change a slot here when its CSS changes.
import type { VariantWidth } from '@mfe/catalogue-core/image-variants';

export interface ImageSlot {
  sizes: string;
  widths: readonly VariantWidth[];
}

/**
 * Each slot lists the fewest widths that cover it from 1x to 3x screens (a browser takes the
 * first at least as wide as it needs), since every width costs three URLs in the page's HTML.
 */
export const IMAGE_SLOTS = {
  /** The landing page's round 200 px tiles. */
  typeTile: { sizes: '200px', widths: [320, 480, 640] },
  /** A catalogue's series cards: 1 column under 360 px, 2 to 960 px, 3 beside the category list, 4 from 1200 px. */
  seriesCard: {
    sizes: '(min-width: 1200px) 220px, (min-width: 960px) calc((100vw - 320px) / 3), (min-width: 360px) calc(50vw - 24px), calc(100vw - 32px)',
    widths: [160, 320, 480, 640, 960],
  },
  /** A vendor's category cards: 2 columns, 3 from 600 px, 5 from 960 px. */
  categoryCard: {
    sizes: '(min-width: 1200px) 220px, (min-width: 960px) 18vw, (min-width: 600px) calc(33vw - 24px), calc(50vw - 24px)',
    widths: [160, 320, 480, 640],
  },
  /** A vendor's 56 px logo. */
  vendorLogo: { sizes: '56px', widths: [160] },
  /** A series page's picture: the page's width on phones, two fifths of the overview beside the facts from 600 px. */
  seriesHero: { sizes: '(min-width: 1200px) 340px, (min-width: 600px) 38vw, calc(100vw - 32px)', widths: [320, 640, 960, 1200] },
  /** A model on a series page: the card's width on phones, 180 px beside its text from 600 px. */
  seriesModel: { sizes: '(min-width: 600px) 180px, calc(100vw - 32px)', widths: [320, 640, 960] },
  /** A model's picture at the head of its column on the compare page (issue 24): 120 px. */
  compareModel: { sizes: '120px', widths: [160, 320, 480] },
  /** A search hit's thumbnail: 80 px on phones, 120 px from 600 px. */
  searchHit: { sizes: '(max-width: 599.98px) 80px, 120px', widths: [160, 320] },
} satisfies Record<string, ImageSlot>;
