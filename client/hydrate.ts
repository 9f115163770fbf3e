// Shared by every island entry: find this island's server-rendered elements
// and hydrate each with its serialised props (react is aliased to preact).
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IconSpriteContext } from './components/icons.tsx';

export function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>): void {
  // Icons drawn in the browser reference the same sprite as the server-rendered ones.
  const sprite = document.body.dataset.iconSprite ?? '';
  for (const el of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(el.dataset.props ?? '{}') as P;
    hydrateRoot(el, createElement(IconSpriteContext.Provider, { value: sprite }, createElement(Component, props)));
    el.dataset.hydrated = 'true';
  }
}
