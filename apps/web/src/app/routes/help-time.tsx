export { default } from '../pages/help-time-page';
