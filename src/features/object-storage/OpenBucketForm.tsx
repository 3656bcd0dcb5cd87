import { OpenForm } from '../../ui/form/OpenForm';

/**
 * "Open bucket by name": the API lists no buckets, so a bucket made elsewhere is reached by its
 * name. Only emptiness is checked here — an existing bucket's name is whatever the server accepted;
 * a name the service does not have is reported by the access-keys page.
 */
export function OpenBucketForm({ onOpen }: { onOpen: (name: string) => void }) {
  return (
    <OpenForm
      title="Open a bucket by name"
      label="Bucket name"
      placeholder="my-bucket"
      read={(text) =>
        text.trim() === ''
          ? { ok: false, message: 'Enter the name of a bucket in this service.' }
          : { ok: true, value: text.trim() }
      }
      onOpen={onOpen}
      fieldClassName="w-[20rem] max-w-full"
    />
  );
}
