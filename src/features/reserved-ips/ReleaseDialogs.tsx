import { reservedIpRequests, useDeleteReservedIp, useUpdateReservedIp } from '../../api/resources/reservedIps';
import { describePlanned } from '../../api/http/apiRequest';
import { InlineValue, isolatedText } from '../../ui/page/detail';
import type { ReservedIp } from '../../api/types';
import { ConfirmAction } from '../../ui/dialogs/ConfirmAction';
import { DeleteAction, type DeleteDialogProps } from '../../ui/dialogs/DeleteAction';
import { releaseErrorMessage } from './reservedIpForm';

const strong = 'font-medium text-fg';

const failureShown = (error: unknown, reservedIp: ReservedIp) =>
  releaseErrorMessage(error, reservedIp.attachment?.name);

/** Delete (endpoint 16): type the address to confirm; an attached IP is detached first. */
export function DeleteReservedIpDialog({ teamId, ...dialog }: DeleteDialogProps<ReservedIp>) {
  return (
    <DeleteAction
      noun="reserved IP"
      nameOf={(target) => target.ip_addr}
      typeName
      mutation={useDeleteReservedIp(teamId)}
      request={(target) => describePlanned(reservedIpRequests.remove(teamId, target.id))}
      failureShown={failureShown}
      doneText={(deleted) => `Reserved IP ${deleted.ip_addr} released.`}
      {...dialog}
    >
      {(target) => (
        <>
          <p>
            Release <strong className={`font-mono ${strong}`}>{target.ip_addr}</strong> (
            <InlineValue className={strong}>{target.name}</InlineValue>) back to the provider? Billing stops, and the
            address may go to someone else. This cannot be undone.
          </p>
          {target.attachment ? (
            <p className="mt-2">
              It is attached to <InlineValue className={strong}>{target.attachment.name}</InlineValue>: it will be
              detached from that VM first, then released.
            </p>
          ) : null}
        </>
      )}
    </DeleteAction>
  );
}

/** Detach (extension PATCH `anchor_ip: null`): the address stays reserved. */
export function DetachReservedIpDialog({ teamId, ...dialog }: DeleteDialogProps<ReservedIp>) {
  return (
    <ConfirmAction
      {...dialog}
      mutation={useUpdateReservedIp(teamId)}
      variables={(target) => ({ id: target.id, anchor_ip: null })}
      request={(target) => describePlanned(reservedIpRequests.update(teamId, { id: target.id, anchor_ip: null }))}
      title="Detach reserved IP"
      confirmLabel="Detach"
      failureShown={failureShown}
      doneText={(detached) =>
        `${detached.ip_addr} detached from ${isolatedText(detached.attachment?.name ?? 'its VM')}.`
      }
    >
      {(target) => (
        <p>
          Detach <strong className={`font-mono ${strong}`}>{target.ip_addr}</strong> from{' '}
          <InlineValue className={strong}>{target.attachment?.name ?? 'its VM'}</InlineValue>? The VM stops answering on
          it; the address stays reserved for this team and can be attached again.
        </p>
      )}
    </ConfirmAction>
  );
}
