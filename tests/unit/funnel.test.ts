/**
 * Issue 73: the funnel's events module, the tag manager container the docs ship beside it, the
 * addresses a tag may read, and the CSP that follows the tag manager's configuration.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FUNNEL_EVENTS, startFunnel } from '@/lib/funnel-events';
import { resetFunnelForTests, routeFunnel, track } from '@/lib/funnel';
import { campaignOf, pageUrl } from '@/lib/campaign';
import { contentSecurityPolicy, GA4, recipeProblems, headerRules, securityHeaders } from '../../scripts/security-headers';

const root = path.resolve(import.meta.dirname, '..', '..');
const VITALS = ['LCP', 'INP', 'CLS'];

interface Parameter {
  key?: string;
  value?: string;
  list?: { map?: Parameter[] }[];
}
interface Container {
  containerVersion: {
    tag: { name: string; type: string; parameter: Parameter[]; firingTriggerId: string[]; consentSettings?: { consentStatus: string } }[];
    trigger: { triggerId: string; type: string; customEventFilter?: { type: string; parameter: Parameter[] }[] }[];
    variable: { name: string }[];
  };
}
const container = JSON.parse(readFileSync(path.join(root, 'docs/analytics/gtm-container.json'), 'utf8')) as Container;
const { tag: tags, trigger: triggers, variable: variables } = container.containerVersion;

/** The event a custom-event trigger waits for. */
const awaited = (trigger: Container['containerVersion']['trigger'][number]) =>
  trigger.customEventFilter?.find((filter) => filter.type === 'EQUALS')?.parameter.find((p) => p.key === 'arg1')?.value;

describe('the tag manager container (docs/analytics/gtm-container.json)', () => {
  const pushed = new Set<string>([...FUNNEL_EVENTS, ...VITALS]);

  it('has a trigger and a GA4 event tag for every event the code pushes', () => {
    for (const event of pushed) {
      const trigger = triggers.find((candidate) => candidate.type === 'CUSTOM_EVENT' && awaited(candidate) === event);
      expect(trigger, `a trigger for ${event}`).toBeDefined();
      const tag = tags.find((candidate) => candidate.type === 'gaawe' && candidate.firingTriggerId.includes(trigger!.triggerId));
      expect(tag, `a GA4 event tag fired by ${event}`).toBeDefined();
      const name = tag!.parameter.find((p) => p.key === 'eventName')?.value;
      expect([event, '{{Event}}']).toContain(name);
    }
  });

  it('waits for no event the code never pushes, and every tag fires on a trigger it has', () => {
    for (const trigger of triggers) expect(pushed.has(awaited(trigger) ?? ''), `trigger ${trigger.triggerId}`).toBe(true);
    const ids = new Set(triggers.map((trigger) => trigger.triggerId));
    for (const tag of tags.filter((candidate) => candidate.type === 'gaawe'))
      for (const id of tag.firingTriggerId) expect(ids.has(id), `${tag.name} -> ${id}`).toBe(true);
  });

  it('imports a GA4 configuration without automatic page views, every tag waiting for analytics consent, every variable it names', () => {
    const google = tags.find((tag) => tag.type === 'googtag');
    expect(JSON.stringify(google?.parameter)).toContain('send_page_view');
    for (const tag of tags) expect(tag.consentSettings?.consentStatus, tag.name).toBe('NEEDED');
    const named = new Set(variables.map((variable) => variable.name));
    const used = [...JSON.stringify(tags).matchAll(/\{\{([^}]+)\}\}/g)].map((match) => match[1]).filter((name) => name !== 'Event');
    for (const name of used) expect(named.has(name), name).toBe(true);
  });
});

