import { answerJson } from '../../lib/answerJson';
import { Button } from '../controls/Button';
import { useToast } from '../feedback/Toasts';
import { CopyIcon } from '../icons';

/**
 * "Copy as JSON" on a resource's page: the API's answer for it, as cached, pretty-printed to the clipboard,
 * and a toast that says so. `secrets` are fields left out (named in the toast by `secretWords`, "its root
 * password"): they reach the clipboard only through their own copy button, once shown.
 */
export function CopyJsonButton({
  answer,
  noun,
  secrets = [],
  secretWords,
}: {
  answer: object;
  /** The resource, in the toast: "VM copied as JSON." */
  noun: string;
  secrets?: readonly string[];
  secretWords?: string;
}) {
  const toast = useToast();
  const copy = async () => {
    const { text, left } = answerJson(answer, secrets);
    try {
      await navigator.clipboard.writeText(text);
      const without = left.length > 0 ? `, without ${secretWords ?? left.join(', ')}` : '';
      toast.show(`${noun} copied as JSON${without}.`);
    } catch {
      toast.show('The browser did not allow copying to the clipboard.', 'error');
    }
  };
  return (
    <Button icon={<CopyIcon className="size-3.5" />} onClick={() => void copy()}>
      Copy as JSON
    </Button>
  );
}
