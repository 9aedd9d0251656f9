export { default } from '../pages/fair-play/record-page';
