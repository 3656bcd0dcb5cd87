/** Links inside the object-storage area, from the team id in the URL. */
export function storagePath(teamId: string, serviceId?: string, bucket?: string): string {
  let path = `/teams/${encodeURIComponent(teamId)}/object-storage`;
  if (serviceId !== undefined) path += `/${encodeURIComponent(serviceId)}`;
  if (serviceId !== undefined && bucket !== undefined) path += `/buckets/${encodeURIComponent(bucket)}`;
  return path;
}
