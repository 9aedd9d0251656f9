// The auction form's checks: each field's problem in words beside it, the contract's rules (90% of
// retail, the lock point, major or a category, no time in the past unless unchanged), and the
// draft sent only when there is none.
import { AUCTION_DRAFT_PROBLEMS } from '@blitz/contract';
import { describe, expect, it } from 'vitest';
import { checkForm, emptyForm, type DraftForm } from '../../src/features/auctions/draft-form';
import { isoToLocalInput, localInputToIso } from '../../src/features/auctions/local-time';

const inAnHour = () => isoToLocalInput(new Date(Date.now() + 3_600_000).toISOString());

function validForm(change: Partial<DraftForm> = {}): DraftForm {
  return {
    ...emptyForm(),
    itemId: 12,
    title: 'Defy kettle',
    departmentId: 3,
    categoryId: 8,
    auctionTime: inAnHour(),
    retailPrice: '899.00',
    startingAmount: '1.00',
    ...change,
  };
}

describe('checkForm', () => {
  it('turns a complete form into the draft: minutes to seconds, ISO time, blanks to null', () => {
    const form = validForm({ openingMinutes: '15', buyNowPrice: ' ', description: 'Two litres.' });
    const { draft, errors } = checkForm(form);
    expect(errors).toEqual({});
    expect(draft).toMatchObject({
      itemId: 12,
      categoryId: 8,
      major: false,
      openingSeconds: 900,
      auctionTimer: 10,
      auctionTime: localInputToIso(form.auctionTime),
      buyNowPrice: null,
      lockPrice: null,
    });
  });

  it('names every missing or malformed field with its own text', () => {
    const { draft, errors } = checkForm(
      validForm({ itemId: null, title: '  ', departmentId: '', openingMinutes: '1.5', auctionTimer: '0', retailPrice: '12,50' }),
    );
    expect(draft).toBeNull();
    expect(errors).toEqual({
      itemId: 'Choose the product to auction.',
      title: 'A title is needed (up to 200 characters).',
      departmentId: 'Choose a department.',
      openingMinutes: 'Whole minutes from 0 to 10,080 (a week).',
      auctionTimer: 'Whole seconds from 1 to 3,600.',
      retailPrice: 'An amount like 1299.00.',
    });
  });

  it("applies the contract's rules once the fields are well formed", () => {
    expect(checkForm(validForm({ startingAmount: '810.00' })).errors).toEqual({ startingAmount: AUCTION_DRAFT_PROBLEMS.startingAmount });
    expect(checkForm(validForm({ bidType: 'Locked', lockPrice: '' })).errors).toEqual({ lockPrice: AUCTION_DRAFT_PROBLEMS.lockPrice });
    expect(checkForm(validForm({ bidType: 'Locked', lockPrice: '250.00' })).errors).toEqual({});
    expect(checkForm(validForm({ categoryId: '' })).errors).toEqual({ categoryId: AUCTION_DRAFT_PROBLEMS.categoryId });
    expect(checkForm(validForm({ major: true })).draft).toMatchObject({ major: true, categoryId: null });
  });

  it('refuses a time in the past, unless it is the saved auction time left as it was', () => {
    const past = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const form = validForm({ auctionTime: isoToLocalInput(past) });
    expect(checkForm(form).errors).toEqual({ auctionTime: AUCTION_DRAFT_PROBLEMS.auctionTime });
    expect(checkForm(form, localInputToIso(form.auctionTime)!).errors).toEqual({});
  });
});
