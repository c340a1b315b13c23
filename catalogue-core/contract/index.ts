// The catalogue's HTTP contract as one jest suite, written once and run against every adapter:
// the API (api/test/contract.test.ts) and the browser demo (demo-api/src/contract.test.ts).
// It speaks only through ContractClient, and its expected answers are written out literally
// from the spec (§5, §7, §8) and the API's current answers, so it checks each adapter against
// the contract, never an adapter against its own code.
import { describeAccess } from './access';
import { describeActivity } from './activity';
import { describeAssets } from './assets';
import { describeAttributes } from './attributes';
import { describeExports } from './exports';
import { describeFinder } from './finder';
import { describeCompare } from './compare';
import { describeLogin } from './auth';
import { describeOwnAccount } from './me';
import type { ContractClient } from './client';
import { describeHierarchy } from './hierarchy';
import { describeImageCrop } from './imageCrop';
import { describeInquiries } from './inquiries';
import { describeLists } from './lists';
import { describeNames } from './names';
import { describeOrder } from './order';
import { describeProducts } from './products';
import { describeProductImport } from './productImport';
import { describePublished } from './published';
import { describeSearch } from './search';
import { describeSeriesPage } from './seriesPage';
import { describeSiteSettings } from './settings';
import { describeSpecification } from './specification';
import { describeTranslations } from './translations';
import { describeTwoFactor } from './twoFactor';
import { describeUsers } from './users';
import { useContractSession } from './session';

export type { ContractClient, ContractRequest, ContractResponse, Json, Method } from './client';

/**
 * Register the whole contract for one adapter. `makeClient` runs once, before the first test;
 * every test then starts on an empty catalogue (client.reset()) with a fresh login.
 */
export function describeCatalogueContract(name: string, makeClient: () => ContractClient | Promise<ContractClient>): void {
  describe(`catalogue contract: ${name}`, () => {
    const api = useContractSession(makeClient);
    describeLogin(api);
    describeAccess(api);
    describeHierarchy(api);
    describeProducts(api);
    describeAttributes(api);
    describeSeriesPage(api);
    describeCompare(api);
    describeAssets(api);
    describeImageCrop(api);
    describeLists(api);
    describeNames(api);
    describeOrder(api);
    describePublished(api);
    describeInquiries(api);
    describeSearch(api);
    describeTranslations(api);
    describeSiteSettings(api);
    describeActivity(api);
    describeUsers(api);
    describeOwnAccount(api);
    describeTwoFactor(api);
    describeSpecification(api);
    describeExports(api);
    describeFinder(api);
    describeProductImport(api);
  });
}
