export { ContactUsPage as default } from '../pages/info-pages';
