// Loaded on every page: click tracking for calls, e-mails and estimate
// buttons, page-level events, engagement timing, the tag-manager loader and Core Web Vitals.
import { SERVICE_ENGAGEMENT, UNLOAD_ENGAGEMENT_MIN_SECONDS } from '../../generator/model/constants.ts';
import {
  scrollDepthPercent,
  trackBeginCheckout,
  trackConversion,
  trackEmailClick,
  trackLocationInterest,
  trackPageView,
  trackPhoneClick,
  trackServiceEngagement,
  trackServicePageView,
  type ConversionStep,
} from '../analytics.ts';
import { loadTagManager, type GtmConfig, type GtmState } from '../gtm.ts';
import { consent } from '../consent-mode.ts';
import { reportWebVitals } from '../web-vitals.ts';

// Consent Mode first: the default (and a saved choice) must be in the dataLayer before the tag
// manager is requested, which happens only later, at idle.
consent();

const body = document.body;
const pageKind = body.dataset.pageKind ?? 'page';
const pageName = body.dataset.pageName ?? document.title;

document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest<HTMLElement>('[data-track]');
  if (!link) return;
  const placement = `${pageKind}:${link.closest('header, footer, main, .mobile-bar')?.tagName.toLowerCase() ?? 'page'}`;
  const conversion = link.dataset.conversion as ConversionStep | undefined;
  switch (link.dataset.track) {
    case 'phone':
      trackPhoneClick(placement);
      trackConversion(conversion ?? 'phone_click');
      break;
    case 'email':
      trackEmailClick(placement);
      trackConversion('email_click');
      break;
    case 'estimate':
    case 'schedule':
      trackConversion(conversion ?? 'schedule_estimate_click');
      trackBeginCheckout(placement);
      break;
  }
});

trackPageView(pageName);
if (pageKind === 'location') trackLocationInterest(pageName);

// Service pages: one engagement event once the visitor has read half the page
// for 30 s, and an exit event carrying the deepest scroll for visits over 10 s.
if (pageKind === 'service') {
  trackServicePageView(pageName);
  const start = performance.now();
  let maxDepth = 0;
  let engaged = false;
  const seconds = () => (performance.now() - start) / 1000;
  const check = () => {
    maxDepth = Math.max(
      maxDepth,
      scrollDepthPercent(window.scrollY, window.innerHeight, document.documentElement.scrollHeight),
    );
    if (!engaged && maxDepth >= SERVICE_ENGAGEMENT.scrollPercent && seconds() >= SERVICE_ENGAGEMENT.seconds) {
      engaged = true;
      clearInterval(timer);
      trackServiceEngagement(pageName, 'engaged', seconds(), maxDepth);
    }
  };
  window.addEventListener('scroll', check, { passive: true });
  // The 30 s rule must fire without a scroll, so poll until it has fired once.
  const timer = setInterval(check, 1000);
  window.addEventListener('pagehide', () => {
    check();
    if (seconds() > UNLOAD_ENGAGEMENT_MIN_SECONDS) trackServiceEngagement(pageName, 'page_exit', seconds(), maxDepth);
  });
}

// The tag manager and the web-vitals library wait until the page is interactive and idle.
const config = JSON.parse(document.getElementById('site-config')?.textContent ?? '{}') as GtmConfig;
const report = (state: GtmState) => {
  document.documentElement.dataset.gtm = state.status;
  if (state.status === 'error') document.documentElement.dataset.gtmError = state.error;
};
const start = () => {
  void loadTagManager(config, report);
  reportWebVitals();
};
const whenIdle = () =>
  'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 3000 }) : setTimeout(start, 200);
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });
