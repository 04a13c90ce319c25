import { type PracticeQuestionsQuery, practiceQuestionsQuerySchema } from '@visaready/shared/schemas/practice';
import { useEffect } from 'react';
import { SelectField } from '../../../components/ui/SelectField';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { categoryName } from '../../../lib/category-name';
import { useMessageText, useTranslation } from '../../../lib/i18n';

interface PracticeFiltersProps {
  value: PracticeQuestionsQuery;
  visaTypes: Array<{ visa_type: string; categories: string[] }>;
  onChange(query: PracticeQuestionsQuery): void;
}

/** Which questions to practise: from the banks by visa type and category, or the ones scored lowest. */
export function PracticeFilters({ value, visaTypes, onChange }: PracticeFiltersProps) {
  const { t } = useTranslation('practice');
  const message = useMessageText();
  const { register, handleSubmit, watch, reset, setValue, formState } = useZodForm(practiceQuestionsQuerySchema, {
    defaultValues: { source: value.source, visa_type: value.visa_type ?? '', category: value.category ?? '' },
  });
  useEffect(() => {
    reset({ source: value.source, visa_type: value.visa_type ?? '', category: value.category ?? '' });
  }, [value, reset]);

  const visaType = watch('visa_type');
  const categories = [
    ...new Set(visaTypes.filter((type) => !visaType || type.visa_type === visaType).flatMap((type) => type.categories)),
  ].sort();
  const category = watch('category');
  // A category the chosen visa type does not have would find nothing: the choice goes back to every category.
  useEffect(() => {
    if (typeof category === 'string' && category && !categories.includes(category)) setValue('category', '');
  }, [category, categories, setValue]);

  return (
    <form className="pr-card pr-filters" onSubmit={handleSubmit(onChange)} noValidate aria-labelledby="pr-filters-heading">
      <h2 id="pr-filters-heading">{t('filters.heading')}</h2>
      <fieldset className="pr-source">
        <legend>{t('filters.legend')}</legend>
        <label>
          <input type="radio" value="bank" {...register('source')} /> {t('filters.bank')}
        </label>
        <label>
          <input type="radio" value="lowest" {...register('source')} /> {t('filters.lowest')}
        </label>
      </fieldset>
      <div className="pr-filters__fields">
        <SelectField
          label={t('filters.visaType')}
          placeholder={t('filters.allVisaTypes')}
          options={visaTypes.map((type) => type.visa_type)}
          {...register('visa_type')}
          error={message(formState.errors.visa_type?.message)}
        />
        <SelectField
          label={t('filters.category')}
          placeholder={t('filters.allCategories')}
          options={categories.map((slug) => ({ value: slug, label: categoryName(slug) }))}
          {...register('category')}
          error={message(formState.errors.category?.message)}
        />
      </div>
      <button type="submit" className="btn btn-primary">
        {t('filters.show')}
      </button>
    </form>
  );
}
