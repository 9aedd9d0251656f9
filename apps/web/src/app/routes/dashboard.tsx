export { default } from '../pages/dashboard/dashboard-page';
