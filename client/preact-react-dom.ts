// react-dom/client's hydrateRoot for the browser bundles, on preact's hydrate.
import { hydrate, type ComponentChild } from 'preact';

export function hydrateRoot(container: Element, children: ComponentChild): void {
  hydrate(children, container);
}