describe('the events module', () => {
  type Layer = { dataLayer?: Record<string, unknown>[] };
  let consent = { analytics: true, marketing: false };
  const w = window as unknown as Window & Layer;
  const events = () => (w.dataLayer ?? []).filter((entry) => typeof entry.event === 'string');

  beforeEach(() => {
    resetFunnelForTests();
    w.dataLayer = [];
    consent = { analytics: true, marketing: false };
    window.history.replaceState(null, '', '/andrea?utm_source=news&gclid=ad-1&token=secret&email=a%40b.cz');
    localStorage.clear();
  });
  afterEach(() => routeFunnel(null));

  it('pushes the steps that waited, the page on screen once, then each step as its GA4 event; nothing after consent is withdrawn', async () => {
    track('pageView', '/andrea');
    track('planChosen', 'full', 'en');
    startFunnel(w, () => consent);
    track('pageView', '/andrea');
    track('checkoutBegun', 'full', 'en');
    track('lead', 'waitlist', 'cs', 'Julie');
    expect(events().map((entry) => entry.event)).toEqual(['page_view', 'select_item', 'begin_checkout', 'generate_lead']);
    expect(events()[0]).toEqual({
      event: 'page_view',
      page_language: 'en',
      page_location: `${location.origin}/andrea?utm_source=news`,
      page_referrer: '',
    });
    expect(events()[2]).toMatchObject({ ecommerce: { currency: 'EUR', value: 49, items: [{ item_id: 'full', price: 49 }] } });
    expect(events()[3]).toEqual({ event: 'generate_lead', page_language: 'cs', lead_source: 'waitlist', ai_employee: 'Julie' });
    consent = { analytics: false, marketing: false };
    track('pageView', '/cs');
    expect(events()).toHaveLength(4);
  });

  it('counts an order once per browser, under a hash of its session id', async () => {
    startFunnel(w, () => consent);
    track('orderRecorded', 'cs_test_123', 'draft', 'cs');
    track('orderRecorded', 'cs_test_123', 'draft', 'cs');
    await expect.poll(() => events().filter((entry) => entry.event === 'purchase')).toHaveLength(1);
    const purchase = events().find((entry) => entry.event === 'purchase')!;
    expect(purchase).toMatchObject({ trial_days: 30, ecommerce: { currency: 'CZK', value: 690 } });
    expect(JSON.stringify(purchase)).not.toContain('cs_test_123');
    // A reload: a new page's module, the same browser.
    resetFunnelForTests();
    startFunnel(w, () => consent);
    track('orderRecorded', 'cs_test_123', 'draft', 'cs');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events().filter((entry) => entry.event === 'purchase')).toHaveLength(1);
  });

  it('drops what waited when the visitor has not allowed analytics', () => {
    track('planChosen', 'draft', 'en');
    routeFunnel(null);
    track('planChosen', 'draft', 'en');
    expect(events()).toEqual([]);
  });
});

describe('what of an address a tag may read', () => {
  it('keeps origin, path and the campaign; gclid only with marketing consent', () => {
    const address = 'https://x.cz/cs/early-access/confirm?token=abc&utm_campaign=spring&email=a%40b.cz&gclid=g1#top';
    expect(pageUrl(address, false)).toBe('https://x.cz/cs/early-access/confirm?utm_campaign=spring');
    expect(pageUrl(address, true)).toBe('https://x.cz/cs/early-access/confirm?utm_campaign=spring&gclid=g1');
    expect(pageUrl('', false)).toBe('');
    expect(campaignOf('?utm_source=' + 'x'.repeat(300), false).get('utm_source')).toHaveLength(100);
  });
});

describe('the CSP follows the tag manager configuration', () => {
  const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
  it("allows GA4's collection hosts with VITE_GTM_ID, none without", () => {
    const withGa4 = contentSecurityPolicy({ scriptHashes: [], ga4: true });
    const without = contentSecurityPolicy({ scriptHashes: [] });
    for (const [name, hosts] of Object.entries(GA4)) {
      for (const host of hosts) expect(directive(withGa4, name)).toContain(host);
    }
    expect(without).not.toMatch(/google-analytics|analytics\.google/);
  });

  it('stops a deploy whose committed recipes disagree with the build on GA4', () => {
    const recipe = (ga4: boolean) => [
      {
        file: 'vercel.json',
        rules: headerRules(securityHeaders({ scriptHashes: [], supabaseUrl: 'https://p.supabase.co', ga4 })),
      },
    ];
    expect(recipeProblems(recipe(false), 'https://p.supabase.co', false)).toEqual([]);
    expect(recipeProblems(recipe(true), 'https://p.supabase.co', true)).toEqual([]);
    expect(recipeProblems(recipe(false), 'https://p.supabase.co', true)).toEqual([
      "vercel.json blocks GA4's collection, while this build has VITE_GTM_ID",
    ]);
    expect(recipeProblems(recipe(true), 'https://p.supabase.co', false)).toHaveLength(1);
  });
});
