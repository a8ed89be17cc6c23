/**
 * Real visitors' Web Vitals. Google's `web-vitals` (attribution build) reports LCP, INP and
 * CLS; each report goes into the tag manager's `dataLayer` as the GA4 event Google's web-vitals
 * documentation sends (event name = the metric, `value` = delta, `metric_id`, `metric_value`,
 * `metric_delta`, `metric_rating`, `debug_target`), so web.dev's GA4/BigQuery queries read it
 * unchanged. Loaded by analytics.ts at idle, only once the visitor allowed analytics; a report
 * made after the visitor withdrew is dropped. One chunk with the library: one request at idle.
 */
import {
  onCLS,
  onINP,
  onLCP,
  type CLSMetricWithAttribution,
  type INPMetricWithAttribution,
  type LCPMetricWithAttribution,
} from 'web-vitals/attribution';
import { pageUrl } from '@/lib/campaign';

export type VitalMetric = LCPMetricWithAttribution | INPMetricWithAttribution | CLSMetricWithAttribution;

/** GA4 drops a parameter value longer than 100 characters: a long selector keeps its end, the element itself. */
const GA4_VALUE_LIMIT = 100;

export interface VitalEvent {
  event: VitalMetric['name'];
  /** The change since this metric's previous report, so that GA4 can sum a page's reports. */
  value: number;
  metric_id: string;
  metric_value: number;
  metric_delta: number;
  metric_rating: VitalMetric['rating'];
  /** The element: LCP's, the one interacted with for INP, the one that shifted most for CLS. */
  debug_target: string;
  /** LCP and INP: the phase that took longest (web.dev's "subparts"). */
  debug_phase?: string;
  /** INP: pointer or keyboard. */
  debug_event?: string;
  /** INP: its three phases, ms. */
  inp_input_delay?: number;
  inp_processing_duration?: number;
  inp_presentation_delay?: number;
  /** The page the metric belongs to: the one loaded, not wherever the visitor has navigated since; its query only the campaign's. */
  page_location?: string;
}

const clip = (text: string | undefined) => (text ?? '').slice(-GA4_VALUE_LIMIT);

/** The name of the largest of these phases. */
function longest(phases: Record<string, number>): string {
  return Object.entries(phases).reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/** One report of `web-vitals` as the dataLayer event the tag manager turns into a GA4 event. */
export function vitalEvent(metric: VitalMetric, pageLocation?: string): VitalEvent {
  const event: VitalEvent = {
    event: metric.name,
    value: metric.delta,
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    debug_target: '',
  };
  // The address the page was loaded with may still hold a token or an e-mail address: only its path and campaign go.
  const location = pageUrl(metric.navigationURL ?? pageLocation ?? '', false);
  if (location) event.page_location = location;
  switch (metric.name) {
    case 'LCP': {
      const { target, timeToFirstByte, resourceLoadDelay, resourceLoadDuration, elementRenderDelay } = metric.attribution;
      event.debug_target = clip(target);
      event.debug_phase = longest({
        'time-to-first-byte': timeToFirstByte,
        'resource-load-delay': resourceLoadDelay,
        'resource-load-duration': resourceLoadDuration,
        'element-render-delay': elementRenderDelay,
      });
      break;
    }
    case 'INP': {
      const { interactionTarget, interactionType, inputDelay, processingDuration, presentationDelay } = metric.attribution;
      event.debug_target = clip(interactionTarget);
      event.debug_phase = longest({
        'input-delay': inputDelay,
        'processing-duration': processingDuration,
        'presentation-delay': presentationDelay,
      });
      if (interactionType) event.debug_event = interactionType;
      event.inp_input_delay = Math.round(inputDelay);
      event.inp_processing_duration = Math.round(processingDuration);
      event.inp_presentation_delay = Math.round(presentationDelay);
      break;
    }
    case 'CLS':
      event.debug_target = clip(metric.attribution.largestShiftTarget);
      break;
  }
  return event;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Starts `web-vitals` on this page view: every report is pushed to `w.dataLayer` while
 * `allowed()` (the visitor's analytics consent, now) holds. `web-vitals` reads the browser's
 * buffered entries, so a start at idle after consent still sees the page's LCP and earlier taps.
 */
export function reportWebVitals(w: DataLayerWindow, allowed: () => boolean): void {
  const navigation = w.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const push = (metric: VitalMetric) => {
    if (allowed()) (w.dataLayer ??= []).push(vitalEvent(metric, navigation?.name));
  };
  onLCP(push);
  onINP(push);
  onCLS(push);
}
