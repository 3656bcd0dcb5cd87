import type { CustomIso } from '../../api/types';
import { isoLabel, isoState } from './isoRows';

/**
 * What the page's live region says about downloads. Percent changes are not announced (the bars
 * carry them; a poll every two seconds would talk over everything); a download that starts or ends
 * is. `watched` is the ids seen downloading so far.
 */
export function downloadNews(
  watched: ReadonlySet<string>,
  isos: readonly CustomIso[],
): { watched: Set<string>; message: string | null } {
  const downloading = isos.filter((iso) => isoState(iso).kind === 'downloading');
  const ended = isos.filter((iso) => watched.has(iso.id) && isoState(iso).kind !== 'downloading');
  const parts = ended.map((iso) =>
    isoState(iso).kind === 'ready' ? `${isoLabel(iso)} is ready.` : `The download of ${isoLabel(iso)} failed.`,
  );
  const started = downloading.filter((iso) => !watched.has(iso.id));
  if (started.length > 0 || (ended.length > 0 && downloading.length > 0)) {
    parts.push(downloading.length === 1 ? '1 ISO is downloading.' : `${downloading.length} ISOs are downloading.`);
  }
  return { watched: new Set(downloading.map((iso) => iso.id)), message: parts.length > 0 ? parts.join(' ') : null };
}
