import { useState, type FormEvent } from 'react';
import { useMeasuredBootImages } from '../../../api/measuredBootImages';
import { useMeasuredBoot, type MeasuredBootInput } from '../../../api/vms';
import type { Vm } from '../../../api/types';
import { ConfirmAction } from '../../../ui/ConfirmAction';
import { Button } from '../../../ui/Button';
import { Dialog, DialogBody, DialogFooter, DialogFormActions } from '../../../ui/Dialog';
import { FormError } from '../../../ui/FormError';
import { Note } from '../../../ui/Note';
import { SelectField } from '../../../ui/SelectField';
import { useToast } from '../../../ui/Toasts';
import { InlineValue, isolatedText } from '../../../ui/detail';
import { errorCode, errorMessage } from '../../../lib/errorText';
import type { VmActionProps } from './types';
import { bootFactsOf } from './vmChange';

export const MEASURED_BOOT_NEEDS_SEV =
  'Measured boot needs SEV-SNP: the VM boots a signed kernel image (UKI) whose measurement the hardware attests. Turn SEV on first.';

/** Boot from an uploaded UKI image (POST attach-measured-boot); refused by the server while SEV is off. */
export function AttachMeasuredBootAction({ teamId, vm, onClose }: VmActionProps) {
  const sevOff = bootFactsOf(vm).sev === false;
  const attach = useMeasuredBoot(teamId, vm.id);
  const images = useMeasuredBootImages(teamId, !sevOff);
  const toast = useToast();
  const [imageId, setImageId] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const image = images.data?.find((candidate) => candidate.id === imageId);
    if (sevOff || !image || attach.isPending) return;
    attach.mutate(
      { attach: image.id },
      {
        onSuccess: () => {
          onClose();
          toast.show(`“${isolatedText(vm.name)}” restarts from ${isolatedText(image.filename)}.`);
        },
      },
    );
  };
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
      <form onSubmit={submit} noValidate className="contents">
        <DialogBody className="flex flex-col gap-4">
          <Note tone={sevOff ? 'warning' : 'info'}>
            {MEASURED_BOOT_NEEDS_SEV}
            {sevOff ? ' SEV is off on this VM.' : ' The VM is power-cycled to boot the image.'}
          </Note>
          {sevOff ? null : (
            <SelectField
              label="Image"
              value={imageId}
              onChange={(event) => setImageId(event.target.value)}
              error={submitted && imageId === '' ? 'Choose an image.' : undefined}
              description={
                images.isError
                  ? errorMessage(images.error)
                  : images.data?.length === 0
                    ? 'No images: upload one under Measured boot images first.'
                    : undefined
              }
              required
            >
              <option value="">{images.isPending ? 'Loading…' : 'Choose…'}</option>
              {(images.data ?? []).map((image) => (
                <option key={image.id} value={image.id}>
                  {image.filename}
                  {image.description ? ` — ${image.description}` : ''}
                </option>
              ))}
            </SelectField>
          )}
          {attach.error ? <FormError code={errorCode(attach.error)}>{errorMessage(attach.error)}</FormError> : null}
        </DialogBody>
        {sevOff ? (
          // Nothing to send while SEV is off: the dialog only explains, so there is no attach button.
          <DialogFooter>
            <Button onClick={onClose}>Close</Button>
          </DialogFooter>
        ) : (
          <DialogFormActions onCancel={onClose} submitLabel="Attach and restart" pending={attach.isPending} />
        )}
      </form>
    </Dialog>
  );
}

export function DetachMeasuredBootAction({ teamId, vm, onClose }: VmActionProps) {
  const detach = useMeasuredBoot(teamId, vm.id);
  return (
    <ConfirmAction<Vm, MeasuredBootInput>
      target={vm}
      mutation={detach}
      variables={() => ({ detach: true })}
      title="Detach measured boot image"
      confirmLabel="Detach and restart"
      destructive
      doneText={(target) => `“${isolatedText(target.name)}” restarts without its measured boot image.`}
      onClose={onClose}
    >
      {(target) => (
        <p>
          Stop booting <InlineValue>{target.name}</InlineValue> from its measured boot image? The VM is power-cycled and
          boots from its disk again.
        </p>
      )}
    </ConfirmAction>
  );
}
