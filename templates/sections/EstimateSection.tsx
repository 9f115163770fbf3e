import { EstimateForm } from '../../client/islands/EstimateForm.tsx';
import { Island } from '../Island.tsx';
import { usePage } from '../site-context.tsx';
import { Section } from './common.tsx';

export function EstimateSection({ heading, text }: { heading: string; text: string }) {
  const { site } = usePage().content;
  return (
    <Section id="estimate" heading={heading} intro={text}>
      <div className="form-card card">
        <Island name="estimate-form" component={EstimateForm} className="form-island"
          props={{ embedUrl: site.estimateForm.embedUrl, scriptUrl: site.estimateForm.scriptUrl, title: 'Free estimate request form' }} />
      </div>
    </Section>
  );
}
