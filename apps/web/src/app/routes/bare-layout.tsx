export { BareLayout as default } from '../layout/root-layout';
