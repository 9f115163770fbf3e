// The guides section of service and location pages: the guides whose front matter names the page,
// then the link to every guide. Its words are the guides page's (content/pages/guides.yaml). A page
// no guide names has no such section (a heading and a link over nothing): the footer's newest guides
// and its link to all of them are on every page already.
import { GUIDES_PATH, guidePath } from '../../generator/model/routes.ts';
import type { Guide } from '../../generator/model/schema/index.ts';
import { usePage } from '../site-context.tsx';
import { Section } from './common.tsx';

export function RelatedGuides({ guides }: { guides: Guide[] }) {
  const words = usePage().content.pages.guides.related;
  if (guides.length === 0) return null;
  return (
    <Section id="guides" heading={words.heading} intro={words.intro}>
      <div className="related-guides">
        <ul>
          {guides.map((g) => (
            <li key={g.slug}>
              <a href={guidePath(g)}>{g.title}</a>
              <p>{g.description}</p>
            </li>
          ))}
        </ul>
        <a className="btn btn-outline" href={GUIDES_PATH}>
          {words.allLink}
        </a>
      </div>
    </Section>
  );
}
