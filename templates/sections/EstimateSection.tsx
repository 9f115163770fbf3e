// The estimate section of Home and Contact: the embedded form (or its call/e-mail fallback) in a card.
import { EstimateForm } from '../../client/islands/EstimateForm.tsx';
import { Island } from '../Island.tsx';
import { usePage } from '../site-context.tsx';
import { Section } from './common.tsx';
import { FillNodes } from './FillNodes.tsx';
import { PhoneLink } from './PhoneLink.tsx';

export function EstimateSection({ heading, text }: { heading: string; text: string }) {
  const { site } = usePage().content;
  return (
    <Section id="estimate" heading={heading} intro={text}>
      <div className="form-card card">
        <Island name="estimate-form" component={EstimateForm} className="form-island"
          props={{
            embedUrl: site.estimateForm.embedUrl, scriptUrl: site.estimateForm.scriptUrl, title: site.copy.estimateCard.formTitle,
            phone: site.phone, email: site.email, replyWithin: site.replyWithin,
          }} />
        <p className="form-alt"><FillNodes copy={site.copy.estimateCard.alternative} nodes={{
          phone: <PhoneLink />,
          email: <a href={`mailto:${site.email}`} data-track="email">{site.email}</a>,
        }} /></p>
      </div>
    </Section>
  );
}
