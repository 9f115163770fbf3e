// An island: server-rendered markup of a client component, plus its props, so
// the matching client entry can hydrate exactly this element with preact.
import type { ComponentType } from 'react';
import { usePage } from './site-context.tsx';

interface IslandProps<P extends object> {
  name: string;
  component: ComponentType<P>;
  props: P;
  className?: string;
}

export function Island<P extends object>({ name, component: Component, props, className }: IslandProps<P>) {
  usePage().widgets.add(name);
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className={className}>
      <Component {...props} />
    </div>
  );
}
