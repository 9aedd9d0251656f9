export { default } from '../pages/fair-play/digests-page';
