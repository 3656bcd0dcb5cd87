/** Counting a page view's API requests: how many, and which were sent more than once. */

export interface SeenRequest {
  method: string;
  url: string;
}

export interface RequestSummary {
  total: number;
  /** Distinct method + path + query. */
  distinct: number;
  /** Requests sent more than once, as `GET /ssh_keys?team_id=… ×2`. */
  duplicates: string[];
  /** The distinct requests, in first-seen order, for the report. */
  resources: string[];
}

/** `GET /ssh_keys?team_id=…` from a browser URL under the API prefix; ids in the query are shortened. */
export function resourceKey(request: SeenRequest, apiPrefix = '/api'): string {
  const url = new URL(request.url);
  const path = url.pathname.startsWith(`${apiPrefix}/`) ? url.pathname.slice(apiPrefix.length) : url.pathname;
  const query = [...url.searchParams]
    .map(([name, value]) => `${name}=${value.length > 12 ? `${value.slice(0, 8)}…` : value}`)
    .join('&');
  return `${request.method} ${path}${query ? `?${query}` : ''}`;
}

export function summarizeRequests(requests: readonly SeenRequest[], apiPrefix = '/api'): RequestSummary {
  const counts = new Map<string, number>();
  for (const request of requests) {
    const key = resourceKey(request, apiPrefix);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return {
    total: requests.length,
    distinct: counts.size,
    duplicates: [...counts].filter(([, count]) => count > 1).map(([key, count]) => `${key} ×${count}`),
    resources: [...counts.keys()],
  };
}
