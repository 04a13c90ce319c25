const UNIVERSITIES = [
  'Arizona State University',
  'University of Texas at Dallas',
  'Northeastern University',
  'Purdue University',
  'University of Illinois',
  'New York University',
];

/** Anchor #testimonials: the kind of universities our F1 users prepare for. */
export function UniversityStrip({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const Heading = headingLevel;
  return (
    <section id="testimonials" className="landing-section universities" aria-labelledby="universities-title">
      <div className="container">
        <Heading id="universities-title" className="section-title">
          Students practise with us before interviews for
        </Heading>
        <ul className="universities__list">
          {UNIVERSITIES.map((name) => (
            <li key={name} className="universities__item">
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
