import { t } from '../i18n/t';
import { Alert, PageHeader } from '../ui';

/** Usage per organization and day is not recorded yet (docs/console.md, "State"): the page says so. */
export function Usage() {
  return (
    <>
      <PageHeader title={t('usage.title')} lead={t('usage.lead')} />
      <Alert kind="info">{t('usage.notYet')}</Alert>
    </>
  );
}
