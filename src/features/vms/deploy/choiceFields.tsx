import { memo, useMemo, type Ref } from 'react';
import { useOsTemplates } from '../../../api/resources/catalogue';
import { useFirewallGroups } from '../../../api/resources/firewalls';
import { useIsos } from '../../../api/resources/isos';
import { useSnapshots } from '../../../api/resources/snapshots';
import { useSshKeys } from '../../../api/resources/sshKeys';
import { useStartupScripts } from '../../../api/resources/startupScripts';
import { useVpcs } from '../../../api/resources/vpcs';
import { SelectField, type SelectFieldProps } from '../../../ui/controls/SelectField';
import { Note } from '../../../ui/feedback/Note';
import { bootableIsos, bootableSnapshots, takesSshKeys, vpcsIn } from './deployForm';
import { OsTemplateOptions } from '../OsTemplateOptions';
import { CheckList } from './parts';
import { PasteSshKeys } from './PasteSshKeys';
import { SshKeyPicker } from './SshKeyPicker';

// The deploy form's choices that come from the team's lists. Each field reads its own list, so a list's
// answer redraws that field alone: when the page read all nine, each answer redrew the whole form,
// one long task after another while the page loaded (figures: docs/performance.md).

/** A select bound to the form (what `form.field` gives). */
type BoundSelect = Pick<SelectFieldProps, 'ref' | 'value' | 'onChange' | 'onBlur' | 'error'>;

export function OsTemplateField({ field }: { field: BoundSelect }) {
  const templates = useOsTemplates();
  return (
    <SelectField {...field} label="OS template" required>
      <option value="">{templates.isPending ? 'Loading templates…' : 'Choose an OS template'}</option>
      <OsTemplateOptions templates={templates.data ?? []} />
    </SelectField>
  );
}

export function SnapshotField({ field }: { field: BoundSelect }) {
  const snapshots = useSnapshots();
  return (
    <SelectField
      {...field}
      label="Snapshot"
      required
      description={
        snapshots.isError ? 'The snapshots could not be loaded.' : 'Only finished snapshots can be deployed.'
      }
    >
      <option value="">Choose a snapshot</option>
      {bootableSnapshots(snapshots.data ?? []).map((snapshot) => (
        <option key={snapshot.id} value={snapshot.id}>
          {snapshot.name || snapshot.id}
        </option>
      ))}
    </SelectField>
  );
}

export function IsoField({ teamId, field }: { teamId: string; field: BoundSelect }) {
  const isos = useIsos(teamId);
  return (
    <SelectField
      {...field}
      label="Custom ISO"
      required
      description={
        isos.isError
          ? 'The ISOs could not be loaded; this server may not offer them.'
          : 'The team’s ISOs and the provider’s, once fully downloaded.'
      }
    >
      <option value="">Choose an ISO</option>
      {bootableIsos(isos.data ?? []).map((iso) => (
        <option key={iso.id} value={iso.id}>
          {`${iso.name || iso.filename}${iso.is_system_iso ? ' (provided)' : ''}`}
        </option>
      ))}
    </SelectField>
  );
}

/** No startup script with a custom ISO: the field then shows none, whatever was chosen before. */
export function StartupScriptField({
  teamId,
  field,
  isoChosen,
}: {
  teamId: string;
  field: BoundSelect;
  isoChosen: boolean;
}) {
  const scripts = useStartupScripts(teamId);
  return (
    <SelectField
      {...field}
      value={isoChosen ? '' : field.value}
      label="Startup script"
      disabled={isoChosen}
      description={
        isoChosen
          ? 'Not with a custom ISO: the ISO’s own installer runs instead.'
          : 'Runs once when the VM first boots.'
      }
    >
      <option value="">None</option>
      {(scripts.data ?? []).map((script) => (
        <option key={script.id} value={script.id}>
          {script.name}
        </option>
      ))}
    </SelectField>
  );
}

export function FirewallGroupField({ teamId, field }: { teamId: string; field: BoundSelect }) {
  const groups = useFirewallGroups(teamId);
  return (
    <SelectField {...field} label="Firewall group">
      <option value="">None</option>
      {(groups.data ?? []).map((group) => (
        <option key={group.id} value={group.id}>
          {group.description || group.id}
        </option>
      ))}
    </SelectField>
  );
}

interface ChoiceOfMany {
  chosen: string[];
  onChange: (chosen: string[]) => void;
  error: string | undefined;
  focusRef: Ref<HTMLInputElement>;
}

/** The team's VPCs in the chosen location: a VM joins private networks of its own location only. */
export function VpcChoice({ teamId, location, ...choice }: ChoiceOfMany & { teamId: string; location: string }) {
  const vpcs = useVpcs(teamId);
  const options = useMemo(
    () =>
      vpcsIn(vpcs.data ?? [], location).map((vpc) => ({
        id: vpc.id,
        label: vpc.name,
        detail: `${vpc.v4_subnet}/${vpc.v4_subnet_mask}`,
      })),
    [vpcs.data, location],
  );
  return (
    <CheckList
      {...choice}
      legend="VPCs"
      description={location ? `Private networks in ${location}.` : 'Choose a location to see its VPCs.'}
      options={options}
      empty={location ? `The team has no VPC in ${location}.` : 'No location chosen yet.'}
    />
  );
}

/**
 * The team's keys to choose from, and keys pasted to add. Memoised (with stable callbacks from the
 * page): a team may have 10,000 keys, and the rest of the form changes without touching them. A
 * Windows template takes no keys (none are sent): the section says how its VM is signed in to instead.
 */
export const TeamSshKeys = memo(function TeamSshKeys({
  teamId,
  osTemplate,
  chosen,
  onChange,
  error,
  focusRef,
}: ChoiceOfMany & {
  teamId: string;
  /** The OS template's id, or '' when booting something else. */ osTemplate: string;
}) {
  const keys = useSshKeys(teamId);
  const templates = useOsTemplates();
  if (!takesSshKeys({ source: 'os', os: osTemplate }, templates.data)) {
    return (
      <div className="flex min-w-0 flex-col gap-2">
        <p className="text-[13px] font-medium text-fg">SSH keys</p>
        <Note>
          Windows templates take no SSH keys: sign in as Administrator with the password shown on the VM’s page after
          deploy.
        </Note>
      </div>
    );
  }
  return (
    <>
      <SshKeyPicker
        keys={keys.data}
        chosen={chosen}
        onChange={onChange}
        error={error}
        empty={keys.isPending ? 'Loading SSH keys…' : 'This team has no SSH keys.'}
        loading={keys.isPending}
        refreshing={keys.isFetching}
        focusRef={focusRef}
      />
      <PasteSshKeys teamId={teamId} teamKeys={keys.data ?? NO_KEYS} chosen={chosen} onChoose={onChange} />
    </>
  );
});

const NO_KEYS: [] = [];
