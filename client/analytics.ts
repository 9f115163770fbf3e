// Analytics events of spec section 7. Every event goes through trackEvent,
// which adds the shared fields and skips (with a warning) when gtag is absent.
import { EVENT_VALUES } from '../generator/model/constants.ts';
import { analyticsAllowed } from './consent-mode.ts';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
    dataLayer?: unknown[];
  }
}

export type DeviceKind = 'mobile' | 'desktop';
export type ProjectType = 'commercial_stadium' | 'commercial' | 'religious' | 'residential_multi' | 'residential';
export type LocationType = 'county' | 'district' | 'city';
export type GalleryAction = 'view' | 'enlarge' | 'navigate';
export type ChatAction = 'opened' | 'message_sent' | 'closed';
export type ConversionStep = keyof typeof EVENT_VALUES.conversion;

export function deviceKind(userAgent: string): DeviceKind {
  return /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i.test(userAgent) ? 'mobile' : 'desktop';
}

export function projectType(title: string): ProjectType {
  const t = title.toLowerCase();
  if (t.includes('stadium')) return 'commercial_stadium';
  if (t.includes('office') || t.includes('commercial')) return 'commercial';
  if (t.includes('church')) return 'religious';
  if (t.includes('apartment') || t.includes('condo')) return 'residential_multi';
  return 'residential';
}

export function locationType(name: string): LocationType {
  if (name.includes('County')) return 'county';
  if (name.includes('DC')) return 'district';
  return 'city';
}

export function trackEvent(name: string, params: Record<string, unknown> = {}): void {
  // Analytics turned off (site default or the visitor's choice): the event is not sent at all.
  if (!analyticsAllowed()) return;
  if (typeof window.gtag !== 'function') {
    console.warn('Google Analytics not initialized');
    return;
  }
  window.gtag('event', name, {
    ...params,
    timestamp: new Date().toISOString(),
    page_location: window.location.href,
    page_title: document.title,
    device_type: deviceKind(navigator.userAgent),
  });
}

export const trackLead = (formName: string, value: number = EVENT_VALUES.lead) =>
  trackEvent('generate_lead', { form_name: formName, value, currency: 'USD' });

export const trackPhoneClick = (placement: string) =>
  trackEvent('phone_call_click', { placement, value: EVENT_VALUES.phone_call_click, currency: 'USD' });

export const trackEmailClick = (placement: string) =>
  trackEvent('email_click', { placement, value: EVENT_VALUES.email_click, currency: 'USD' });

export const trackServicePageView = (service: string) => trackEvent('service_page_view', { service_name: service });

export const trackServiceEngagement = (
  service: string,
  kind: 'engaged' | 'page_exit',
  seconds: number,
  scrollDepth: number,
) =>
  trackEvent('service_engagement', {
    service_name: service,
    engagement_type: kind,
    value: Math.round(seconds),
    engagement_time: Math.round(seconds),
    scroll_depth: scrollDepth,
  });

export const trackLocationInterest = (location: string) =>
  trackEvent('location_interest', { location_name: location, location_type: locationType(location) });

export function trackChat(action: ChatAction | string): void {
  const values: Record<string, number> = EVENT_VALUES.chat;
  // Own keys only: an action named like an Object method ("toString") is "other" too.
  trackEvent('chat_engagement', {
    chat_action: action,
    value: Object.hasOwn(values, action) ? values[action] : EVENT_VALUES.chat.other,
  });
}

export function trackGallery(
  projectName: string,
  action: GalleryAction | string,
  extra: Record<string, unknown> = {},
): void {
  const values: Record<string, number> = EVENT_VALUES.gallery;
  trackEvent('gallery_engagement', {
    project_name: projectName,
    project_type: projectType(projectName),
    action,
    value: Object.hasOwn(values, action) ? values[action] : EVENT_VALUES.gallery.other,
    ...extra,
  });
}

export const trackPageView = (pageName: string) => trackEvent('page_view', { page_name: pageName });

export const trackConversion = (step: ConversionStep) =>
  trackEvent('conversion_funnel', { funnel_step: step, value: EVENT_VALUES.conversion[step], currency: 'USD' });

export const trackBeginCheckout = (source: string) =>
  trackEvent('begin_checkout', { currency: 'USD', value: EVENT_VALUES.conversion.schedule_estimate_click, source });

/** One Core Web Vitals measurement as web-vitals reports it (its Metric, the fields sent). */
export interface WebVital {
  name: 'LCP' | 'INP' | 'CLS';
  value: number;
  delta: number;
  id: string;
  rating: 'good' | 'needs-improvement' | 'poor';
}

/** LCP and INP are milliseconds, whole ones suffice; CLS is a unitless score of about 0.1. */
const vitalNumber = (name: WebVital['name'], n: number) =>
  name === 'CLS' ? Math.round(n * 10_000) / 10_000 : Math.round(n);

/**
 * A Core Web Vital as GA4 reads it: the event is named after the metric (LCP, INP, CLS) with
 * metric_id, metric_value, metric_delta and metric_rating, the names of Google's GA4 guide
 * for web-vitals, so its reports and BigQuery queries work unchanged. `value` is the delta:
 * a metric reported twice (CLS grows) sums to its final value. Not an interaction, so it
 * does not make a visit "engaged".
 */
export const trackWebVital = (metric: WebVital) =>
  trackEvent(metric.name, {
    value: vitalNumber(metric.name, metric.delta),
    metric_id: metric.id,
    metric_value: vitalNumber(metric.name, metric.value),
    metric_delta: vitalNumber(metric.name, metric.delta),
    metric_rating: metric.rating,
    non_interaction: true,
  });

/** Percent of the page scrolled past the bottom of the viewport, 0-100. */
export function scrollDepthPercent(scrollY: number, viewportHeight: number, documentHeight: number): number {
  if (documentHeight <= viewportHeight) return 100;
  return Math.min(100, Math.round(((scrollY + viewportHeight) / documentHeight) * 100));
}
