import { IpListPage } from './IpListPage';
import { IpListsPage } from './IpListsPage';

// The pages of /teams/:teamId/ip-lists/*, by their path below it (lazily loaded by src/app/areas.ts).
export const pages = { '': IpListsPage, ':listId': IpListPage };
