import { VISA_CENTERS } from '@visaready/shared';
import { isoDate } from '@visaready/shared/schemas/accounts';

interface Props {
  idPrefix: string;
  visaDate: string;
  visaCenter: string;
  onVisaDate: (value: string) => void;
  onVisaCenter: (value: string) => void;
}

/** Visa date (picked, not typed, from today on) and one of the six visa centres (000 §5). */
export function VisaFields({ idPrefix, visaDate, visaCenter, onVisaDate, onVisaCenter }: Props) {
  return (
    <div className="auth__row">
      <div className="field">
        <label htmlFor={`${idPrefix}-visa-date`}>Visa date (optional)</label>
        <input
          id={`${idPrefix}-visa-date`}
          type="date"
          min={isoDate(new Date())}
          value={visaDate}
          onChange={(event) => onVisaDate(event.target.value)}
          // Typing is blocked: the date comes from the picker (Tab still moves on, Backspace clears).
          onKeyDown={(event) => {
            if (event.key === 'Backspace' || event.key === 'Delete') onVisaDate('');
            if (event.key !== 'Tab') event.preventDefault();
          }}
        />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-visa-center`}>Visa center (optional)</label>
        <select id={`${idPrefix}-visa-center`} value={visaCenter} onChange={(event) => onVisaCenter(event.target.value)}>
          <option value="">Select a visa center</option>
          {VISA_CENTERS.map((center) => (
            <option key={center} value={center}>
              {center}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
