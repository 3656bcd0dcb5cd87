/** Where this tab remembers object storage it was shown: services per team, buckets per service. */
const PREFIX = 'cloud-console.object-storage';

export function servicesMemoryKey(teamId: string): string {
  return `${PREFIX}.services.${teamId}`;
}

export function bucketsMemoryKey(teamId: string, serviceId: string): string {
  return `${PREFIX}.buckets.${teamId}.${serviceId}`;
}
