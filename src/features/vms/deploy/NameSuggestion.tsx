import { useEffect } from 'react';
import { useOsTemplates } from '../../../api/resources/catalogue';
import { useIsos } from '../../../api/resources/isos';
import { useSnapshots } from '../../../api/resources/snapshots';
import type { Vm } from '../../../api/types';
import { useVmsFact } from '../../../api/vms/vms';
import type { BootSource } from './deployForm';
import { suggestedVmName } from './suggestedName';

const vmNames = (vms: Vm[]) => vms.map((vm) => vm.name ?? '');

/**
 * Works out the name the form proposes and hands it on whenever it changes; draws nothing. Its own
 * part of the page, so the lists it reads (the team's VM names, what boots) redraw it alone, and the
 * page only when the suggestion changes. Each source reads only its own list, the one its field reads.
 */
export function NameSuggestion({
  teamId,
  source,
  chosen,
  location,
  onSuggest,
}: {
  teamId: string;
  source: BootSource;
  /** The chosen template's id, snapshot's or ISO's id, by `source`; '' when none. */
  chosen: string;
  location: string;
  onSuggest: (name: string) => void;
}) {
  const Boots = source === 'os' ? OsBoots : source === 'snapshot' ? SnapshotBoots : IsoBoots;
  return <Boots teamId={teamId} chosen={chosen} location={location} onSuggest={onSuggest} />;
}

interface BootsProps {
  teamId: string;
  chosen: string;
  location: string;
  onSuggest: (name: string) => void;
}

function OsBoots(props: BootsProps) {
  const templates = useOsTemplates();
  const template = templates.data?.find((candidate) => String(candidate.id) === props.chosen);
  return <Suggest {...props} boots={template ? template.family || template.name : ''} />;
}

function SnapshotBoots(props: BootsProps) {
  const snapshots = useSnapshots();
  const snapshot = snapshots.data?.find((candidate) => candidate.id === props.chosen);
  return <Suggest {...props} boots={snapshot ? snapshot.name || 'snapshot' : ''} />;
}

function IsoBoots(props: BootsProps) {
  const isos = useIsos(props.teamId);
  const iso = isos.data?.find((candidate) => candidate.id === props.chosen);
  return <Suggest {...props} boots={iso ? iso.name || iso.filename || 'iso' : ''} />;
}

function Suggest({ teamId, boots, location, onSuggest }: BootsProps & { boots: string }) {
  const taken = useVmsFact(teamId, vmNames).data;
  const name = suggestedVmName({ boots, location }, taken ?? []);
  useEffect(() => onSuggest(name), [name, onSuggest]);
  return null;
}
