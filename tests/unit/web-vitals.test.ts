import { describe, expect, it } from 'vitest';
import { vitalEvent, type VitalMetric } from '@/features/consent/web-vitals';

/** A report as web-vitals' attribution build hands it over (the fields the mapping reads). */
const metric = (
  fields: { name: VitalMetric['name']; attribution: object } & Partial<Pick<VitalMetric, 'value' | 'delta' | 'rating' | 'navigationURL'>>,
) =>
  ({
    value: 0,
    delta: 0,
    rating: 'good',
    id: 'v5-1700000000000-1234567890123',
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
    ...fields,
  }) as unknown as VitalMetric;

describe('field Web Vitals as GA4 events in the dataLayer (D62)', () => {
  it("maps INP to Google's GA4 event with the element, the slow phase and all three phases", () => {
    const inp = metric({
      name: 'INP',
      value: 312,
      delta: 312,
      rating: 'needs-improvement',
      attribution: {
        interactionTarget: 'header>nav>a.lang-toggle',
        interactionType: 'pointer',
        inputDelay: 12.4,
        processingDuration: 231.6,
        presentationDelay: 68,
        processedEventEntries: [],
        longAnimationFrameEntries: [],
        loadState: 'complete',
      },
    });
    expect(vitalEvent(inp, 'https://example.com/andrea')).toEqual({
      event: 'INP',
      value: 312,
      metric_id: 'v5-1700000000000-1234567890123',
      metric_value: 312,
      metric_delta: 312,
      metric_rating: 'needs-improvement',
      debug_target: 'header>nav>a.lang-toggle',
      debug_phase: 'processing-duration',
      debug_event: 'pointer',
      inp_input_delay: 12,
      inp_processing_duration: 232,
      inp_presentation_delay: 68,
      page_location: 'https://example.com/andrea',
    });
  });

  it('names the phase that made an INP slow, whichever it is', () => {
    const phases = (inputDelay: number, processingDuration: number, presentationDelay: number) =>
      vitalEvent(metric({ name: 'INP', attribution: { inputDelay, processingDuration, presentationDelay, loadState: 'complete' } }))
        .debug_phase;
    expect(phases(150, 20, 30)).toBe('input-delay');
    expect(phases(5, 20, 230)).toBe('presentation-delay');
  });

  it("sends LCP's delta as the value, its element and its longest phase", () => {
    const lcp = metric({
      name: 'LCP',
      value: 2100,
      delta: 2100,
      attribution: {
        target: 'main>section>h1',
        timeToFirstByte: 600,
        resourceLoadDelay: 0,
        resourceLoadDuration: 0,
        elementRenderDelay: 1500,
      },
    });
    expect(vitalEvent(lcp)).toMatchObject({
      event: 'LCP',
      value: 2100,
      debug_target: 'main>section>h1',
      debug_phase: 'element-render-delay',
    });
    expect(vitalEvent(lcp)).not.toHaveProperty('page_location');
  });

  it('sends a later CLS report as the change since the last one, so GA4 can sum them', () => {
    const cls = metric({ name: 'CLS', value: 0.12, delta: 0.02, attribution: { largestShiftTarget: 'footer' } });
    expect(vitalEvent(cls)).toMatchObject({ event: 'CLS', value: 0.02, metric_value: 0.12, metric_delta: 0.02, debug_target: 'footer' });
    expect(vitalEvent(cls)).not.toHaveProperty('debug_phase');
  });

  it("keeps a selector within GA4's 100 characters by its end, the element itself", () => {
    const long = `${'div>'.repeat(40)}button.cookie-settings`;
    const event = vitalEvent(metric({ name: 'CLS', attribution: { largestShiftTarget: long } }));
    expect(event.debug_target).toHaveLength(100);
    expect(event.debug_target.endsWith('button.cookie-settings')).toBe(true);
  });

  it('reports an element the browser could no longer name as an empty target, not as "undefined"', () => {
    expect(vitalEvent(metric({ name: 'CLS', attribution: {} })).debug_target).toBe('');
  });

  it('prefers the URL web-vitals names for the metric over the page loaded', () => {
    const lcp = metric({
      name: 'LCP',
      navigationURL: 'https://example.com/cs',
      attribution: { timeToFirstByte: 1, resourceLoadDelay: 0, resourceLoadDuration: 0, elementRenderDelay: 0 },
    });
    expect(vitalEvent(lcp, 'https://example.com/').page_location).toBe('https://example.com/cs');
  });
});
