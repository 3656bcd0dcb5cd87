import { isoRequests, useAddIso } from '../../api/resources/isos';
import { describePlanned } from '../../api/http/apiRequest';
import { DialogForm } from '../../ui/form/DialogForm';
import { formDialog, type TeamFormProps } from '../../ui/form/formDialog';
import { useForm } from '../../ui/form/useForm';
import { TextField } from '../../ui/controls/TextField';
import { addIsoRequest, EMPTY_ADD_ISO, placeIsoError } from './isoForm';

type AddIsoFormProps = TeamFormProps<{
  /** Once the server accepted the URL (201): the download has started. */
  onAdded: (url: string) => void;
}>;

function AddIsoForm({ teamId, onClose, onAdded }: AddIsoFormProps) {
  const add = useAddIso(teamId);
  const form = useForm({
    initial: EMPTY_ADD_ISO,
    check: addIsoRequest,
    judge: { url: 'on-leave' },
    send: async (url) => {
      await add.mutateAsync(url);
      onAdded(url);
    },
    placeError: placeIsoError,
  });
  return (
    <DialogForm
      form={form}
      submitLabel="Add ISO"
      onCancel={onClose}
      request={form.body === null ? null : describePlanned(isoRequests.add(teamId, form.body))}
    >
      <TextField
        {...form.field('url')}
        label="ISO address"
        type="url"
        inputMode="url"
        description="A direct http(s) link to an .iso file, e.g. https://example.com/images/alpine-virt-3.22.iso. The provider downloads it; the team’s ISO count and an ISO’s size are limited."
        required
        mono
        autoComplete="off"
        spellCheck={false}
        placeholder="https://…/image.iso"
      />
    </DialogForm>
  );
}

export const AddIsoDialog = formDialog(
  {
    title: 'Add ISO',
    description: 'The provider downloads the ISO from its address; the list shows the download’s progress.',
  },
  AddIsoForm,
);
