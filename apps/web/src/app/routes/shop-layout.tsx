export { RootLayout as default } from '../layout/root-layout';
