import { Link } from 'react-router-dom';
import type { FirewallGroup } from '../../api/types';
import { CopyableText, TimeCell } from '../../ui/list/cells';
import type { VmRef } from './DeleteGroupDialog';
import { FactList } from '../../ui/page/FactList';
import { paths } from '../../lib/paths';

/** A group's facts, with the VMs placed in it when the server lists VMs. */
export function GroupFacts({
  teamId,
  group,
  vmsUsing,
}: {
  teamId: string;
  group: FirewallGroup;
  vmsUsing: readonly VmRef[] | null;
}) {
  return (
    <FactList
      facts={[
        { term: 'ID', value: <CopyableText value={group.id} copyLabel="Copy group ID" className="max-w-[20rem]" /> },
        { term: 'Rules', value: <span className="tabular-nums">{group.rule_count}</span> },
        {
          term: 'VMs',
          value:
            vmsUsing && vmsUsing.length > 0 ? (
              <span className="flex flex-wrap gap-x-2">
                <span className="tabular-nums">{group.instance_count}</span>
                <span className="text-fg-subtle">·</span>
                {vmsUsing.map((vm, index) => (
                  <span key={vm.id} className="flex min-w-0 max-w-[16rem]">
                    <Link
                      to={paths.vm(teamId, vm.id)}
                      className="truncate text-accent-text hover:underline"
                      title={vm.name}
                    >
                      {vm.name}
                    </Link>
                    {index < vmsUsing.length - 1 ? ',' : null}
                  </span>
                ))}
              </span>
            ) : (
              <span className="tabular-nums">{group.instance_count}</span>
            ),
        },
        { term: 'Created', value: <TimeCell value={group.created} /> },
        { term: 'Updated', value: <TimeCell value={group.updated} /> },
      ]}
    />
  );
}
