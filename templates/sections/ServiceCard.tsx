import type { Service } from '../../generator/model/schema/index.ts';
import { servicePath } from '../../generator/model/routes.ts';
import { Icon } from '../../client/components/icons.tsx';
import { useImageSource, usePage } from '../site-context.tsx';
import { fill } from '../../generator/model/copy.ts';
import { Picture } from '../../client/components/Picture.tsx';
import { Checklist } from './common.tsx';

export function ServiceCard({ service, showFeatures = false }: { service: Service; showFeatures?: boolean }) {
  const image = useImageSource();
  const { copy } = usePage().content.site;
  return (
    <article className="card service-card">
      <div className="card-media">
        <Picture image={image(service.hero.image.src)} alt={service.hero.image.alt} slot="card" />
      </div>
      <div className="card-body">
        <h3>{service.name}</h3>
        <p>{service.card.description}</p>
        {showFeatures ? <Checklist items={service.card.features} icon="check" iconSize={16} /> : null}
        <a className="card-link" href={servicePath(service)}>
          {copy.learnMore}
          <span className="visually-hidden">{` ${fill(copy.learnMoreAbout, { name: service.name })}`}</span>{' '}
          <Icon name="arrowRight" size={16} />
        </a>
      </div>
    </article>
  );
}
