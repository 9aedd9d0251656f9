// The information pages (SPEC.md section 2): /about, /guide (optionally scrolled to its FAQ by
// router state) and /contact-us with the Report a Problem form on the page.
import { useTranslation } from '../../lib/use-translation';
import { useLocation } from 'react-router';
import { AboutContent } from '../../features/info/components/about-content';
import { ContactContent } from '../../features/info/components/contact-content';
import { GuideContent } from '../../features/info/components/guide-content';
import { ReportForm } from '../../features/report/report-form';
import { readNavigationState } from '../../lib/navigation-state';
import { PageShell } from '../layout/page-shell';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('pages.about')} intro={t('info.aboutIntro')}>
      <AboutContent />
    </PageShell>
  );
}

export function GuidePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const faqRequest = readNavigationState(location.state).scrollTo === 'faq' ? location.key : null;
  return (
    <PageShell title={t('pages.guide')} intro={t('info.guideIntro')}>
      <GuideContent faqRequest={faqRequest} />
    </PageShell>
  );
}

export function ContactUsPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('pages.contactUs')} intro={t('info.contactIntro')}>
      <ContactContent reportForm={<ReportForm title={t('contact.reportTitle')} intro={t('contact.report')} />} />
    </PageShell>
  );
}
