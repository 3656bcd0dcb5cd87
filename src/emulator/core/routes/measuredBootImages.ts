import { MEDIA_FILE_NAME_MAX } from '../../../lib/mediaFileName';
import { extensionRoute, param, withUpload, type RouteContext, type RouteDefinition } from '../context';
import { badRequest, fail } from '../failure';
import type { FixtureMeasuredBootImage } from '../fixture';
import { findById } from '../lookup';
import { created, json, noContent, ok } from '../responses';
import { vmIsTerminated, type EmulatorState, type VmRecord } from '../state';
import { isoSeconds } from '../time';
import { characterCount, checkDescription, DESCRIPTION_MAX, isBlankName } from '../validation';
import { vmOf } from './vms';

/** How long attaching or detaching an image keeps the VM busy (it is power-cycled). */
const MEASURED_BOOT_POWER_CYCLE_MS = 5_000;
/** The provider documents no cap; like startup scripts, a team keeps at most 10 (a few builds each of a few images). */
const MEASURED_BOOT_IMAGES_PER_TEAM = 10;

/** The fixture's limit on an image, which also bounds how much of an upload's body is read. */
function maxImageBytes(state: EmulatorState): number {
  return state.measuredBootImageMaxSize;
}

function presentImage(image: FixtureMeasuredBootImage) {
  return {
    id: image.id,
    filename: image.filename,
    description: image.description,
    size: image.size,
    created: image.created,
  };
}

/** The part's file name without any folder a browser or client put in front of it. */
function baseName(filename: string): string {
  return (filename.split(/[/\\]/).at(-1) ?? '').trim();
}

/**
 * The `file` part is required and must hold a named, non-empty file no larger than the fixture's
 * limit; a JSON body has no file at all (400 MISSING_FILE). Its name follows the rule for other
 * names: something visible (else INVALID_NAME), at most 255 characters (NAME_TOO_LONG). Then the
 * team's count: 400 MEASURED_BOOT_IMAGE_LIMIT_REACHED at MEASURED_BOOT_IMAGES_PER_TEAM, as for startup scripts.
 */
function upload(ctx: RouteContext) {
  const team = ctx.team();
  const file = ctx.form?.files['file'];
  const filename = file === undefined ? '' : baseName(file.filename);
  if (file === undefined || filename === '' || file.bytes.length === 0) return badRequest('MISSING_FILE');
  if (file.bytes.length > maxImageBytes(ctx.state)) return badRequest('FILE_TOO_LARGE');
  if (isBlankName(filename)) return badRequest('INVALID_NAME');
  if (characterCount(filename) > MEDIA_FILE_NAME_MAX) return badRequest('NAME_TOO_LONG');
  const descriptionText = checkDescription(ctx.body.optionalString('description') ?? '', DESCRIPTION_MAX);
  // A description may be empty; one that shows nothing is stored as the empty one it looks like.
  const description = isBlankName(descriptionText) ? '' : descriptionText;
  if (team.measuredBootImages.length >= MEASURED_BOOT_IMAGES_PER_TEAM) {
    return badRequest('MEASURED_BOOT_IMAGE_LIMIT_REACHED');
  }
  const image: FixtureMeasuredBootImage = {
    id: ctx.state.ids.uuid(),
    filename,
    description,
    size: file.bytes.length,
    created: isoSeconds(ctx.now),
  };
  team.measuredBootImages.push(image);
  return created(presentImage(image));
}

function boots(vm: VmRecord, imageId: string): boolean {
  return vm.uki_image_id === imageId && !vmIsTerminated(vm);
}

function remove(ctx: RouteContext) {
  const team = ctx.team();
  const image = findById(team.measuredBootImages, param(ctx, 'imageId'));
  if (team.vms.some((vm) => boots(vm, image.id))) return fail(409, 'MEASURED_BOOT_IMAGE_IN_USE');
  team.measuredBootImages.splice(team.measuredBootImages.indexOf(image), 1);
  return noContent();
}

/** Applies the change now and keeps the VM busy while it power-cycles (it is running afterwards). */
function powerCycle(ctx: RouteContext, vm: VmRecord, change: () => void) {
  const auditLogId = ctx.state.ids.uuid();
  change();
  vm.active_action_id = auditLogId;
  ctx.state.scheduler.at(ctx.now + MEASURED_BOOT_POWER_CYCLE_MS, () => {
    vm.power_status = 'running';
    if (vm.active_action_id === auditLogId) vm.active_action_id = null;
  });
  return json(202, { audit_log_id: auditLogId });
}

/** Order: VM (404), image id (400), image (404), SEV-SNP (400), another action (409). */
function attach(ctx: RouteContext) {
  const vm = vmOf(ctx);
  const imageId = ctx.body.string('uki_image_id');
  const image =
    ctx.team().measuredBootImages.find((candidate) => candidate.id === imageId) ??
    fail(404, 'MEASURED_BOOT_IMAGE_NOT_FOUND');
  if (!vm.sev_enabled) return badRequest('SEV_NOT_ENABLED');
  if (vm.active_action_id !== null) return fail(409, 'VM_BUSY');
  return powerCycle(ctx, vm, () => {
    vm.uki_image_id = image.id;
  });
}

/** Detaching when no image is attached still power-cycles: the provider runs the action regardless. */
function detach(ctx: RouteContext) {
  const vm = vmOf(ctx);
  if (vm.active_action_id !== null) return fail(409, 'VM_BUSY');
  return powerCycle(ctx, vm, () => {
    vm.uki_image_id = null;
  });
}

export const measuredBootImageRoutes: RouteDefinition[] = [
  extensionRoute('GET', '/measured-boot-images', (ctx) =>
    ok({ files: ctx.team().measuredBootImages.map(presentImage) }),
  ),
  withUpload(extensionRoute('POST', '/measured-boot-images', upload), maxImageBytes),
  extensionRoute('DELETE', '/measured-boot-images/:imageId', remove),
  extensionRoute('POST', '/vm/:vmId/attach-measured-boot', attach),
  extensionRoute('POST', '/vm/:vmId/detach-measured-boot', detach),
];
