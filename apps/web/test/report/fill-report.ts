// Types into the report form (the /contact-us page's and the Report a Problem dialog's) as a
// shopper does: the given fields, in the form's order.
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

interface ReportFields {
  name?: string;
  email?: string;
  cell?: string;
  message?: string;
}

export async function fillReport(user: UserEvent, form: HTMLElement, fields: ReportFields): Promise<void> {
  const boxes: [RegExp, string | undefined][] = [
    [/^Name/, fields.name],
    [/^Email/, fields.email],
    [/^Cell Number/, fields.cell],
    [/^Message/, fields.message],
  ];
  for (const [label, value] of boxes) if (value !== undefined) await user.type(within(form).getByLabelText(label), value);
}
