import type { NotFoundPage } from '../../generator/model/schema/index.ts';
import { useWidget } from '../site-context.tsx';

export function NotFound({ page }: { page: NotFoundPage }) {
  // The not-found script logs the attempted path to the console.
  useWidget('not-found');
  return (
    <section className="not-found" aria-labelledby="page-title">
      <div className="container narrow center">
        <p className="not-found-code">404</p>
        <h1 id="page-title">{page.heading}</h1>
        <p className="lead">{page.text}</p>
        <a className="btn btn-accent btn-lg" href="/">
          {page.linkText}
        </a>
      </div>
    </section>
  );
}
