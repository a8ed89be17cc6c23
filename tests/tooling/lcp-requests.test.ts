import { describe, expect, it } from 'vitest';
import { describeLcpRequests, requestsCountedIntoLcp } from '../../bench/lcp-requests';

/** The network table's clock starts here (trace microseconds). */
const NETWORK_START_TS = 24_858_127_267;

/** The parts of a Lighthouse report the reading uses; `observedLcp` in ms on the network table's clock. */
const report = (observedLcp: number | undefined, requests: object[]) => ({
  audits: {
    metrics: {
      details: {
        items: [{ observedLargestContentfulPaintTs: observedLcp === undefined ? undefined : NETWORK_START_TS + observedLcp * 1000 }],
      },
    },
    'network-requests': { details: { items: requests, debugData: { networkStartTimeTs: NETWORK_START_TS } } },
  },
});

describe('requestsCountedIntoLcp (what lantern adds to a run LCP besides the document)', () => {
  const requests = [
    { url: 'http://localhost:4390/andrea', resourceType: 'Document', priority: 'VeryHigh', networkEndTime: 6 },
    { url: 'http://localhost:4390/images/logo.svg', resourceType: 'Image', priority: 'Low', networkEndTime: 78 },
    { url: 'http://localhost:4390/images/hero.svg', resourceType: 'Image', priority: 'High', networkEndTime: 120 },
    { url: 'http://localhost:4390/manifest.webmanifest', resourceType: 'Manifest', priority: 'Medium', networkEndTime: 165 },
    { url: 'http://localhost:4390/favicon.svg', resourceType: 'Other', priority: 'High', networkEndTime: 169 },
    { url: 'http://localhost:4390/assets/rest-abc.css', resourceType: 'Stylesheet', priority: 'VeryHigh', networkEndTime: 290 },
  ];

  it('names the requests that ended before the observed LCP, bar the document and low-priority images', () => {
    expect(requestsCountedIntoLcp(report(205, requests))).toEqual(['/images/hero.svg', '/manifest.webmanifest', '/favicon.svg']);
  });

  it('names none when the first paint came before them', () => {
    expect(requestsCountedIntoLcp(report(100, requests))).toEqual([]);
  });

  it('decides a request that ended with the paint on one clock: a millisecond earlier, it is not counted', () => {
    expect(requestsCountedIntoLcp(report(168.9, requests))).toEqual(['/images/hero.svg', '/manifest.webmanifest']);
  });

  it('names none when the report has no observed LCP', () => {
    expect(requestsCountedIntoLcp(report(undefined, requests))).toEqual([]);
  });

  it('counts, per request, the runs it was counted in', () => {
    expect(describeLcpRequests([['/favicon.svg', '/manifest.webmanifest'], ['/favicon.svg'], []])).toBe(
      '/favicon.svg (2 of 3 runs), /manifest.webmanifest (1 of 3 runs)',
    );
  });
});
