// Analytics events (client/analytics.ts) against spec section 7: event names,
// parameters and values written out here as the spec gives them, the shared
// fields, and the rules that classify projects, locations and devices.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// A module graph of this file's own for client/analytics.ts and the consent state it reads: the unit
// project shares one graph per worker (isolate: false), and consent.test.ts leaves a client/consent-mode.ts
// whose page consent was already decided (denied) by its last test.
vi.resetModules();
const {
  deviceKind,
  locationType,
  projectType,
  scrollDepthPercent,
  trackBeginCheckout,
  trackChat,
  trackConversion,
  trackEmailClick,
  trackEvent,
  trackGallery,
  trackLead,
  trackLocationInterest,
  trackPageView,
  trackPhoneClick,
  trackServiceEngagement,
  trackServicePageView,
  trackWebVital,
} = await import('../../client/analytics.ts');

const NOW = '2026-03-04T05:06:07.000Z';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
let calls: unknown[][];

beforeEach(() => {
  calls = [];
  vi.useFakeTimers({ now: new Date(NOW), toFake: ['Date'] });
  vi.stubGlobal('window', {
    gtag: (...args: unknown[]) => calls.push(args),
    location: { href: 'https://www.floors.example/services?x=1' },
  });
  vi.stubGlobal('document', pageWithConsent('granted'));
  vi.stubGlobal('navigator', { userAgent: DESKTOP_UA });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The page's document as analytics reads it: its title and the site config with the consent defaults. */
function pageWithConsent(analytics: 'granted' | 'denied') {
  const consent = {
    analytics_storage: analytics,
    ad_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
  };
  return {
    title: 'Services | Floors',
    getElementById: (id: string) => (id === 'site-config' ? { textContent: JSON.stringify({ consent }) } : null),
  };
}

const SHARED = {
  timestamp: NOW,
  page_location: 'https://www.floors.example/services?x=1',
  page_title: 'Services | Floors',
  device_type: 'desktop',
};

/** The one event sent, as [name, params without the shared fields]. */
function sent(): [string, Record<string, unknown>] {
  expect(calls).toHaveLength(1);
  const [command, name, params] = calls[0] as [string, string, Record<string, unknown>];
  expect(command).toBe('event');
  const { timestamp, page_location, page_title, device_type, ...own } = params;
  expect({ timestamp, page_location, page_title, device_type }).toEqual(SHARED);
  calls = [];
  return [name, own];
}

describe('events and their values (spec section 7)', () => {
  it('generate_lead: 500 by default, in USD', () => {
    trackLead('estimate_form');
    expect(sent()).toEqual(['generate_lead', { form_name: 'estimate_form', value: 500, currency: 'USD' }]);
    trackLead('contact', 120);
    expect(sent()).toEqual(['generate_lead', { form_name: 'contact', value: 120, currency: 'USD' }]);
  });

  it('phone_call_click 750 and email_click 300, in USD', () => {
    trackPhoneClick('header');
    expect(sent()).toEqual(['phone_call_click', { placement: 'header', value: 750, currency: 'USD' }]);
    trackEmailClick('footer');
    expect(sent()).toEqual(['email_click', { placement: 'footer', value: 300, currency: 'USD' }]);
  });

  it('chat_engagement: opened 50, message_sent 200, closed 100, anything else 0', () => {
    const values = ['opened', 'message_sent', 'closed', 'minimized', 'toString'].map((action) => {
      trackChat(action);
      const [name, params] = sent();
      expect(name).toBe('chat_engagement');
      expect(params.chat_action).toBe(action);
      return params.value;
    });
    expect(values).toEqual([50, 200, 100, 0, 0]);
  });

  it('gallery_engagement: view 25, enlarge 75, navigate 50, anything else 0, with the project type and extra fields', () => {
    const values = ['view', 'enlarge', 'navigate', 'share', 'constructor'].map((action) => {
      trackGallery('Nationals Park Stadium', action);
      const [name, params] = sent();
      expect(name).toBe('gallery_engagement');
      expect(params).toMatchObject({
        project_name: 'Nationals Park Stadium',
        project_type: 'commercial_stadium',
        action,
      });
      return params.value;
    });
    expect(values).toEqual([25, 75, 50, 0, 0]);
    trackGallery('Home Renovation', 'view', { engagement_time: 6200 });
    expect(sent()).toEqual([
      'gallery_engagement',
      {
        project_name: 'Home Renovation',
        project_type: 'residential',
        action: 'view',
        value: 25,
        engagement_time: 6200,
      },
    ]);
  });

  it('conversion_funnel: each step with its value, in USD', () => {
    const steps = {
      gallery_consultation_click: 600,
      gallery_phone_click: 750,
      schedule_estimate_click: 400,
      phone_click: 750,
      email_click: 300,
    } as const;
    for (const [step, value] of Object.entries(steps)) {
      trackConversion(step as keyof typeof steps);
      expect(sent()).toEqual(['conversion_funnel', { funnel_step: step, value, currency: 'USD' }]);
    }
  });

  it('begin_checkout: the estimate click value, in USD', () => {
    trackBeginCheckout('header');
    expect(sent()).toEqual(['begin_checkout', { currency: 'USD', value: 400, source: 'header' }]);
  });

  it('service_page_view, service_engagement (seconds rounded), location_interest, page_view', () => {
    trackServicePageView('Hardwood Flooring');
    expect(sent()).toEqual(['service_page_view', { service_name: 'Hardwood Flooring' }]);
    trackServiceEngagement('Hardwood Flooring', 'engaged', 30.6, 55);
    expect(sent()).toEqual([
      'service_engagement',
      {
        service_name: 'Hardwood Flooring',
        engagement_type: 'engaged',
        value: 31,
        engagement_time: 31,
        scroll_depth: 55,
      },
    ]);
    trackServiceEngagement('Tile', 'page_exit', 12.4, 80);
    expect(sent()[1]).toMatchObject({ engagement_type: 'page_exit', value: 12, engagement_time: 12 });
    trackLocationInterest('Montgomery County');
    expect(sent()).toEqual(['location_interest', { location_name: 'Montgomery County', location_type: 'county' }]);
    trackPageView('home');
    expect(sent()).toEqual(['page_view', { page_name: 'home' }]);
  });

  it('the shared fields win over an event parameter of the same name', () => {
    trackEvent('x', { page_title: 'mine', other: 1 });
    expect(sent()).toEqual(['x', { other: 1 }]);
  });
});

describe("Core Web Vitals (GA4 names of Google's web-vitals guide)", () => {
  it('LCP and INP in whole milliseconds, the delta as value, not an interaction', () => {
    trackWebVital({ name: 'LCP', value: 1834.6, delta: 1834.6, id: 'v6-1-2', rating: 'good' });
    expect(sent()).toEqual([
      'LCP',
      {
        value: 1835,
        metric_id: 'v6-1-2',
        metric_value: 1835,
        metric_delta: 1835,
        metric_rating: 'good',
        non_interaction: true,
      },
    ]);
    trackWebVital({ name: 'INP', value: 312.4, delta: 112.4, id: 'v6-1-3', rating: 'needs-improvement' });
    expect(sent()).toEqual([
      'INP',
      {
        value: 112,
        metric_id: 'v6-1-3',
        metric_value: 312,
        metric_delta: 112,
        metric_rating: 'needs-improvement',
        non_interaction: true,
      },
    ]);
  });

  it('CLS, a score of about 0.1, to four decimals', () => {
    trackWebVital({ name: 'CLS', value: 0.123456, delta: 0.02004, id: 'v6-1-4', rating: 'poor' });
    expect(sent()).toEqual([
      'CLS',
      {
        value: 0.02,
        metric_id: 'v6-1-4',
        metric_value: 0.1235,
        metric_delta: 0.02,
        metric_rating: 'poor',
        non_interaction: true,
      },
    ]);
  });
});

describe('without gtag', () => {
  it('skips the event with the console warning "Google Analytics not initialized"', () => {
    vi.stubGlobal('window', { location: { href: 'https://www.floors.example/' } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    trackPhoneClick('header');
    expect(warn).toHaveBeenCalledExactlyOnceWith('Google Analytics not initialized');
    warn.mockRestore();
  });
});

describe('classification rules (spec section 7)', () => {
  it.each([
    ['Nationals Park STADIUM Flooring', 'commercial_stadium'],
    ['Stadium Office', 'commercial_stadium'],
    ['Navy Yard Office', 'commercial'],
    ['Commercial Party Room', 'commercial'],
    ['Office Church', 'commercial'],
    ['Grace Church', 'religious'],
    ['Church Apartment', 'religious'],
    ['High-Rise Apartment', 'residential_multi'],
    ['Condo Renovation', 'residential_multi'],
    ['Home Renovation', 'residential'],
  ])('project type of %s is %s', (title, type) => {
    expect(projectType(title)).toBe(type);
  });

  it.each([
    ['Montgomery County', 'county'],
    ['Georgetown, DC', 'district'],
    ['County of DC', 'county'],
    ['Bethesda', 'city'],
    ['county road', 'city'],
    ['dc', 'city'],
  ])('location type of %s is %s', (name, type) => {
    expect(locationType(name)).toBe(type);
  });

  it.each([
    ['Mozilla/5.0 (Linux; Android 14) Mobile Safari', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Tablet) Safari', 'mobile'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)', 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0)', 'mobile'],
    ['Mozilla/5.0 (iPod touch)', 'mobile'],
    ['Opera/9.80 (J2ME/MIDP; Opera Mini/9.80)', 'mobile'],
    ['Mozilla/4.0 (compatible; MSIE 7.0; Windows Phone OS 7.0; IEMobile/7.0)', 'mobile'],
    ['mozilla/5.0 (linux; android 14)', 'mobile'],
    [DESKTOP_UA, 'desktop'],
  ])('device of %s is %s', (ua, kind) => {
    expect(deviceKind(ua)).toBe(kind);
  });

  it('a mobile user agent marks every event mobile', () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (iPhone)' });
    trackPageView('home');
    expect((calls[0] as [string, string, Record<string, unknown>])[2].device_type).toBe('mobile');
  });
});

describe('scroll depth', () => {
  it('is the percent of the page above the bottom of the viewport, at most 100', () => {
    expect(scrollDepthPercent(0, 800, 800)).toBe(100);
    expect(scrollDepthPercent(0, 900, 800)).toBe(100);
    // A page of no height (before layout) is all seen, not NaN.
    expect(scrollDepthPercent(0, 0, 0)).toBe(100);
    expect(scrollDepthPercent(0, 800, 3200)).toBe(25);
    expect(scrollDepthPercent(801, 800, 3200)).toBe(50);
    expect(scrollDepthPercent(815, 800, 3200)).toBe(50);
    expect(scrollDepthPercent(817, 800, 3200)).toBe(51);
    expect(scrollDepthPercent(2400, 800, 3200)).toBe(100);
    expect(scrollDepthPercent(2500, 800, 3200)).toBe(100);
  });
});

describe('consent', () => {
  it('sends no event while the site denies analytics storage', async () => {
    vi.stubGlobal('document', pageWithConsent('denied'));
    vi.resetModules();
    const fresh = await import('../../client/analytics.ts');
    fresh.trackLead('estimate_form');
    fresh.trackPhoneClick('header');
    fresh.trackWebVital({ name: 'LCP', value: 900, delta: 900, id: 'v6-1-1', rating: 'good' });
    expect(calls).toEqual([]);
  });
});

describe('projectType (gallery analytics, spec 7)', () => {
  it.each([
    ['Baseball Stadium Flooring', 'commercial_stadium'],
    ['Office Wall-Mount Flooring Feature', 'commercial'],
    ['Commercial Party Room Ceramic Tile', 'commercial'],
    ['Grace & Favor Church Sawtooth Vinyl Plank', 'religious'],
    ['Luxury High-Rise Apartment Hardwood & Rubber', 'residential_multi'],
    ['Waterfront Condo Refit', 'residential_multi'],
    ['Residential Before & After Vinyl Plank', 'residential'],
    ['Dance Studio Carpet Tile & Laminate', 'residential'],
    ['', 'residential'],
  ])('%s -> %s', (title, expected) => {
    expect(projectType(title)).toBe(expected);
  });

  it('is case-insensitive', () => {
    expect(projectType('NATIONALS STADIUM')).toBe('commercial_stadium');
    expect(projectType('new OFFICE floors')).toBe('commercial');
    expect(projectType('COMMERCIAL lobby')).toBe('commercial');
    expect(projectType('st. mary CHURCH')).toBe('religious');
    expect(projectType('high-rise APARTMENT')).toBe('residential_multi');
    expect(projectType('CONDO kitchen')).toBe('residential_multi');
  });

  it('applies the rules in the order of the spec', () => {
    expect(projectType('Stadium Office Suite')).toBe('commercial_stadium');
    expect(projectType('Church Office Renovation')).toBe('commercial');
    expect(projectType('Commercial Apartment Lobby')).toBe('commercial');
    expect(projectType('Church Apartment Conversion')).toBe('religious');
  });
});

describe('locationType (location analytics, spec 7)', () => {
  it.each([
    ['Montgomery County', 'county'],
    ["Prince George's County, MD", 'county'],
    ['Washington DC', 'district'],
    ['Georgetown, DC', 'district'],
    ['Alexandria', 'city'],
    ['Bethesda, MD', 'city'],
  ])('%s -> %s', (name, expected) => {
    expect(locationType(name)).toBe(expected);
  });

  it('prefers county over district when a name has both', () => {
    expect(locationType('DC Metro County')).toBe('county');
  });
});

describe('deviceKind (added to every event, spec 7)', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'mobile',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      'mobile',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1',
      'mobile',
    ],
    ['Opera/9.80 (J2ME/MIDP; Opera Mini/9.80; U; en) Presto/2.5.25 Version/10.54', 'mobile'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      'desktop',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'desktop',
    ],
    ['', 'desktop'],
  ])('%s', (ua, expected) => {
    expect(deviceKind(ua)).toBe(expected);
  });
});

describe('scrollDepthPercent', () => {
  it('is 100 when the page fits in the viewport', () => {
    expect(scrollDepthPercent(0, 800, 800)).toBe(100);
    expect(scrollDepthPercent(0, 800, 500)).toBe(100);
  });

  it('measures how far the bottom of the viewport has reached, as a rounded percent', () => {
    expect(scrollDepthPercent(0, 800, 4000)).toBe(20);
    expect(scrollDepthPercent(1200, 800, 4000)).toBe(50);
    expect(scrollDepthPercent(1199, 800, 4000)).toBe(50); // 49.975 rounds to 50
    expect(scrollDepthPercent(1000, 800, 4000)).toBe(45);
    expect(scrollDepthPercent(3200, 800, 4000)).toBe(100);
  });

  it('never exceeds 100 (overscroll)', () => {
    expect(scrollDepthPercent(3600, 800, 4000)).toBe(100);
  });
});
