export { AboutPage as default } from '../pages/info-pages';
