import { profileSetupFormSchema } from '@visaready/shared/schemas/accounts';
import { TextField } from '../../../components/ui/TextField';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { VisaFields } from './VisaFields';

/** The form a Google account finishes its profile with: mobile number and visa appointment, all empty at first. */
export const useProfileSetupForm = () =>
  useZodForm(profileSetupFormSchema, {
    defaultValues: { mobile_number: '', visa_date: '', visa_center: '' },
  });

/** The profile a Google account still needs: the mobile number (digits only) and the visa details (000 §2). */
export function ProfileSetupFields({ form }: { form: ReturnType<typeof useProfileSetupForm> }) {
  const { register, setValue, formState } = form;
  const { errors } = formState;
  return (
    <>
      <TextField
        label="Mobile number"
        digitsOnly
        autoComplete="tel-national"
        maxLength={10}
        {...register('mobile_number')}
        error={errors.mobile_number?.message}
      />
      <VisaFields
        visaDate={register('visa_date')}
        visaCenter={register('visa_center')}
        onClearDate={() => setValue('visa_date', '')}
        errors={{ visa_date: errors.visa_date?.message, visa_center: errors.visa_center?.message }}
      />
    </>
  );
}
