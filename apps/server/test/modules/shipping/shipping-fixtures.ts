// A valid South African delivery address for the tests that need one.
import type { ShippingFields } from '@blitz/contract';

export const sowetoHome: ShippingFields = {
  title: 'Home',
  recipientName: 'Thandi Mokoena',
  recipientMobile: '0821234567',
  streetAddress: '12 Vilakazi Street',
  complex: '',
  suburb: 'Orlando West',
  city: 'Soweto',
  province: 'Gauteng',
  postalCode: '1804',
  country: 'South Africa',
};
