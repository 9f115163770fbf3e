// The estimate section of Home and Contact: the embedded form (or its call/e-mail fallback) in a card.
import { EstimateForm } from '../../client/islands/EstimateForm.tsx';
import { PRIVACY_PATH } from '../../generator/model/routes.ts';
import { Island } from '../Island.tsx';
import { usePage } from '../site-context.tsx';
import { Section } from './common.tsx';
import { FillNodes } from './FillNodes.tsx';
import { PhoneLink } from './PhoneLink.tsx';
import { EmailLink } from './EmailLink.tsx';

export function EstimateSection({ heading, text }: { heading: string; text: string }) {
  const { site } = usePage().content;
  const card = site.copy.estimateCard;
  const { links } = usePage().content.pages.privacy;
  return (
    <Section id="estimate" heading={heading} intro={text}>
      <div className="form-card card">
        <Island
          name="estimate-form"
          component={EstimateForm}
          className="form-island"
          props={{
            embedUrl: site.estimateForm.embedUrl,
            scriptUrl: site.estimateForm.scriptUrl,
            title: card.formTitle,
            phone: site.phone,
            email: site.email,
            replyWithin: site.replyWithin,
            words: {
              loading: card.loading,
              fallbackHeading: card.fallbackHeading,
              fallbackText: card.fallbackText,
              emailButton: card.emailButton,
              callPhone: site.copy.callPhone,
            },
          }}
        />
        <p className="form-alt">
          <FillNodes
            copy={card.alternative}
            nodes={{
              phone: <PhoneLink />,
              email: <EmailLink />,
            }}
          />
        </p>
        <p className="form-privacy">
          <FillNodes copy={links.formNote} nodes={{ policy: <a href={PRIVACY_PATH}>{links.policy}</a> }} />
        </p>
      </div>
    </Section>
  );
}
