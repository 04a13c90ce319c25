import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from '@visaready/shared/schemas/zod';
import { type FieldErrors, type FieldValues, type UseFormProps, useForm } from 'react-hook-form';

/**
 * A react-hook-form form validated by one of the shared Zod schemas, so the messages beside the fields are the
 * spec's and the ones the API would answer with. The submit handler receives the schema's output (trimmed,
 * lower-cased e-mail, empty optionals dropped).
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({ ...options, resolver: zodResolver(schema) });
}

/** The first field error in the schema's field order: the one the forms that also toast their rules show (000 §5). */
export function firstErrorMessage(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) {
    if (typeof error?.message === 'string' && error.message) return error.message;
  }
  return undefined;
}
