import { Link } from 'react-router-dom';
import { useMeasuredBootImages } from '../../../api/resources/measuredBootImages';
import { useMeasuredBoot, vmRequests, type MeasuredBootInput } from '../../../api/vms/vms';
import { describePlanned } from '../../../api/http/apiRequest';
import type { Vm } from '../../../api/types';
import { paths } from '../../../lib/paths';
import { ConfirmAction } from '../../../ui/dialogs/ConfirmAction';
import { Button } from '../../../ui/controls/Button';
import { Dialog, DialogBody, DialogFooter } from '../../../ui/dialogs/Dialog';
import { DialogForm } from '../../../ui/form/DialogForm';
import { useForm } from '../../../ui/form/useForm';
import { Note } from '../../../ui/feedback/Note';
import { QuerySelectField } from '../../../ui/controls/SelectField';
import { useToast } from '../../../ui/feedback/Toasts';
import { InlineValue, isolatedText } from '../../../ui/page/detail';
import { errorCode, errorMessage } from '../../../lib/errorText';
import type { VmActionProps } from './types';
import { measuredBootRequest } from './vmChange';
import { useBootFacts } from '../../../api/vms/bootSettings';

const MEASURED_BOOT_NEEDS_SEV =
  'Measured boot needs SEV-SNP: the VM boots a signed kernel image (UKI) whose measurement the hardware attests. Turn SEV on first.';

/** Boot from an uploaded UKI image (POST attach-measured-boot); refused by the server while SEV is off. */
export function AttachMeasuredBootAction({ teamId, vm, onClose }: VmActionProps) {
  const sev = useBootFacts(teamId, vm).sev;
  const sevOff = sev.source !== 'unknown' && !sev.value;
  return (
    <Dialog
      open
      onClose={onClose}
      title="Attach measured boot image"
      description={
        <>
          Boot <InlineValue>{vm.name}</InlineValue> from a UKI image uploaded to this team.
        </>
      }
    >
      {sevOff ? (
        // Nothing to send while SEV is off: the dialog only explains, so there is no attach button.
        <>
          <DialogBody>
            <Note tone="warning">{MEASURED_BOOT_NEEDS_SEV} SEV is off on this VM.</Note>
          </DialogBody>
          <DialogFooter>
            <Button onClick={onClose}>Close</Button>
          </DialogFooter>
        </>
      ) : (
        <AttachMeasuredBootForm teamId={teamId} vm={vm} onClose={onClose} />
      )}
    </Dialog>
  );
}

function AttachMeasuredBootForm({ teamId, vm, onClose }: VmActionProps) {
  const attach = useMeasuredBoot(teamId, vm.id);
  const images = useMeasuredBootImages(teamId);
  const toast = useToast();
  const form = useForm({
    initial: { imageId: '' },
    check: (values) => measuredBootRequest(values, images.data ?? []),
    send: async (image) => {
      await attach.mutateAsync({ attach: image.id });
      onClose();
      toast.show(`“${isolatedText(vm.name)}” restarts from ${isolatedText(image.filename)}.`);
    },
    placeError: (error) => ({ field: 'form', message: errorMessage(error), code: errorCode(error) }),
  });
  return (
    <DialogForm
      form={form}
      submitLabel="Attach and restart"
      onCancel={onClose}
      request={form.body && describePlanned(vmRequests.measuredBoot(teamId, vm.id, { attach: form.body.id }))}
    >
      <Note tone="info">{MEASURED_BOOT_NEEDS_SEV} The VM is power-cycled to boot the image.</Note>
      <QuerySelectField
        {...form.field('imageId')}
        label="Image"
        choices={images}
        loadError={errorMessage(images.error)}
        description={
          images.data?.length === 0 ? (
            <>
              No images yet: upload one on the{' '}
              <Link to={paths.area(teamId, 'measured-boot')} className="text-accent-text underline">
                Measured-boot images
              </Link>{' '}
              page first.
            </>
          ) : undefined
        }
        required
      >
        {(images.data ?? []).map((image) => (
          <option key={image.id} value={image.id}>
            {image.filename}
            {image.description ? ` — ${image.description}` : ''}
          </option>
        ))}
      </QuerySelectField>
    </DialogForm>
  );
}

export function DetachMeasuredBootAction({ teamId, vm, onClose }: VmActionProps) {
  const detach = useMeasuredBoot(teamId, vm.id);
  const attached = useBootFacts(teamId, vm).ukiImageId;
  return (
    <ConfirmAction<Vm, MeasuredBootInput>
      target={vm}
      mutation={detach}
      variables={() => ({ detach: true })}
      request={(target) => describePlanned(vmRequests.measuredBoot(teamId, target.id, { detach: true }))}
      title="Detach measured boot image"
      confirmLabel="Detach and restart"
      destructive
      doneText={(target) => `“${isolatedText(target.name)}” restarts without its measured boot image.`}
      onClose={onClose}
    >
      {(target) => (
        <>
          <p>
            Stop booting <InlineValue>{target.name}</InlineValue> from its measured boot image? The VM is power-cycled
            and boots from its disk again.
          </p>
          {attached.source === 'unknown' ? (
            <Note tone="info" className="mt-2">
              Not known whether an image is attached: the API does not report it, and none was attached from this tab.
              If none is attached, the VM is still power-cycled.
            </Note>
          ) : null}
        </>
      )}
    </ConfirmAction>
  );
}
