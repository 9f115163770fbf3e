// Core Web Vitals from visitors' browsers: web-vitals measures LCP, INP and CLS and each
// measurement goes out through trackEvent (client/analytics.ts), which drops it while
// analytics is denied. The library (about 3 KB gzip) is imported only where analytics is
// allowed, and only at idle, so it neither delays the page nor costs visitors who said no:
// its observers read buffered entries, so loading late loses no LCP or layout shift.
import { analyticsAllowed } from './consent-mode.ts';
import { trackWebVital } from './analytics.ts';

export function reportWebVitals(): void {
  if (!analyticsAllowed()) return;
  void import('web-vitals').then(({ onLCP, onINP, onCLS }) => {
    for (const on of [onLCP, onINP, onCLS]) on(trackWebVital);
    // Observers are in place: tests wait for this before hiding the page.
    document.documentElement.dataset.webVitals = 'on';
  });
}
