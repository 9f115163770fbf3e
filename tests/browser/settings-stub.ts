// A stand-in for the settings backend (the Supabase settings table behind
// PostgREST), shared by the browser tests that stub it at the network layer.
import path from 'node:path';
import type { Route } from 'playwright-core';
import { readYamlData } from '../../generator/pipeline/content/read-yaml.ts';

const site = readYamlData(path.resolve(import.meta.dirname, '../../content/site.yaml')) as {
  analytics: { supabaseUrl: string; supabaseAnonKey: string; gtmContainerId: string };
};

export const SUPABASE_URL = site.analytics.supabaseUrl.replace(/\/$/, '');
export const ANON_KEY = site.analytics.supabaseAnonKey;
/** The container id content/site.yaml ships (the placeholder: read the table). */
export const CONTENT_CONTAINER_ID = site.analytics.gtmContainerId;
/** Matched by substring against request URLs (PageOptions.stubs). */
export const SETTINGS_PATH = `${new URL(SUPABASE_URL).host}/rest/v1/settings`;

export const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, OPTIONS',
  'access-control-expose-headers': '*',
};

/** A PostgREST single-object answer holding this key (the page asks for application/vnd.pgrst.object+json). */
export const settingsRow = (key: string) => (route: Route) =>
  route.request().method() === 'OPTIONS'
    ? route.fulfill({ status: 204, headers: CORS })
    : route.fulfill({
        status: 200,
        headers: { ...CORS, 'content-type': 'application/vnd.pgrst.object+json; charset=utf-8' },
        body: JSON.stringify({ key }),
      });
