import type { ReactNode } from 'react';
import { OpenForm } from '../form/OpenForm';
import { readUuid } from './uuid';

/**
 * "Open by ID": for a resource whose list endpoint is an extension the server lacks, the user pastes
 * an id and `onOpen` navigates to it. The id is checked (a UUID) before `onOpen` is called; a bad one
 * is explained on the field, which keeps what was typed and takes focus.
 */
export function OpenByIdForm({
  noun,
  onOpen,
  title = 'Open by ID',
  description,
  submitLabel = 'Open',
  className,
}: {
  /** The resource, in the singular, lower case: "firewall group". The field is labelled "Firewall group ID". */
  noun: string;
  /** Called with the cleaned, lower-case id. */
  onOpen: (id: string) => void;
  title?: ReactNode;
  description?: ReactNode;
  submitLabel?: string;
  className?: string;
}) {
  return (
    <OpenForm
      title={title}
      description={description}
      label={`${noun.charAt(0).toLocaleUpperCase()}${noun.slice(1)} ID`}
      placeholder="00000000-0000-0000-0000-000000000000"
      read={(text) => {
        const result = readUuid(text);
        return result.ok ? { ok: true, value: result.id } : result;
      }}
      onOpen={onOpen}
      submitLabel={submitLabel}
      className={className}
      fieldClassName="w-[24rem] max-w-full"
    />
  );
}
