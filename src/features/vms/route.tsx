import { LazyConsolePage } from '../../console/lazyConsolePage';
import { DeployVmPage } from './deploy/DeployVmPage';
import { VmDetailPage } from './VmDetailPage';
import { VmsPage } from './VmsPage';

// The pages of /teams/:teamId/vms/*, by their path below it (lazily loaded by src/app/areas.ts).
export const pages = { '': VmsPage, new: DeployVmPage, ':vmId': VmDetailPage, ':vmId/console': LazyConsolePage };
