export { default } from '../pages/billboard-page';
