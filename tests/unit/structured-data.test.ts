import { describe, expect, it } from 'vitest';
import { openingHours } from '../../generator/pipeline/render/structured-data.ts';

describe('openingHours', () => {
  it('turns day ranges and 12-hour times into openingHoursSpecification and leaves closed days out', () => {
    const spec = openingHours([
      { days: 'Monday - Wednesday', hours: '7:30AM - 12PM' },
      { days: 'Saturday', hours: '12AM - 11:45PM' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
    expect(spec).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday'].map((d) => `https://schema.org/${d}`),
        opens: '07:30',
        closes: '12:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '00:00',
        closes: '23:45',
      },
    ]);
  });
});
