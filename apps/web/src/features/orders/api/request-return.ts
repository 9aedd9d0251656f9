// /orders/return (DESIGN.md 'Orders'): the shopper asks for the return of a delivered order within
// RETURN_REQUEST_DAYS of delivery; the order history then shows it as Return Requested.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchApiData } from '../../../lib/api-client';

export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => fetchApiData('/orders/return', { id: itemId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['orders', 'history'] }),
  });
}
