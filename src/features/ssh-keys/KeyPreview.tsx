import { sshKeyFingerprint, type SshKeyParseResult } from '../../lib/sshKey';
import { keyTypeLabel } from './keyInfo';

/**
 * What the pasted key turned out to be, as `ssh-keygen -l` would describe it, so the user can
 * check it is the key they meant before adding it.
 */
export function KeyPreview({ result }: { result: SshKeyParseResult }) {
  if (!result.ok) return null;
  const { key } = result;
  const rows: Array<[string, string, boolean]> = [
    ['Type', `${keyTypeLabel(key.type)} (${key.type})`, false],
    ['Size', key.bits === undefined ? '—' : `${key.bits} bits`, false],
    ['Comment', key.comment || '—', false],
    ['Fingerprint', sshKeyFingerprint(key.blob), true],
  ];
  return (
    <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 rounded-md border border-line bg-surface-sunken px-3 py-2 text-xs">
      {rows.map(([term, value, mono]) => (
        <div key={term} className="contents">
          <dt className="text-fg-subtle">{term}</dt>
          {/* A comment is free text of any length: two lines at most, whole on hover. */}
          <dd
            className={
              mono ? 'min-w-0 font-mono break-all text-fg' : 'line-clamp-2 min-w-0 text-fg [overflow-wrap:anywhere]'
            }
            title={mono ? undefined : value}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
