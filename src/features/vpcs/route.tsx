import { VpcDetailPage } from './VpcDetailPage';
import { VpcsPage } from './VpcsPage';

// The pages of /teams/:teamId/vpcs/*, by their path below it (lazily loaded by src/app/areas.ts).
export const pages = { '': VpcsPage, ':vpcId': VpcDetailPage };
