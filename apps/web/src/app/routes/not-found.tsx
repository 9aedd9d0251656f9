// Any other address: the not-found page, answered with the status that says so.
import { data } from 'react-router';

export const loader = () => data(null, { status: 404 });

export { default } from '../pages/not-found-page';
