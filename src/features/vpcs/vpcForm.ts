import { characterCount, isBlankName } from '../../lib/text';
import { isApiError, isCodeless } from '../../api/errors/errors';
import { placeRefusal } from '../../api/errors/refusals';
import { parseVpcSubnetInput } from '../../lib/vpcSubnet';
import { errorMessage } from '../../lib/errorText';
import type { PlacedError } from '../../ui/form/useForm';

/** Limits the emulator enforces (docs/api-notes.md): names ≤ 255, VPC descriptions ≤ 200, on create and on PATCH. */
const VPC_NAME_MAX = 255;
export const VPC_DESCRIPTION_MAX = 200;

/** Characters as the server counts them (an emoji is one). */

export interface VpcCreateValues {
  location: string;
  name: string;
  description: string;
  subnet: string;
}
export type VpcCreateField = keyof VpcCreateValues;

export interface VpcCreateBody {
  location: string;
  name: string;
  description: string;
  v4_subnet: string;
  v4_subnet_mask: string;
}

/** The create body, or the problem of each field the user has to fix first. */
export function vpcCreateRequest(
  values: VpcCreateValues,
): { ok: true; body: VpcCreateBody } | { ok: false; problems: Partial<Record<VpcCreateField, string>> } {
  const problems: Partial<Record<VpcCreateField, string>> = nameAndDescriptionProblems(values);
  const location = values.location.trim();
  const name = values.name.trim();
  if (location === '') problems.location = 'Choose or type a location.';
  const subnet = parseVpcSubnetInput(values.subnet);
  if (!subnet.ok) problems.subnet = subnet.problem;
  if (!subnet.ok || Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    body: {
      location,
      name,
      description: values.description,
      v4_subnet: subnet.v4_subnet,
      v4_subnet_mask: subnet.v4_subnet_mask,
    },
  };
}

/** What create and edit both check: a name, and the limits of name and description. */
export function nameAndDescriptionProblems(values: {
  name: string;
  description: string;
}): Partial<Record<'name' | 'description', string>> {
  const problems: Partial<Record<'name' | 'description', string>> = {};
  const name = values.name.trim();
  if (isBlankName(name)) problems.name = 'Enter a name for this VPC.';
  else if (characterCount(name) > VPC_NAME_MAX) problems.name = `Use ${VPC_NAME_MAX} characters or fewer.`;
  if (characterCount(values.description) > VPC_DESCRIPTION_MAX)
    problems.description = `Use ${VPC_DESCRIPTION_MAX} characters or fewer.`;
  return problems;
}

/**
 * The PATCH body, or null when nothing changed. The API requires the name and the description
 * together, so both are sent whatever the user changed.
 */
export function vpcUpdate(
  original: { name: string; description: string },
  values: { name: string; description: string },
): { name: string; description: string } | null {
  const name = values.name.trim();
  if (name === original.name && values.description === original.description) return null;
  return { name, description: values.description };
}

/** A shared VPC belongs to its owner team: the 403 is explained with that team's name. */
function forbiddenMessage(ownerName: string | undefined, action: 'change' | 'delete'): string {
  const owner = ownerName ? `its owner team, ${ownerName}` : 'its owner team';
  return `This VPC is shared with this team, but only ${owner}, can ${action} it.`;
}

export function placeVpcError<F extends VpcCreateField>(
  error: unknown,
  fields: readonly F[],
  ownerName?: string,
): PlacedError<F> {
  if (isApiError(error) && error.code === 'FORBIDDEN') {
    return { field: 'form', code: error.code, message: forbiddenMessage(ownerName, 'change') };
  }
  const onForm = (field: string): field is F => (fields as readonly string[]).includes(field);
  const placed = placeRefusal(
    error,
    {
      byCode: {
        INVALID_NAME: 'name',
        NAME_TOO_LONG: 'name',
        DESCRIPTION_TOO_LONG: 'description',
        INVALID_SUBNET_RANGE: 'subnet',
        UNSUPPORTED_LOCATION: 'location',
      },
      // The API documents most refusals by status alone, worded per operation in api/operationErrors.ts. Only the
      // create form's code-less 404 (an unknown location) has a field to stand on; an edit form has no location.
      byCodelessStatus: onForm('location') ? { 404: 'location' } : {},
    },
    { UNSUPPORTED_LOCATION: 'VPCs are not offered in this location. Choose one of the locations listed.' },
  );
  // A field the form does not show (an edit form has no location) cannot hold the refusal: the form does.
  return { ...placed, field: onForm(placed.field) ? placed.field : 'form' };
}

/** The sentence for a refused delete; the VM count makes "still attached" concrete. */
export function deleteVpcErrorMessage(
  error: unknown,
  vpc: { owner_team: { name: string }; attached_vms_count?: number | undefined },
): string {
  if (!isApiError(error)) return errorMessage(error);
  if (error.code === 'FORBIDDEN') return forbiddenMessage(vpc.owner_team.name, 'delete');
  // The API's bare 403 on delete means VMs are still attached: the page knows how many.
  if (error.code === 'VPC_HAS_ATTACHED_VMS' || isCodeless(error, 403)) {
    const count = vpc.attached_vms_count ?? 0;
    const vms = count === 1 ? '1 VM is' : count > 1 ? `${count} VMs are` : 'VMs are';
    // No operation detaches a VM from a VPC (a VM joins its VPCs when deployed): deleting the VMs is the way.
    return `${vms} still attached to this VPC. The API cannot detach a VM from a VPC: delete ${count === 1 ? 'that VM' : 'those VMs'} first, then the VPC.`;
  }
  return error.message;
}
