import { PageShell } from '../../../components/ui/PageShell';
import '../components/content.css';

const SECTIONS = [
  [
    'General Information',
    'VisaReady provides mock-interview practice and general information about the US visa process for educational purposes only.',
  ],
  [
    'Professional Advice',
    'Nothing on VisaReady is legal advice. For advice about your own case, consult a qualified immigration attorney.',
  ],
  [
    'No Guarantees',
    'Practising with VisaReady does not guarantee that a visa will be issued. Every decision is made solely by the consular officer.',
  ],
  [
    'Third-Party Links',
    'Links to other websites are offered for convenience; we do not control or endorse their content and are not responsible for it.',
  ],
  [
    'Not Affiliated with Government Agencies',
    'VisaReady is an independent company. It is not affiliated with, endorsed by or connected to the US Department of State, any embassy or consulate, or any other government agency.',
  ],
  [
    'No Attorney-Client Relationship',
    'Using VisaReady, contacting us or taking an expert consultation does not create an attorney-client relationship.',
  ],
  ['Changes and Amendments', 'We may update this disclaimer at any time. The version published on this page is the one that applies.'],
  [
    'Limitations of Liability',
    'To the extent the law allows, VisaReady is not liable for any loss arising from the use of, or reliance on, the service or its content.',
  ],
];

export default function LegalDisclaimerPage() {
  return (
    <PageShell title="Legal Disclaimer" className="prose">
      {SECTIONS.map(([heading, text]) => (
        <section key={heading}>
          <h2>{heading}</h2>
          <p>{text}</p>
        </section>
      ))}
    </PageShell>
  );
}
