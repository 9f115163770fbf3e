// Shared by every island entry: find this island's server-rendered elements
// and hydrate each with its serialised props (react is aliased to preact).
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { setIconSprite } from './components/icons.tsx';

// Icons drawn in the browser reference the same sprite as the server-rendered ones.
setIconSprite(document.body.dataset.iconSprite ?? '');

export function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>): void {
  for (const el of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(el.dataset.props ?? '{}') as P;
    hydrateRoot(el, createElement(Component, props));
    el.dataset.hydrated = 'true';
  }
}
