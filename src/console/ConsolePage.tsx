import { useParams } from 'react-router-dom';
import { isOperationAbsent } from '../api/errors/errors';
import { useVm } from '../api/vms/vms';
import { BackLink, isolatedText } from '../ui/page/detail';
import { usePageTitle } from '../ui/page/usePageTitle';
import { ConsoleView } from './ConsoleView';
import { paths } from '../lib/paths';

/** /teams/:teamId/vms/:vmId/console — a lazy chunk, so noVNC loads only when a console opens. */
export function ConsolePage() {
  const { teamId = '', vmId = '' } = useParams();
  const vm = useVm(teamId, vmId);
  // GET /vm/{id} is an extension: without it the console still works, named by the VM's id.
  const name = vm.data?.name ?? null;
  const power = isOperationAbsent(vm.error) ? null : (vm.data?.power_status ?? null);
  usePageTitle(`Console · ${isolatedText(name ?? vmId)}`);
  const vmPath = paths.vm(teamId, vmId);

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 px-6 py-4">
      <BackLink to={vmPath}>{name ?? 'Virtual machine'}</BackLink>
      <h1
        className="truncate text-lg font-semibold tracking-tight text-fg"
        title={name === null ? undefined : `Console of ${name}`}
      >
        Console of {name ?? <span className="font-mono text-base">{vmId}</span>}
      </h1>
      <ConsoleView
        key={`${teamId}/${vmId}`}
        teamId={teamId}
        vmId={vmId}
        vmName={name ?? vmId}
        vmPath={vmPath}
        power={power}
      />
    </div>
  );
}
