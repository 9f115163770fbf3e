// The draft service file `build-site new service` writes: every required field, with copy to edit.
import { MATERIALS, materialOf, q, titleCase } from './names.ts';

export function serviceDraft(slug: string, order: number): string {
  const name = titleCase(slug.split('-'));
  const material = materialOf(slug);
  const art = `placeholders/${material}.svg`;
  return `# Service page: ${name} (/services/${slug}).
# Written by "build-site new service". The copy below is a draft: rewrite it in
# your own words, and replace the three testimonials with real customer reviews
# (removing their "sample: true": build-site check --launch lists them until then)
# before publishing. The header's Services menu lists this page automatically;
# the footer's six service links are fixed in navigation.yaml.
slug: ${slug}
# Position in the Services menu and on /services (smallest first).
order: ${order}
name: ${q(name)}
# One of: ${MATERIALS.join(', ')}.
material: ${material}

seo:
  title: ${q(`${name} in DC, MD & VA`)}
  description: >-
    ${name} for homes and businesses across Washington DC, Maryland and
    Northern Virginia by licensed, insured crews. Free in-home estimates and a
    written, itemized quote within 24 hours.
  keywords:
    - ${q(`${name.toLowerCase()} DC`)}
    - ${q(`${name.toLowerCase()} Maryland`)}
    - ${q(`${name.toLowerCase()} Northern Virginia`)}
  image: ${art}

serviceTypes:
  - ${q(`${name} Installation`)}
  - ${q(`${name} Repair`)}

areaServed:
  - Washington DC
  - Maryland
  - Northern Virginia

card:
  description: >-
    ${name} planned, prepared and installed by our own crews, with the
    subfloor checked before anything goes down.
  icon: ${material}
  features:
    - Free in-home estimate
    - Subfloor inspection and leveling
    - Furniture moving and cleanup
    - Lifetime workmanship warranty

hero:
  heading: ${q(name)}
  subheading: >-
    From the first measurement to the last piece of trim, one crew handles your
    ${name.toLowerCase()} project, on schedule and with the dust kept down.
  image:
    src: ${art}
    alt: ${q(`Finished ${name.toLowerCase()} project in a bright living room`)}
  stats:
    - { number: "500+", label: "Projects completed" }
    - { number: "15+", label: "Years in business" }
    - { number: "24 hrs", label: "Written estimate" }
    - { number: "5.0", label: "Average rating" }

features:
  heading: What Is Included
  intro: >-
    Every ${name.toLowerCase()} job follows the same checklist, so nothing is
    left to chance.
  items:
    - Measurement and a written, itemized estimate
    - Moisture testing of slabs and subfloors
    - Removal and haul-away of the old floor
    - Subfloor repair, flattening and fastening
    - Trim, transitions and thresholds to finish
  image:
    src: ${art}
    alt: ${q(`Installer working on a ${name.toLowerCase()} project`)}

process:
  heading: How the Job Runs
  steps:
    - { title: "Free estimate", description: "We visit, measure and talk through materials and budget.", timing: "Day 1" }
    - { title: "Written quote", description: "You receive an itemized quote within 24 hours of the visit." }
    - { title: "Preparation", description: "We move furniture, remove the old floor and prepare the subfloor." }
    - { title: "Installation and walkthrough", description: "We install, clean up and walk the finished floor with you." }

lists:
  - heading: Why Homeowners Choose Us
    items:
      - { name: "Our own crews", description: "Every installer works for us; we never hand your job to strangers.", icon: users }
      - { name: "Clear pricing", description: "The quote lists every line item, so there are no surprises on the invoice." }
      - { name: "Clean job sites", description: "Dust control and daily cleanup keep your home livable during the work." }

# Replace these three with real reviews from customers of this service.
testimonials:
  - name: Customer name
    role: City, State
    rating: 5
    sample: true
    service: ${q(name)}
    text: >-
      Paste a real customer's review of this service here, in their own words.
  - name: Customer name
    role: City, State
    rating: 5
    sample: true
    service: ${q(name)}
    text: >-
      Paste a second real customer review here.
  - name: Customer name
    role: City, State
    rating: 5
    sample: true
    service: ${q(name)}
    text: >-
      Paste a third real customer review here.

faqs:
  - question: ${q(`How much does ${name.toLowerCase()} cost?`)}
    answer: >-
      It depends on the material, the size of the rooms and the condition of
      the subfloor. After a free visit we send a written, itemized quote within
      24 hours.
  - question: How long does installation take?
    answer: >-
      Most rooms are finished in one to three days. We give you the schedule
      with the quote and keep to it.
  - question: Do you remove the old floor?
    answer: >-
      Yes. Removal, haul-away and subfloor preparation are part of the quote.
  - question: Do I need to move my furniture?
    answer: >-
      No. Our crew moves furniture out of the work area and puts it back when
      the floor is done.
  - question: Is the work guaranteed?
    answer: >-
      Yes. Our workmanship carries a lifetime warranty, on top of the
      manufacturer's warranty on the material.

cta:
  heading: ${q(`Ready to Start Your ${name} Project?`)}
  text: Book a free in-home estimate and get a written quote within 24 hours.
`;
}
