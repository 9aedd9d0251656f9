export { GuidePage as default } from '../pages/info-pages';
