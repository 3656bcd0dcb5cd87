import { ReservedIpDetailPage } from './ReservedIpDetailPage';
import { ReservedIpsPage } from './ReservedIpsPage';

// The pages of /teams/:teamId/reserved-ips/*, by their path below it (lazily loaded by src/app/areas.ts).
export const pages = { '': ReservedIpsPage, ':reservedIpId': ReservedIpDetailPage };
