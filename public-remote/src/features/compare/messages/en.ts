// The compare page's texts in English (issue 24): a dictionary of its own (its chunk loads with the
// compare page only, like the page's code), typed for the Indonesian one.
const en = {
  compareTitle: 'Compare models',
  compareIntro: 'The models side by side. Rows where the values differ are marked.',
  nothingToCompare: 'Nothing to compare yet',
  nothingToCompareText: 'Choose up to 4 models with “Compare” on a series page, then open the comparison.',
  browseProducts: 'Browse products',
  badIdsTitle: 'This comparison link is not right',
  /** The models of the link, once the first four of more. */
  /** The API's own words (the core's compareIdsInvalid and compareTooMany, held to them by a test), not its module: it would weigh on the page. */
  compareIdsInvalid: 'Ids must be model ids separated by commas',
  compareTooMany: 'Compare at most 4 models at a time',
  compareFirstFour: 'Compare the first 4',
  modelsMissingTitle: 'These models are not in the catalogue',
  modelsMissingText: 'They may have been removed. Choose others on a series page.',
  someMissing: (count: number) =>
    count === 1 ? 'One model of this link is no longer in the catalogue.' : `${count} models of this link are no longer in the catalogue.`,
  unavailableTitle: 'The comparison could not be loaded',
  unavailableText: 'Please check your connection and try again.',
  loading: 'Loading the comparison…',
  onlyDifferences: 'Show only differences',
  /** The table's caption (visually hidden). */
  tableCaption: (count: number) => `Specifications of ${count} models side by side`,
  specification: 'Specification',
  seriesRow: 'Series',
  categoryRow: 'Category',
  vendorRow: 'Distributor',
  differs: 'Differs',
  /** Hidden after the mark of a row whose values differ. */
  differsHidden: ' (values differ)',
  noValue: 'No value',
  yes: 'Yes',
  no: 'No',
  remove: (name: string) => `Remove ${name} from the comparison`,
  noAttributes: 'These models have no specifications yet.',
  noDifferences: 'The models do not differ in any specification.',
  requestQuoteForModels: 'Request a quote for these models',
};

export default en;
export type CompareMessages = typeof en;
