import { VISA_CENTERS } from '@visaready/shared';
import { isoDate } from '@visaready/shared/schemas/accounts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';

interface Props {
  visaDate: UseFormRegisterReturn<'visa_date'>;
  visaCenter: UseFormRegisterReturn<'visa_center'>;
  /** Backspace and Delete clear the date (typing is blocked, so the picker is the only other way to change it). */
  onClearDate: () => void;
  errors: { visa_date?: string; visa_center?: string };
}

/** Visa date (picked, not typed, from today on) and one of the six visa centres (000 §5). */
export function VisaFields({ visaDate, visaCenter, onClearDate, errors }: Props) {
  return (
    <div className="auth__row">
      <TextField
        label="Visa date (optional)"
        type="date"
        min={isoDate(new Date())}
        {...visaDate}
        error={errors.visa_date}
        // Typing is blocked: the date comes from the picker (Tab still moves on).
        onKeyDown={(event) => {
          if (event.key === 'Backspace' || event.key === 'Delete') onClearDate();
          if (event.key !== 'Tab') event.preventDefault();
        }}
      />
      <SelectField
        label="Visa center (optional)"
        placeholder="Select a visa center"
        options={VISA_CENTERS}
        {...visaCenter}
        error={errors.visa_center}
      />
    </div>
  );
}
