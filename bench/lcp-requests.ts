/**
 * The requests lantern counts into a run's LCP besides the document (docs/performance.md, "Why LCP
 * reads 1.1x or 1.4x"): both of its LCP graphs take in every request that ended before the
 * observed LCP, bar a low-priority image (`LargestContentfulPaint.js`). Chromium's favicon fetch
 * after `load` and Lighthouse's own manifest fetch are among them whenever the first paint comes
 * after `load`, each a simulated round trip. Read from the report: its network-requests table
 * counts from the first request (`debugData.networkStartTimeTs`), so the observed LCP's trace
 * time is moved onto that clock (the two clocks are a millisecond or two apart, which decides a
 * request that ended with the paint).
 */
interface NetworkRequest {
  url: string;
  resourceType?: string;
  priority?: string;
  networkEndTime?: number;
}

interface Report {
  audits: Record<string, { details?: unknown } | undefined>;
}

export function requestsCountedIntoLcp(lhr: Report): string[] {
  const metrics = (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaintTs?: number }[] } | undefined)?.items?.[0];
  const table = lhr.audits['network-requests']?.details as
    { items?: NetworkRequest[]; debugData?: { networkStartTimeTs?: number } } | undefined;
  const paintTs = metrics?.observedLargestContentfulPaintTs;
  const startTs = table?.debugData?.networkStartTimeTs;
  if (paintTs === undefined || startTs === undefined) return [];
  const observed = (paintTs - startTs) / 1000;
  const requests = table?.items ?? [];
  return requests
    .filter((request) => request.resourceType !== 'Document')
    .filter((request) => !(request.resourceType === 'Image' && request.priority === 'Low'))
    .filter((request) => request.networkEndTime !== undefined && request.networkEndTime <= observed)
    .map((request) => new URL(request.url).pathname);
}

/** "/favicon.svg (2 of 3 runs)", for the runs of one URL. */
export function describeLcpRequests(perRun: string[][]): string {
  const counts = new Map<string, number>();
  for (const run of perRun) for (const path of new Set(run)) counts.set(path, (counts.get(path) ?? 0) + 1);
  return [...counts].map(([path, count]) => `${path} (${count} of ${perRun.length} runs)`).join(', ');
}
