import type { PrivacyPage } from '../../generator/model/schema/index.ts';
import { fill } from '../../generator/model/copy.ts';
import { longDate } from '../../generator/model/dates.ts';
import { PageHero } from '../sections/common.tsx';
import { FillNodes } from '../sections/FillNodes.tsx';
import { HostNames } from '../sections/HostNames.tsx';
import { PhoneLink } from '../sections/PhoneLink.tsx';
import { EmailLink } from '../sections/EmailLink.tsx';
import { usePage } from '../site-context.tsx';

export function Privacy({ page }: { page: PrivacyPage }) {
  const { site } = usePage().content;
  const [before, after] = page.updatedLabel.split('{date}');
  const policyText = (copy: string) => (
    <FillNodes
      copy={fill(copy, { brand: site.brand, area: site.area, formService: new URL(site.estimateForm.embedUrl).host })}
      nodes={{
        email: <EmailLink />,
        phone: <PhoneLink />,
      }}
      text={(t) => <HostNames text={t} />}
    />
  );
  return (
    <>
      <PageHero compact eyebrow={page.hero.eyebrow} heading={page.hero.heading} text={page.hero.text} aside={null}>
        <p className="policy-updated">
          {before}
          <time dateTime={page.updated}>{longDate(page.updated, site.locale)}</time>
          {after}
        </p>
      </PageHero>
      <div className="section section-plain policy">
        <div className="container narrow">
          {page.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
              <h2 id={`${s.id}-title`}>{s.heading}</h2>
              {s.paragraphs.map((p, i) => (
                <p key={i}>{policyText(p)}</p>
              ))}
              {s.items ? (
                <ul>
                  {s.items.map((item, i) => (
                    <li key={i}>{policyText(item)}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
